import {
  type Address,
  beginCell,
  type Cell,
  type CommonMessageInfoInternal,
  type Message,
  storeMessage,
} from '@ton/core';
import type { Blockchain, BlockchainTransaction } from '@ton/sandbox';
import { storeHashmapAugE, type AugSpec } from '../../tlb/index.ts';
import { envelope } from './block.ts';
import { sentCell } from './delivered-messages.ts';
import { accountPrefix } from './shard-schedule.ts';

/**
 * The outbound message queue, as a node keeps it. An internal message runs in the block that sent it only
 * when its destination lives in the same shard (or both are on the masterchain); otherwise the sending block
 * enqueues it (msg_export_new, an EnqueuedMsg in the sender's OutMsgQueue), a block of the next round imports
 * it (msg_import_fin), and once the masterchain has committed that import the sender's next block dequeues it
 * (msg_export_deq_short). A message that stays in its shard runs in the same block (msg_export_imm /
 * msg_import_imm), unless the block is already full: then it waits in the queue too, as on mainnet.
 */

/** A message as @ton/sandbox queues it: the parsed message, the transaction that sent it, its send mode. */
export type SandboxEntry =
  | (Message & {
      type: 'message';
      parentTransaction?: BlockchainTransaction & { raw: Cell };
      mode?: number;
      callStack?: unknown;
    })
  | { type: 'ticktock'; on: Address; which: 'tick' | 'tock' };

interface SandboxQueueManager {
  messageQueue: SandboxEntry[];
  processTx(needsLocking: boolean, params?: unknown): Promise<IteratorResult<BlockchainTransaction>>;
}

/**
 * Runs one message (or tick-tock) at a time on the emulator and hands back what the transaction sent,
 * instead of running the whole cascade as the sandbox's own queue does.
 */
export class MessageStepper {
  private readonly qm: SandboxQueueManager;
  constructor(bc: Blockchain) {
    this.qm = (bc as unknown as { createQueueManager(): SandboxQueueManager }).createQueueManager();
  }

  async run(entry: SandboxEntry): Promise<{ tx: BlockchainTransaction | null; sent: SandboxEntry[] }> {
    this.qm.messageQueue = [entry];
    const r = await this.qm.processTx(true);
    const sent = this.qm.messageQueue;
    this.qm.messageQueue = [];
    return { tx: r.done ? null : r.value, sent };
  }
}

/** An internal message between its sending transaction and its removal from the sender's queue. */
export interface InFlight {
  entry: SandboxEntry & { type: 'message' };
  info: CommonMessageInfoInternal;
  /** The message cell exactly as the sender serialised it, and its hash. */
  cell: Cell;
  hash: Buffer;
  /** MsgEnvelope as it sits in the queue and in both blocks' descriptors. */
  envelope: Cell;
  /** The round whose block sent (and, when it leaves its block, enqueued) the message. */
  sentRound: number;
  /** Set when the sending block enqueues it: that block's start lt (EnqueuedMsg.enqueued_lt). */
  enqueuedLt?: bigint;
  /** The round whose block imported it, and that block's end lt (import_block_lt of the dequeue). */
  importedRound?: number;
  importBlockLt?: bigint;
}

export function inFlight(entry: SandboxEntry & { type: 'message' }, round: number): InFlight | null {
  if (entry.info.type !== 'internal') return null;
  // as delivered: the sender's own cell, or else the sandbox's serialisation (what it would deliver then)
  const cell = sentCell(entry) ?? beginCell().store(storeMessage(entry)).endCell();
  return {
    entry,
    info: entry.info,
    cell,
    hash: cell.hash(),
    envelope: envelope(cell, entry.info.forwardFee),
    sentRound: round,
  };
}

/** One EnqueuedMsg of a state's OutMsgQueue. */
export interface QueueItem {
  destWorkchain: number;
  destPrefix: bigint;
  hash: Buffer;
  enqueuedLt: bigint;
  envelope: Cell;
}

export const queueItem = (m: InFlight): QueueItem => ({
  destWorkchain: m.info.dest.workChain,
  destPrefix: accountPrefix(m.info.dest.hash),
  hash: m.hash,
  enqueuedLt: m.enqueuedLt!,
  envelope: m.envelope,
});

/** The OutMsgQueue augmentation: the smallest enqueued_lt under a fork (0 for an empty queue). */
const minLtSpec: AugSpec<bigint> = {
  storeExtra: (b, v) => {
    b.storeUint(v, 64);
  },
  add: (a, b) => (a < b ? a : b),
  empty: () => 0n,
};

/**
 * OutMsgQueueInfo: out_queue (HashmapAugE 352 EnqueuedMsg uint64, keyed by the next hop's workchain, its
 * 64-bit address prefix and the message hash), proc_info and extra. proc_info (what this shard has imported
 * from each neighbour) stays empty: the local network dequeues by its own round rule, not by reading it.
 */
export function buildOutMsgQueueInfo(items: QueueItem[]): Cell {
  const b = beginCell();
  storeHashmapAugE(
    b,
    352,
    items.map((m) => ({
      key:
        (BigInt.asUintN(32, BigInt(m.destWorkchain)) << 320n) |
        (m.destPrefix << 256n) |
        BigInt(`0x${m.hash.toString('hex')}`),
      extra: m.enqueuedLt,
      store: (x) => {
        x.storeUint(m.enqueuedLt, 64).storeRef(m.envelope);
      },
    })),
    minLtSpec,
  );
  b.storeBit(0); // proc_info: empty
  b.storeBit(0); // extra: none (no dispatch queue)
  return b.endCell();
}
