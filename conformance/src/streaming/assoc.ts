// Which of the suite's transfers a notification is about. Not by the notification's own trace_external_hash_norm
// alone (a server could get that wrong, which is itself judged): also by v3's trace id, the hashes of the trace's
// transactions, the external message hash, and the pending trace ids seen beside them.
import { hex } from './subscriber.ts';
import type { Transfer } from './transfers.ts';
import type { TraceTruth } from './truth.ts';

export interface Known {
  transfer: Transfer;
  /** undefined when v3 could not tell (the reason is in `missing`) */
  truth?: TraceTruth;
  missing?: string;
}

export class Association {
  private readonly byKey = new Map<string, Known>();

  constructor(readonly known: Known[]) {
    for (const k of known) {
      this.byKey.set(`norm ${hex(k.transfer.norm)}`, k);
      this.byKey.set(`msg ${hex(k.transfer.hash)}`, k);
      if (k.truth) {
        this.byKey.set(`trace ${hex(k.truth.traceId)}`, k);
        for (const t of k.truth.txs) this.byKey.set(`tx ${hex(t.hash)}`, k);
      }
    }
  }

  /** Pending events name an emulated trace id of their own: learnt from the pending events that carry the message. */
  learnPending(messages: any[]): void {
    for (const m of messages) {
      if (m?.finality !== 'pending' || typeof m.trace_id !== 'string') continue;
      const k = this.of(m);
      if (k) this.byKey.set(`trace ${hex(m.trace_id)}`, k);
    }
  }

  /** The transfer a trace notification is about, or undefined (another trace, or not a trace event). */
  of(m: any): Known | undefined {
    if (!m || !['transactions', 'actions', 'trace', 'trace_invalidated'].includes(m.type)) return undefined;
    const get = (kind: string, v: unknown) => (typeof v === 'string' ? this.byKey.get(`${kind} ${hex(v)}`) : undefined);
    const txs: any[] = Array.isArray(m.transactions)
      ? m.transactions
      : m.transactions && typeof m.transactions === 'object'
        ? Object.values(m.transactions)
        : [];
    return (
      get('trace', m.trace_id) ??
      txs.map((t) => get('tx', t?.hash) ?? get('msg', t?.in_msg?.hash)).find(Boolean) ??
      (Array.isArray(m.actions) ? m.actions.map((a: any) => get('trace', a?.trace_id)).find(Boolean) : undefined) ??
      get('norm', m.trace_external_hash_norm)
    );
  }
}
