// Builds the installable package of the local network (tools/package.ts): the CLI and this repository's
// devnet/tlb/liteapi modules with the npm dependencies, the TVM emulator's wasm included, in one ES module.
// @ton/core and @ton/crypto stay packages of their own beside the bundle: the speed-ups the CLI installs
// (tlb/adapters/ton-core.ts) replace functions inside their modules by module path, which a bundle would erase.
// They travel in the tarball as bundled dependencies, so it still installs offline.
//   tsx devnet/tools/build-package.ts [OUT_DIR]   (default devnet/dist)
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePackage } from '../../tools/package.ts';

const root = resolve(import.meta.dirname, '..', '..');

export function buildPackage(out = join(root, 'devnet', 'dist')): Promise<string> {
  return bundlePackage({
    out,
    name: 'ton-devnet',
    description:
      'A local TON network (masterchain, basechain, genesis wallets and contracts, a liteserver) for testing TON HTTP API servers and apps.',
    module: 'devnet.mjs',
    entry: `import ${JSON.stringify(join(root, 'devnet', 'bin', 'devnet.ts'))};`,
    readme: join(root, 'devnet', 'README.md'),
    // the packages tlb/adapters/ton-core.ts patches in place
    unbundled: ['@ton/core', '@ton/crypto'],
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildPackage(process.argv[2] ? resolve(process.argv[2]) : undefined);
  process.stdout.write(`built ${relative(process.cwd(), out) || out}: npm pack there, then npm install the tarball\n`);
}
