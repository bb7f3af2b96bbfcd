import { PerformanceObserver } from 'node:perf_hooks';

/** Garbage-collection pauses as [start, end], in ms since the epoch: a clock every process of a bench shares. */
export type Pauses = Array<[number, number]>;

/**
 * This process's garbage-collection pauses from now on, from V8's own events, appended to the list returned as they
 * are reported. V8 reports a pause after it, on a later turn of the event loop.
 */
export function observeGcPauses(): Pauses {
  const pauses: Pauses = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const from = performance.timeOrigin + e.startTime;
      pauses.push([from, from + e.duration]);
    }
  }).observe({ entryTypes: ['gc'] });
  return pauses;
}

/** The ms of `pauses` that fall within [from, to]. */
export const pausedWithin = (pauses: Pauses, from: number, to: number): number =>
  pauses.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, to) - Math.max(a, from)), 0);
