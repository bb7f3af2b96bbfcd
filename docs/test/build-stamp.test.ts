// `make docs` (and so `make run`) rebuilds the site only when what it is built from changed: the output folder keeps
// a hash of the inputs, and a build from the same inputs is skipped.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildDocsIfChanged, docsInputsHash } from '../build.ts';

describe('docs build stamp', () => {
  const out = mkdtempSync(join(tmpdir(), 'docs-stamp-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('skips a build from the same inputs, and builds when the stamp names other inputs', async () => {
    writeFileSync(join(out, BUILD_STAMP), docsInputsHash());
    expect(await buildDocsIfChanged(out)).toBeUndefined();
    expect(readdirSync(out)).toEqual([BUILD_STAMP]);

    // inputs other than those the stamp was made from (an edited page, a regenerated contract, new Redoc)
    writeFileSync(join(out, BUILD_STAMP), 'another build');
    const built = await buildDocsIfChanged(out);
    expect(built?.map((b) => b.api)).toEqual(['v2', 'v3']);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(readFileSync(join(out, BUILD_STAMP), 'utf8')).toBe(docsInputsHash());
    expect(await buildDocsIfChanged(out)).toBeUndefined();
  }, 300_000);

  it('hashes every input it is built from', () => {
    expect(docsInputsHash()).toMatch(/^[0-9a-f]{64}$/);
    expect(docsInputsHash()).toBe(docsInputsHash());
  });
});
