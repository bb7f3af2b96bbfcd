import { ApiError } from '../../http/errors.ts';
import { hashInput, hashInputs, opcodeInput, rawAddress, rawAddresses, shardInput } from '../convert.ts';
import {
  BLOCK_KEYS,
  blockRecord,
  masterchainBlockExists,
  masterchainEdges,
  selectBlockRows,
  shardStateBlocks,
} from '../queries/blocks.ts';
import { besides, withClient, withPrimary } from '../queries/db.ts';
import { messageKeys, selectMessages } from '../queries/messages.ts';
import {
  readTransactions,
  selectAdjacentTransactions,
  selectTransactions,
  selectTransactionsByMessage,
  transactionAddresses,
  transactionKeyset,
  type TransactionSource,
} from '../queries/transactions.ts';
import { addressBook } from '../queries/book.ts';
import { bigParam, bookAndMetadata, cursorPaging, isTestnet, requireOne } from './common.ts';
import { withBookComplete } from './complete-book.ts';
import { pendingTransactions } from './pending.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';

/** A message end filter: an address, or the literal `null` for the missing end of an external message. */
const messageEnd = (v: string | undefined) => (v === undefined ? undefined : v === 'null' ? null : rawAddress(v));

const mcNotFound = (seqno: number) => new ApiError(404, `masterchain block ${seqno} not found`);

export function blockchainHandlers(deps: V3Deps) {
  // the address book is read beside the records (on a second connection when the pool has one free)
  // `next`: the page's next_cursor from its records (lists that take a cursor, D36)
  const txResponse = async (
    c: import('pg').PoolClient,
    source: TransactionSource,
    next?: (rows: ReadonlyArray<object>) => string | null,
  ) => {
    const book = (addresses: string[]) => besides(c, (other) => addressBook(other, addresses, isTestnet(deps)));
    const read = await readTransactions(c, source, book);
    const cursor = next ? { next_cursor: next(read.transactions) } : {};
    return withBookComplete({ transactions: read.transactions, address_book: read.book!, ...cursor });
  };

  return {
    getMasterchainInfo: async () =>
      withClient(deps.db, async (c) => {
        const [last, first] = await masterchainEdges(c);
        if (!last || !first) throw new ApiError(503, 'index is empty');
        return { last, first };
      }),

    getBlocks: async (input) => {
      const p = cursorPaging('getBlocks', input, BLOCK_KEYS);
      return withClient(deps.db, async (c) => {
        const rows = await selectBlockRows(
          c,
          {
            workchain: input.workchain,
            shard: input.shard === undefined ? undefined : shardInput(input.shard),
            seqno: input.seqno,
            rootHash: input.root_hash === undefined ? undefined : hashInput(input.root_hash, 'root_hash'),
            fileHash: input.file_hash === undefined ? undefined : hashInput(input.file_hash, 'file_hash'),
            mcSeqno: input.mc_seqno,
            startUtime: input.start_utime,
            endUtime: input.end_utime,
            startLt: bigParam(input.start_lt),
            endLt: bigParam(input.end_lt),
          },
          p.sort,
          p.limit,
          p.offset,
          p.after,
        );
        return { blocks: rows.map(blockRecord), next_cursor: p.next(rows) };
      });
    },

    getMasterchainBlockShardState: async (input) =>
      withClient(deps.db, async (c) => {
        const blocks = await shardStateBlocks(c, input.seqno);
        if (!blocks.length) throw new ApiError(404, 'blocks not found');
        return { blocks };
      }),

    getMasterchainBlockShards: async (input) => {
      const p = cursorPaging('getMasterchainBlockShards', input, BLOCK_KEYS);
      return withClient(deps.db, async (c) => {
        if (!(await masterchainBlockExists(c, input.seqno))) throw new ApiError(404, 'blocks not found');
        const rows = await selectBlockRows(c, { mcSeqno: input.seqno }, p.sort, p.limit, p.offset, p.after);
        return { blocks: rows.map(blockRecord), next_cursor: p.next(rows) };
      });
    },

    getTransactions: async (input) => {
      const byUtime = input.start_utime !== undefined || input.end_utime !== undefined;
      const p = cursorPaging('getTransactions', input, transactionKeyset(byUtime));
      const filter = {
        workchain: input.workchain,
        shard: input.shard === undefined ? undefined : shardInput(input.shard),
        seqno: input.seqno,
        mcSeqno: input.mc_seqno,
        accounts: rawAddresses(input.account),
        hashes: input.hash === undefined ? undefined : [hashInput(input.hash)],
        lt: bigParam(input.lt),
        startUtime: input.start_utime,
        endUtime: input.end_utime,
        startLt: bigParam(input.start_lt),
        endLt: bigParam(input.end_lt),
      };
      return withClient(deps.db, async (c) => {
        if (input.mc_seqno !== undefined && !(await masterchainBlockExists(c, input.mc_seqno)))
          throw mcNotFound(input.mc_seqno);
        return txResponse(c, await selectTransactions(c, filter, p.sort, p.limit, p.offset, p.after), p.next);
      });
    },

    getTransactionsByMasterchainBlock: async (input) => {
      const p = cursorPaging('getTransactionsByMasterchainBlock', input, transactionKeyset(false));
      return withClient(deps.db, async (c) => {
        if (!(await masterchainBlockExists(c, input.seqno))) throw mcNotFound(input.seqno);
        const rows = await selectTransactions(c, { mcSeqno: input.seqno }, p.sort, p.limit, p.offset, p.after);
        return txResponse(c, rows, p.next);
      });
    },

    getTransactionsByMessage: async (input) => {
      requireOne(
        'at least one of msg_hash, body_hash, opcode should be specified',
        input.msg_hash,
        input.body_hash,
        input.opcode,
      );
      const p = cursorPaging('getTransactionsByMessage', input, transactionKeyset(false));
      const opcode = input.opcode === undefined ? undefined : opcodeInput(input.opcode);
      const filter = {
        msgHashes: hashInputs(input.msg_hash, 'msg_hash'),
        bodyHash: input.body_hash === undefined ? undefined : hashInput(input.body_hash, 'body_hash'),
        opcode,
        direction: opcode !== undefined ? ('in' as const) : input.direction,
        source: messageEnd(input.source),
        destination: messageEnd(input.destination),
        excludeExternals: input.exclude_externals ?? false,
        onlyExternals: input.only_externals ?? false,
      };
      if (input.exclude_externals && input.only_externals)
        throw new ApiError(422, 'exclude_externals and only_externals are mutually exclusive');
      if (opcode !== undefined && input.direction === 'out')
        throw new ApiError(422, 'opcode filters inbound messages; direction must be in');
      return withClient(deps.db, async (c) =>
        txResponse(c, await selectTransactionsByMessage(c, filter, p.sort, p.limit, p.offset, p.after), p.next),
      );
    },

    getAdjacentTransactions: async (input) => {
      const hash = hashInput(input.hash);
      return withClient(deps.db, async (c) => {
        const rows = await selectAdjacentTransactions(c, hash, input.direction);
        if (!rows.length) throw new ApiError(404, 'adjacent transactions not found');
        return txResponse(c, rows);
      });
    },

    getPendingTransactions: async (input) => {
      const accounts = rawAddresses(input.account) ?? [];
      return withPrimary(deps.db, async (c) => {
        const transactions = await pendingTransactions(c, accounts, hashInputs(input.trace_id, 'trace_id'));
        return {
          transactions,
          address_book: await addressBook(c, transactionAddresses(transactions), isTestnet(deps)),
        };
      });
    },

    getMessages: async (input) => {
      const p = cursorPaging(
        'getMessages',
        input,
        messageKeys(input.start_utime !== undefined || input.end_utime !== undefined),
      );
      const msgHashes =
        hashInputs(input.msg_hash, 'msg_hash') ?? (input.hash === undefined ? undefined : [hashInput(input.hash)]);
      if (input.exclude_externals && input.only_externals)
        throw new ApiError(422, 'exclude_externals and only_externals are mutually exclusive');
      return withClient(deps.db, async (c) => {
        const { messages, last } = await selectMessages(
          c,
          {
            msgHashes,
            bodyHash: input.body_hash === undefined ? undefined : hashInput(input.body_hash, 'body_hash'),
            source: messageEnd(input.source),
            destination: messageEnd(input.destination),
            opcode: input.opcode === undefined ? undefined : opcodeInput(input.opcode),
            startUtime: input.start_utime,
            endUtime: input.end_utime,
            startLt: bigParam(input.start_lt),
            endLt: bigParam(input.end_lt),
            direction: input.direction,
            excludeExternals: input.exclude_externals ?? false,
            onlyExternals: input.only_externals ?? false,
          },
          p.sort,
          p.limit,
          p.offset,
          p.after,
        );
        const addresses = messages
          .flatMap((m) => [m.source, m.destination])
          .filter((a): a is string => typeof a === 'string');
        return {
          messages,
          ...(await bookAndMetadata(c, deps, addresses)),
          next_cursor: p.nextFromKey(messages.length, last),
        };
      });
    },
  } satisfies V3HandlerGroup<
    | 'getMasterchainInfo'
    | 'getBlocks'
    | 'getMasterchainBlockShardState'
    | 'getMasterchainBlockShards'
    | 'getTransactions'
    | 'getTransactionsByMasterchainBlock'
    | 'getTransactionsByMessage'
    | 'getAdjacentTransactions'
    | 'getPendingTransactions'
    | 'getMessages'
  >;
}
