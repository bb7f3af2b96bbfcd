// estimateFee's answer against what the chain then charged for the same message (v2 estimateFee, tonlib's
// query.estimateFees): gas_fee is the compute phase's gas fees, in_fwd_fee the import fee of the external
// message, fwd_fee the forwarding fees of the messages the action phase sends; storage_fee is due for the time
// since the account last paid, so it lies between the share of the charged storage fee that had accrued when
// the estimate was asked and the charged fee itself.
import { at } from '../values.ts';
import { phaseFees, type TxTruth } from './transaction.ts';

export interface Fees {
  in_fwd_fee: number;
  storage_fee: number;
  gas_fee: number;
  fwd_fee: number;
}

export const sourceFees = (result: unknown): Fees | undefined => {
  const f = at(result, 'source_fees') as Fees | undefined;
  return f && typeof f.gas_fee === 'number' ? f : undefined;
};

export interface StorageWindow {
  /** when the account last paid storage (its StorageInfo) */
  lastPaid: number;
  /** a masterchain time read before the estimate was asked */
  askedAfter: number;
}

/** The estimate of a message that was then executed in `t`; `accepted` false: the account would refuse it (no gas). */
export function feeProblems(f: Fees, t: TxTruth, storage: StorageWindow, accepted = true): string[] {
  const p = phaseFees(t);
  const out: string[] = [];
  const want = { gas_fee: accepted ? p.gas : 0n, fwd_fee: accepted ? p.fwdFees : 0n, in_fwd_fee: p.importFee };
  for (const [k, v] of Object.entries(want))
    if (BigInt(f[k as keyof Fees]) !== v)
      out.push(
        `${k} ${f[k as keyof Fees]}, the chain charged ${v}${accepted ? '' : ' (the account refuses this message: nothing runs)'}`,
      );
  const charged = t.storageFees;
  const span = BigInt(Math.max(0, t.now - storage.lastPaid));
  const accrued = span > 0n ? (charged * BigInt(Math.max(0, storage.askedAfter - storage.lastPaid))) / span : 0n;
  if (BigInt(f.storage_fee) > charged || BigInt(f.storage_fee) + 1n < accrued)
    out.push(
      `storage_fee ${f.storage_fee}: the chain charged ${charged} for ${span} s since the last payment, of which ${accrued} had accrued when the estimate was asked`,
    );
  return out;
}
