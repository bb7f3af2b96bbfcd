#!/usr/bin/env tsx
/**
 * Where a CPU profile's time goes: self time per function and per package/source file, from a
 * `.cpuprofile` written by `node --cpu-prof` (e.g. `tsx server/bench/run.ts --cpu-prof DIR`).
 *   tsx server/bench/profile-summary.ts FILE.cpuprofile [--top 30]
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

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '30' } }, allowPositionals: true });
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

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
  const where = area(url);
  const fn = `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
  perFunction.set(fn, (perFunction.get(fn) ?? 0) + us);
  perArea.set(where, (perArea.get(where) ?? 0) + us);
}
const top = Number(values.top);
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (self time, ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
};
show('by package / source file', perArea);
show('by function', perFunction);
