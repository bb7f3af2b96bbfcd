// Open-model arrival times: iteration k starts when the integral of the arrival rate reaches k,
// whatever happened to earlier requests (k6's constant- and ramping-arrival-rate executors).
import { perSecond, type Arrival } from '../shared/profile.ts';

/** Scheduled start offsets in ms from the start of the run, in order. */
export function* arrivalOffsets(arrival: Arrival): Generator<number> {
  const { start, stages } = perSecond(arrival);
  let r0 = start;
  let elapsedMs = 0;
  let base = 0; // iterations due before this stage
  let k = 0;
  for (const stage of stages) {
    const r1 = stage.target;
    const D = stage.ms / 1000;
    const a = (r1 - r0) / (2 * D);
    const stageCount = r0 * D + a * D * D;
    while (k < base + stageCount - 1e-9) {
      const c = k - base;
      const t = Math.abs(a) < 1e-12 ? c / r0 : (-r0 + Math.sqrt(r0 * r0 + 4 * a * c)) / (2 * a);
      yield elapsedMs + t * 1000;
      k++;
    }
    base += stageCount;
    elapsedMs += stage.ms;
    r0 = r1;
  }
}

export function totalArrivals(arrival: Arrival): number {
  let n = 0;
  for (const _ of arrivalOffsets(arrival)) n++;
  return n;
}
