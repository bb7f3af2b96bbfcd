// generated/ is derived from spec/ and committed; it must be exactly what `make generate` builds now.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../contract/index.ts';
import { buildGenerated } from '../../tools/bundle.ts';

const generatedDir = join(repoRoot, 'generated');
/** Made from indexer/migrations/, not from spec/: tools/test/row-types.test.ts checks it. */
const NOT_FROM_SPEC = new Set([join('db', 'rows.ts')]);

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [relative(generatedDir, full)];
  });
}

describe('generated/', () => {
  it('is byte-identical to a fresh build from spec/ (run make generate when this fails)', async () => {
    const fresh = await buildGenerated();
    const stale: string[] = [];
    for (const f of fresh) {
      const onDisk = join(generatedDir, f.path);
      if (!existsSync(onDisk)) stale.push(`generated/${f.path} is missing`);
      else if (readFileSync(onDisk, 'utf8') !== f.content) stale.push(`generated/${f.path} differs from the spec`);
    }
    const expected = new Set(fresh.map((f) => f.path));
    for (const path of listFiles(generatedDir))
      if (!expected.has(path) && !NOT_FROM_SPEC.has(path))
        stale.push(`generated/${path} is not produced by the spec any more`);
    expect(stale, 'generated/ is stale: run make generate and commit the result').toEqual([]);
  }, 120_000);
});
