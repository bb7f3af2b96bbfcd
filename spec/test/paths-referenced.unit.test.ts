// A path file the document does not list is an operation nobody serves: `make generate` leaves it out without
// a word, so this names it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SPEC = join(import.meta.dirname, '..');

function pathFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pathFiles(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : [],
  );
}

describe('every operation file is in its document', () => {
  for (const api of ['v2', 'v3']) {
    it(`spec/${api}/openapi.yaml lists every file under spec/${api}/paths`, () => {
      const root = join(SPEC, api);
      const doc = readFileSync(join(root, 'openapi.yaml'), 'utf8');
      const listed = new Set([...doc.matchAll(/\$ref:\s*['"]?\.?\/?(paths\/[^'"\s#]+)/g)].map((m) => m[1]));
      const files = pathFiles(join(root, 'paths')).map((f) => relative(root, f));
      expect(files.length).toBeGreaterThan(10);
      expect(files.filter((f) => !listed.has(f))).toEqual([]);
    });
  }
});
