import { computeExternalMessageFees, computeStorageFees, configParse18, configParseMsgPrices } from '@ton/ton';
import {
  beginCell,
  Cell,
  Dictionary,
  loadMessage,
  loadTransaction,
  storeMessage,
  storeShardAccount,
  type Message,
} from '@ton/core';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext } from '../../http/types.ts';
import { liteError, readAccount, type V2Deps } from '../chain.ts';
import { parseAddress } from '../convert.ts';
import { configAt, getExecutor } from '../emulation.ts';
import type { V2HandlerGroup } from './types.ts';

function parseExternal(boc: string): { cell: Cell; message: Message } {
  let cell: Cell;
  try {
    cell = Cell.fromBase64(boc);
  } catch {
    throw new ApiError(422, 'failed to validate request: boc is not a valid bag of cells');
  }
  let message: Message;
  try {
    message = loadMessage(cell.beginParse());
  } catch {
    throw new ApiError(422, 'failed to validate request: boc is not a message');
  }
  if (message.info.type !== 'external-in')
    throw new ApiError(422, 'failed to validate request: boc is not an inbound external message');
  return { cell, message };
}

/**
 * Hash of the normalised external message (TEP-467): src addr_none, import_fee 0, no init, body as a
 * reference — stable however the wallet serialised the message, so it finds the transaction.
 */
export function normalizedHash(message: Message): Buffer {
  if (message.info.type !== 'external-in') throw new Error('not an external message');
  return beginCell()
    .storeUint(2, 2)
    .storeUint(0, 2)
    .storeAddress(message.info.dest)
    .storeCoins(0)
    .storeBit(false)
    .storeBit(true)
    .storeRef(message.body)
    .endCell()
    .hash();
}

/** Liteservers an external message is broadcast to (toncenter uses 4–5). */
const BROADCAST = 4;

async function send(deps: V2Deps, ctx: HandlerContext, cell: Cell): Promise<void> {
  await deps.pool
    .broadcast('sendMessage', (c) => c.sendMessage(cell.toBoc()), BROADCAST, { servedBy: ctx.servedBy })
    .catch(liteError);
}

export function sendHandlers(deps: V2Deps) {
  return {
    sendBoc: async (input, ctx) => {
      const { cell } = parseExternal(input.boc);
      await send(deps, ctx, cell);
      return { '@type': 'ok' as const };
    },

    sendBocReturnHash: async (input, ctx) => {
      const { cell, message } = parseExternal(input.boc);
      await send(deps, ctx, cell);
      return {
        '@type': 'raw.extMessageInfo' as const,
        hash: cell.hash().toString('base64'),
        hash_norm: normalizedHash(message).toString('base64'),
      };
    },

    /** Emulates the external message on the account's current state and config, as tonlib does. */
    estimateFee: async (input, ctx) => {
      const address = parseAddress(input.address);
      const cellOf = (v: string | undefined, name: string): Cell | undefined => {
        if (!v) return undefined;
        try {
          return Cell.fromBase64(v);
        } catch {
          throw new ApiError(422, `failed to validate request: ${name} is not a valid bag of cells`);
        }
      };
      const body = cellOf(input.body, 'body')!;
      const code = cellOf(input.init_code, 'init_code');
      const data = cellOf(input.init_data, 'init_data');
      const read = await readAccount(deps, ctx, address);
      const message = beginCell()
        .store(
          storeMessage({
            info: { type: 'external-in', dest: address, importFee: 0n },
            init: code || data ? { code, data } : undefined,
            body,
          }),
        )
        .endCell();
      const lastLt = read.lastTx?.lt ?? 0n;
      const shardAccount = beginCell()
        .store(
          storeShardAccount({
            account: read.account,
            lastTransactionHash: read.lastTx ? BigInt('0x' + read.lastTx.hash.toString('hex')) : 0n,
            lastTransactionLt: lastLt,
          }),
        )
        .endCell();
      const [exec, config] = await Promise.all([getExecutor(), configAt(deps, ctx, read.block)]);
      const res = await exec
        .runTransaction({
          message,
          config: config.base64,
          libs: null,
          verbosity: 'short',
          shardAccount: shardAccount.toBoc().toString('base64'),
          now: read.utime,
          lt: lastLt + 1_000_000n,
          randomSeed: Buffer.alloc(32),
          ignoreChksig: input.ignore_chksig ?? true,
          debugEnabled: false,
        })
        .catch(liteError);
      if (!res.result.success) {
        // The account would not accept the message (no code, bad signature, …): tonlib still prices it,
        // so do the same from the config: import fee of the message and the storage due, no gas.
        const wc = address.workChain;
        const params = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config.cell);
        const inFwd = computeExternalMessageFees(
          configParseMsgPrices(params.get(wc === -1 ? 24 : 25)?.beginParse()),
          message,
        );
        const storage = read.account
          ? computeStorageFees({
              now: read.utime,
              lastPaid: read.account.storageStats.lastPaid,
              storagePrices: configParse18(params.get(18)?.beginParse()),
              storageStat: {
                cells: Number(read.account.storageStats.used.cells),
                bits: Number(read.account.storageStats.used.bits),
                publicCells: 0,
              },
              special: false,
              masterchain: wc === -1,
            })
          : 0n;
        return {
          '@type': 'query.fees' as const,
          source_fees: {
            '@type': 'fees' as const,
            in_fwd_fee: Number(inFwd),
            storage_fee: Number(storage),
            gas_fee: 0,
            fwd_fee: 0,
          },
          destination_fees: [],
        };
      }
      const tx = loadTransaction(Cell.fromBase64(res.result.transaction).beginParse());
      const d = tx.description;
      if (d.type !== 'generic') throw new ApiError(500, `unexpected ${d.type} transaction`);
      const storage = d.storagePhase?.storageFeesCollected ?? 0n;
      const gas = d.computePhase.type === 'vm' ? d.computePhase.gasFees : 0n;
      const actionFees = d.actionPhase?.totalActionFees ?? 0n;
      const fwd = d.actionPhase?.totalFwdFees ?? 0n;
      const inFwd = tx.totalFees.coins - storage - gas - actionFees;
      return {
        '@type': 'query.fees' as const,
        source_fees: {
          '@type': 'fees' as const,
          in_fwd_fee: Number(inFwd > 0n ? inFwd : 0n),
          storage_fee: Number(storage),
          gas_fee: Number(gas),
          fwd_fee: Number(fwd),
        },
        destination_fees: [],
      };
    },
  } satisfies V2HandlerGroup<'sendBoc' | 'sendBocReturnHash' | 'estimateFee'>;
}
