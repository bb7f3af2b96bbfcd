import {
  Address,
  beginCell,
  external,
  internal,
  storeMessage,
  toNano,
  type Cell,
  type MessageRelaxed,
} from '@ton/core';
import { LiteClient } from 'ton-lite-client';
import {
  buildBlock,
  buildBlockExtra,
  buildInMsgDescr,
  buildOutMsgDescr,
  buildShardAccountBlocks,
  forEachAugLeafE,
  type ParsedBlock,
} from '../../tlb/index.ts';
import type { BlockRecord } from '../chain/types.ts';
import { devnetKey, openWallet, type WalletVersion } from '../genesis/index.ts';
import type { Devnet } from '../index.ts';

/** A signed external transfer BOC from a genesis wallet, built by @ton/ton exactly as a wallet app would. */
export async function transferBoc(
  version: WalletVersion,
  index: number,
  seqno: number,
  messages: MessageRelaxed[],
  opts: { badSignature?: boolean } = {},
): Promise<{ boc: Buffer; wallet: Address }> {
  const key = await devnetKey();
  const w = openWallet(version, index, key.publicKey);
  const secretKey = opts.badSignature ? Buffer.from(key.secretKey.map((b, i) => (i === 0 ? b ^ 1 : b))) : key.secretKey;
  // The three wallet classes share this call shape; their unions of argument types do not.
  const create = w.createTransfer.bind(w) as unknown as (a: {
    seqno: number;
    secretKey: Buffer;
    messages: MessageRelaxed[];
    sendMode: number;
  }) => Cell | Promise<Cell>;
  const body = await create({ seqno, secretKey, messages, sendMode: 3 });
  const msg = beginCell()
    .store(storeMessage(external({ to: w.address, body })))
    .endCell();
  return { boc: msg.toBoc(), wallet: w.address };
}

export function inProcessClient(d: Devnet): LiteClient {
  return new LiteClient({ engine: d.inProcessEngine() });
}

/**
 * Sends from genesis wallets to a devnet driven by hand, counting each wallet's seqno here; `walletOf`
 * finds the genesis wallet that owns a contract (a jetton wallet, an NFT item).
 */
export function genesisSender(devnet: () => Devnet) {
  const seqnos = new Map<string, number>();
  return {
    async send(version: WalletVersion, index: number, messages: MessageRelaxed[]): Promise<void> {
      const k = `${version}/${index}`;
      const seqno = seqnos.get(k) ?? 0;
      seqnos.set(k, seqno + 1);
      await devnet().chain.sendExternal((await transferBoc(version, index, seqno, messages)).boc);
    },
    walletOf(owner: string): { version: WalletVersion; index: number } {
      const w = devnet().accounts.find((a) => a.kind === 'wallet' && a.address === owner)!;
      return { version: w.version as WalletVersion, index: w.index! };
    },
  };
}

/** Accounts in each quarter of the address space, and one on the masterchain. */
export const QUARTER_DESTS = ['11', '55', '99', 'dd'].map((b) => Address.parse(`0:${b.repeat(32)}`));
export const MASTER_DEST = Address.parse(`-1:${'77'.repeat(32)}`);

/**
 * Round n's payments on a basechain that splits: a v4r2 wallet pays two quarters, the `second` wallet a third
 * quarter or (every third round) the masterchain, so blocks of every shard layout carry transactions and
 * messages cross shards and chains.
 */
export async function payAcrossShards(
  sender: ReturnType<typeof genesisSender>,
  n: number,
  second: WalletVersion,
): Promise<void> {
  await sender.send('v4r2', n % 4, [
    internal({ to: QUARTER_DESTS[n % 4]!, value: toNano('1'), bounce: false }),
    internal({ to: QUARTER_DESTS[(n + 2) % 4]!, value: toNano('1'), bounce: false }),
  ]);
  await sender.send(second, n % 4, [
    internal({ to: n % 3 ? QUARTER_DESTS[(n + 1) % 4]! : MASTER_DEST, value: toNano('2') }),
  ]);
}

/** The root hash the tlb writer gives a block rebuilt from its parsed items (equal to the original's when both agree). */
export function rebuildRootHash(b: ParsedBlock): Buffer {
  const { shardFeesTotal: _t, ...mc } = b.mcExtra ?? ({} as NonNullable<ParsedBlock['mcExtra']>);
  const extra = buildBlockExtra({
    inMsgDescr: buildInMsgDescr(b.inMsgDescr.map((e) => ({ msg: e.msg }))).cell,
    // a dequeue record does not name its message: its key is the only place the hash is
    outMsgDescr: buildOutMsgDescr(
      b.outMsgDescr.map((e) =>
        e.msg.kind === 'msg_export_deq_short' ? { msg: e.msg, msgHash: e.msgHash } : { msg: e.msg },
      ),
    ).cell,
    accountBlocks: buildShardAccountBlocks(
      b.accountBlocks.map((a) => ({
        account: a.account,
        stateUpdate: a.stateUpdate,
        transactions: a.transactions.map((t) => ({ cell: t.cell })),
      })),
    ).cell,
    randSeed: b.randSeed,
    createdBy: b.createdBy,
    ...(b.mcExtra ? { mcExtra: mc } : {}),
  });
  return buildBlock({
    globalId: b.globalId,
    info: b.info,
    valueFlow: b.valueFlow,
    stateUpdate: b.stateUpdateCell!,
    extra,
  }).hash();
}

/** The EnqueuedMsg entries of a state's OutMsgQueue (ShardStateUnsplit's first reference), read with the tlb parser. */
export function queueOf(rec: BlockRecord) {
  const items: { wc: number; hash: Buffer; enqueuedLt: bigint; envelope: Cell }[] = [];
  const rest = forEachAugLeafE(rec.state.refs[0]!.beginParse(), 352, (key, leaf) => {
    leaf.skip(64); // the augmentation: min enqueued_lt
    items.push({
      wc: Number(BigInt.asIntN(32, key >> 320n)),
      hash: Buffer.from((key & ((1n << 256n) - 1n)).toString(16).padStart(64, '0'), 'hex'),
      enqueuedLt: leaf.loadUintBig(64),
      envelope: leaf.loadRef(),
    });
  });
  // the root's augmentation is the smallest enqueued_lt (0 when empty); then proc_info and extra, both empty
  const minLt = rest.loadUintBig(64);
  if (minLt !== items.reduce((m, q) => (q.enqueuedLt < m ? q.enqueuedLt : m), items[0]?.enqueuedLt ?? 0n))
    throw new Error('OutMsgQueue augmentation is not the smallest enqueued_lt');
  if (rest.loadBit() || rest.loadBit() || rest.remainingBits || rest.remainingRefs)
    throw new Error('OutMsgQueueInfo has more than an out_queue');
  return items;
}
