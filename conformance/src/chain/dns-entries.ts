// dnsResolve's entries against the records the suite knows: one `dns.entry` per category, keyed by the
// category's SHA-256, each in the v2 D31 form (resolver.ts builds the expected forms).
import { isDeepStrictEqual } from 'node:util';
import { records } from '../values.ts';
import { categoryKey } from './resolver.ts';

/** `want`: category name → expected entry data. `name`: the name every entry must carry. */
export function dnsEntriesProblem(
  result: unknown,
  want: Record<string, Record<string, unknown>>,
  name: string,
): string | undefined {
  const entries = records((result as { entries?: unknown } | undefined)?.entries);
  const byKey = new Map(
    Object.entries(want).map(([category, data]) => [categoryKey(category).toString('base64'), { category, data }]),
  );
  const seen = new Set<string>();
  for (const e of entries) {
    const key = String(e.category);
    const expected = byKey.get(key);
    if (!expected) return `an entry for category ${key} the records do not have`;
    if (seen.has(key)) return `category ${expected.category} answered twice`;
    seen.add(key);
    if (e['@type'] !== 'dns.entry' || e.name !== name)
      return `the ${expected.category} entry is ${JSON.stringify({ '@type': e['@type'], name: e.name })}, expected a dns.entry named ${JSON.stringify(name)}`;
    if (!isDeepStrictEqual(e.entry, expected.data))
      return `the ${expected.category} record is ${JSON.stringify(e.entry)}, the data holds ${JSON.stringify(expected.data)}`;
  }
  const missing = [...byKey].filter(([k]) => !seen.has(k)).map(([, x]) => x.category);
  return missing.length ? `no entry for ${missing.join(', ')}` : undefined;
}
