// A round of the delivery checks: its transfers sent, what v3 says of each once complete, and the wait until every
// open subscriber that must see one has it finalized (then a little more, so that late extras are judged too).
import type { Activity } from './delivery.ts';
import { Association, type Known } from './assoc.ts';
import { hex, raw, type Subscriber } from './subscriber.ts';
import type { Transfer } from './transfers.ts';

const FINALIZED_MS = 30_000;
/** what arrives late (a leak, a repeat, a pending after finalized) is still judged */
const GRACE_MS = 1500;

/** Sending a round's transfers and waiting until every subscriber that must see them has them finalized. */
export class Rounds {
  readonly known: Known[] = [];
  constructor(
    private readonly activity: Activity,
    private readonly open: () => Subscriber[],
  ) {}

  async send(transfers: Transfer[]): Promise<void> {
    const sent = await Promise.all(
      transfers.map(async (t) => {
        const k: Known = { transfer: t };
        this.known.push(k);
        try {
          await (raw(t.from) === this.activity.a.address ? this.activity.a : this.activity.b).send(t);
        } catch (e) {
          k.missing = `the transfer could not be sent: ${(e as Error).message}`;
          return undefined;
        }
        try {
          const truth = await this.activity.truth.trace(t.hash);
          // what an incomplete trace lacks cannot be told from what a subscriber missed
          if (truth.complete) k.truth = truth;
          else k.missing = `v3 /traces did not show the trace of ${t.label} complete and classified in time`;
        } catch (e) {
          k.missing = (e as Error).message;
        }
        return k;
      }),
    );
    const ready = sent.filter((k): k is Known => k?.truth !== undefined);
    const assoc = new Association(this.known);
    await Promise.all(
      this.open().flatMap((s) =>
        ready
          .filter((k) => expectsFinalized(s, k))
          .map((k) =>
            s.inbox.until(
              () => s.notifications().some(({ m }) => m.finality === 'finalized' && assoc.of(m) === k),
              FINALIZED_MS,
            ),
          ),
      ),
    );
    await new Promise((r) => setTimeout(r, GRACE_MS));
  }

  /** the finality levels (as a count of distinct levels: 3 = all) `s` saw of the best of `transfers` */
  levels(s: Subscriber | string, transfers: Transfer[]): Set<number> {
    return new Set(transfers.map((t) => new Set(this.sequence(s, t)).size));
  }
  sequence(s: Subscriber | string, t: Transfer): string[] {
    if (typeof s === 'string') return [];
    const assoc = new Association(this.known);
    const k = this.known.find((x) => x.transfer === t);
    return s
      .notifications()
      .filter(
        ({ m }) =>
          m.type === 'transactions' && (hex(String(m.trace_external_hash_norm)) === hex(t.norm) || assoc.of(m) === k),
      )
      .map(({ m }) => String(m.finality));
  }
  sawFinalized(list: Array<Subscriber | string>, t: Transfer): boolean {
    return list.every((s) => this.sequence(s, t).includes('finalized'));
  }
}

/** Whether `s` must receive a finalized trace event of `k` (its subscription names an account or the hash of it). */
function expectsFinalized(s: Subscriber, k: Known): boolean {
  const m = s.modelFor(k.transfer.round);
  const t = k.truth!;
  if (!m) return false;
  const mine = (a: string) => m.addresses.has(raw(a));
  return (
    (m.types.has('transactions') && t.txs.some((x) => mine(x.account))) ||
    (m.types.has('actions') &&
      t.actions.some((a) => (a.accounts ?? []).some(mine) && (!m.actionTypes || m.actionTypes.has(a.type)))) ||
    (m.types.has('trace') && m.norms.has(hex(k.transfer.norm)))
  );
}
