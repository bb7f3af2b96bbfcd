/**
 * Internal messages delivered exactly as their sender serialised them.
 *
 * @ton/sandbox queues each out-message as a parsed Message and, on delivery, serialises it again
 * (`SmartContract.receiveMessage` → `storeMessage`). When the sender chose another layout than the one
 * `storeMessage` picks — a StateInit or body in a reference where it would fit inline, as the multisig puts
 * an order's StateInit — the receiving transaction's in-message is a different cell with a different hash
 * from the out-message in the sender's transaction, and trace assembly (which joins the two by hash) breaks.
 * A node delivers the very cell: so does the local network, taken from the parent transaction's out_msgs.
 */
import { type Cell, Dictionary, type Message } from '@ton/core';
import { SmartContract } from '@ton/sandbox';

interface QueuedMessage extends Message {
  parentTransaction?: { raw?: Cell; lt: bigint };
}
interface SandboxContract {
  debug?: boolean;
  createCommonArgs(params: unknown): Record<string, unknown>;
  runCommon(run: () => Promise<unknown>, callStack: unknown): Promise<unknown>;
  blockchain: { executor: { runTransaction(args: unknown): Promise<unknown> } };
}

/** The out-message cell of the parent transaction this queued message was parsed from, when it can be found. */
export function sentCell(message: QueuedMessage): Cell | undefined {
  const parent = message.parentTransaction;
  if (!parent?.raw || message.info.type !== 'internal') return undefined;
  // created_lt of a transaction's i-th out-message is the transaction's lt + i + 1.
  const index = Number(message.info.createdLt - parent.lt - 1n);
  return index < 0 ? undefined : outMessages(parent.raw)?.get(index);
}

/** A transaction's out_msgs, read once per transaction: a wallet's transfer can carry 255 of them. */
const outsByTx = new WeakMap<Cell, Dictionary<number, Cell> | null>();
function outMessages(tx: Cell): Dictionary<number, Cell> | null {
  let outs = outsByTx.get(tx);
  if (outs === undefined) {
    const s = tx.refs[0]?.beginParse();
    if (s) s.loadMaybeRef();
    outs = s ? s.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell()) : null;
    outsByTx.set(tx, outs);
  }
  return outs;
}

let installed = false;

export function deliverSentCells(): void {
  if (installed) return;
  installed = true;
  const proto = SmartContract.prototype as unknown as SandboxContract & {
    receiveMessage: (m: QueuedMessage, p: unknown, c: unknown) => Promise<unknown>;
  };
  const original = proto.receiveMessage;
  proto.receiveMessage = async function (
    this: SandboxContract,
    message: QueuedMessage,
    params: unknown,
    callStack: unknown,
  ) {
    const cell = this.debug ? undefined : sentCell(message);
    if (!cell) return original.call(this, message, params, callStack);
    const args = { ...this.createCommonArgs(params), message: cell };
    return this.runCommon(() => this.blockchain.executor.runTransaction(args), callStack);
  };
}
