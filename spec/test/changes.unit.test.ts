// The newest row of each contract's section in spec/CHANGES.md is the version its document states: a release
// without its row, or a row without its release, fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SPEC = join(import.meta.dirname, '..');
const changes = readFileSync(join(SPEC, 'CHANGES.md'), 'utf8');

describe('spec/CHANGES.md follows the documents', () => {
  for (const api of ['v2', 'v3']) {
    it(`its newest ${api} row is the version spec/${api}/openapi.yaml states`, () => {
      const doc = readFileSync(join(SPEC, api, 'openapi.yaml'), 'utf8');
      const version = /^info:[\s\S]*?^ {2}version: ['"]?([^'"\s]+)/m.exec(doc)?.[1];
      const section = changes.split(/^## /m).find((s) => s.startsWith(`${api}\n`)) ?? '';
      const newest = /^\| (\d+\.\d+\.\d+) \|/m.exec(section)?.[1];
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(newest).toBe(version);
    });
  }
});
