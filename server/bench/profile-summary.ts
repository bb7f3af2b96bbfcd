#!/usr/bin/env tsx
/**
 * Where a CPU profile's time goes: self time per function and per package/source file, from a
 * `.cpuprofile` written by `node --cpu-prof` (e.g. `tsx server/bench/run.ts --cpu-prof DIR`).
 *   tsx server/bench/profile-summary.ts FILE.cpuprofile [--top 30] [--busiest 10 | --seconds FROM-TO]
 * `--busiest N` keeps the N consecutive seconds in which the process was busiest (the load, not start-up or the
 * other targets' runs); a timeline of busy time per second is printed to check the pick. `--seconds FROM-TO` keeps
 * the seconds named (one operation's run, read off that timeline).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '30' }, busiest: { type: 'string' }, seconds: { type: 'string' } },
  allowPositionals: true,
});
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const isIdle = (id: number) => byId.get(id)!.callFrame.functionName === '(idle)';

// busy microseconds per second of the profile
const at: number[] = [];
let clock = 0;
for (const d of profile.timeDeltas) at.push((clock += d));
const perSecond: number[] = [];
profile.samples.forEach((id, i) => {
  const s = Math.floor(at[i]! / 1e6);
  perSecond[s] = (perSecond[s] ?? 0) + (isIdle(id) ? 0 : (profile.timeDeltas[i] ?? 0));
});
let from = 0;
let to = Infinity;
const timeline = () => perSecond.map((us, s) => `${s}:${Math.round((us ?? 0) / 1e4)}%`).join(' ');
if (values.seconds) {
  [from, to] = values.seconds.split('-').map(Number) as [number, number];
  console.log(`busy per second: ${timeline()}; kept seconds ${from}–${to}`);
} else if (values.busiest) {
  const n = Number(values.busiest);
  let best = -1;
  for (let s = 0; s + n <= perSecond.length; s++) {
    const sum = perSecond.slice(s, s + n).reduce((a, b) => a + (b ?? 0), 0);
    if (sum > best) [best, from] = [sum, s];
  }
  to = from + n;
  console.log(`busy per second: ${timeline()}; kept seconds ${from}–${to}`);
}
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  const s = at[i]! / 1e6;
  if (s >= from && s < to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
// idle is the process waiting for work: shares are of the time it was busy
const idle = [...self]
  .filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
  .reduce((a, [, us]) => a + us, 0);
const total = [...self.values()].reduce((a, b) => a + b, 0) - idle;

/** node_modules/<pkg> or the repository folder, so the table says which layer the time is in */
function area(url: string): string {
  if (!url) return '(native/V8)';
  if (url.startsWith('node:')) return url;
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1]!;
  const r = url.match(/\/(server|contract|liteapi|tlb|indexer|devnet)\/(.*)$/);
  return r ? `${r[1]}/${r[2]}` : url;
}

const perFunction = new Map<string, number>();
const perArea = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === '(idle)') continue;
  const where = area(url);
  const fn = `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
  perFunction.set(fn, (perFunction.get(fn) ?? 0) + us);
  perArea.set(where, (perArea.get(where) ?? 0) + us);
}
const top = Number(values.top);
const show = (title: string, m: Map<string, number>) => {
  console.log(
    `\n${title} (self time, share of ${(total / 1e6).toFixed(1)} s busy; ${(idle / 1e6).toFixed(1)} s idle left out)`,
  );
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
};
show('by package / source file', perArea);
show('by function', perFunction);
