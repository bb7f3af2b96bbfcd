// Compare mode: the same request to a second implementation; the two answers must agree in status
// and body, except at the JSON pointers listed as volatile (`*` matches any one key or index).
import { send } from './http.ts';
import type { Exchange, SentRequest } from './types.ts';

export interface Difference {
  pointer: string;
  ours: unknown;
  theirs: unknown;
}

function matches(pattern: string[], path: string[]): boolean {
  if (pattern.length > path.length) return false;
  return pattern.every((p, i) => p === '*' || p === path[i]);
}

function split(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function diffJson(a: unknown, b: unknown, ignore: string[], max = 20): Difference[] {
  const patterns = ignore.map(split);
  const out: Difference[] = [];
  const walk = (x: unknown, y: unknown, path: string[]): void => {
    if (out.length >= max || patterns.some((p) => matches(p, path))) return;
    const pointer = path.length ? '/' + path.map((t) => t.replace(/~/g, '~0').replace(/\//g, '~1')).join('/') : '';
    if (x === y) return;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) out.push({ pointer: `${pointer}/length`, ours: x.length, theirs: y.length });
      for (let i = 0; i < Math.min(x.length, y.length); i++) walk(x[i], y[i], [...path, String(i)]);
      return;
    }
    if (x && y && typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) && !Array.isArray(y)) {
      const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
      for (const k of keys) walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], [...path, k]);
      return;
    }
    out.push({ pointer: pointer || '/', ours: x, theirs: y });
  };
  walk(a, b, []);
  return out;
}

/** Re-sends a recorded request to another base URL (same path and query below the base). */
export async function replayAt(
  ex: Exchange,
  ourBase: string,
  theirBase: string,
  timeoutMs?: number,
): Promise<Exchange> {
  const ours = ourBase.replace(/\/+$/, '');
  const url = ex.request.url.startsWith(ours)
    ? theirBase.replace(/\/+$/, '') + ex.request.url.slice(ours.length)
    : ex.request.url;
  const req: SentRequest = { ...ex.request, url };
  return send(req, { timeoutMs });
}
