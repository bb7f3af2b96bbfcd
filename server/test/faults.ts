// Shared by the fault tests: what an error body must never carry, and small waiting helpers.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect } from 'vitest';

/** Filesystem paths, socket files, SQL, stack frames, driver texts and local addresses. */
const INTERNALS: Array<[string, RegExp]> = [
  ['a filesystem path', /(^|[\s"'(=:])\/(tmp|work|var|usr|home|root|opt|run|etc|proc|srv)\//],
  ['a PostgreSQL socket', /\.s\.PGSQL/],
  ['SQL', /\b(SELECT|INSERT|UPDATE|DELETE)\b[\s\S]*\b(FROM|INTO|SET)\b|\bstatement_timeout\b/i],
  ['a stack frame', /\bat [\w.<>]+ \(|\bat (file:)?\/[^\s]+:\d+:\d+|node:internal/],
  ['a source file', /\.(ts|js|mjs):\d+/],
  ['a host address', /\b127\.0\.0\.1\b|\blocalhost\b|ECONNREFUSED|ENOENT/],
];

export function expectNoInternals(body: string): void {
  for (const [what, re] of INTERNALS) expect(body, `error body carries ${what}: ${body}`).not.toMatch(re);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function until<T>(
  what: string,
  fn: () => Promise<T | undefined> | T | undefined,
  ms: number,
  stepMs = 100,
): Promise<T> {
  const end = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end)
      throw new Error(`${what} did not happen within ${ms} ms${last ? ` (last: ${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** A process and everything it started (PostgreSQL's backends are children of its postmaster). */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // comm may hold spaces and parentheses: the fields after the last ')' are fixed
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []));
  return out;
}

/** One request with its status, body and how long it took. */
export async function timed(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: string; ms: number; headers: Headers }> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - started, headers: res.headers };
}
