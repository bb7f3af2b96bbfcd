// Builds the installable package of the local network: one ES module (the CLI, this repository's
// devnet/tlb/liteapi modules and the npm dependencies, the TVM emulator's wasm included) bundled by esbuild,
// as the conformance suite is, so Node runs it as plain JavaScript (it refuses to strip types inside
// node_modules, and tsx is not needed). @ton/core and @ton/crypto stay packages of their own beside the
// bundle: tlb/speedups replaces functions inside their modules by module path, which a bundle would erase.
// They travel in the tarball as bundled dependencies, so it still installs offline.
//   tsx devnet/tools/build-package.ts [OUT_DIR]   (default devnet/dist)
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');

/** Kept out of the bundle: the packages tlb/speedups patches in place. */
const UNBUNDLED = ['@ton/core', '@ton/crypto'];

/** The named packages and everything they depend on, as installed in this repository. */
function closure(names: string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const pkg = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep);
  };
  names.forEach(visit);
  return [...seen].sort();
}

export async function buildPackage(out = join(root, 'devnet', 'dist')): Promise<string> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    // through an entry of its own: the CLI's tsx shebang must not lead the bundle
    stdin: {
      contents: `import ${JSON.stringify(join(root, 'devnet', 'bin', 'devnet.ts'))};`,
      resolveDir: root,
      sourcefile: 'package-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outfile: join(out, 'devnet.mjs'),
    logLevel: 'warning',
    // Bundled CommonJS dependencies call require() and read __dirname (the emulator's Emscripten loader).
    banner: {
      js: [
        '#!/usr/bin/env node',
        `import { createRequire as __createRequire } from 'node:module';`,
        'const require = __createRequire(import.meta.url);',
        'const __filename = import.meta.filename;',
        'const __dirname = import.meta.dirname;',
      ].join('\n'),
    },
    legalComments: 'none',
    external: UNBUNDLED.flatMap((name) => [name, `${name}/*`]),
  });
  const versionOf = (name: string) =>
    (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  for (const name of closure(UNBUNDLED)) {
    if (!existsSync(join(root, 'node_modules', name))) throw new Error(`${name} is not installed: run make install`);
    cpSync(join(root, 'node_modules', name), join(out, 'node_modules', name), { recursive: true });
  }
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; license: string };
  writeFileSync(
    join(out, 'package.json'),
    JSON.stringify(
      {
        name: 'ton-devnet',
        version: rootPkg.version,
        description:
          'A local TON network (masterchain, basechain, genesis wallets and contracts, a liteserver) for testing TON HTTP API servers and apps.',
        license: rootPkg.license,
        type: 'module',
        bin: { 'ton-devnet': 'devnet.mjs' },
        files: ['devnet.mjs', 'README.md'],
        engines: { node: '>=24' },
        dependencies: Object.fromEntries(UNBUNDLED.map((name) => [name, versionOf(name)])),
        bundleDependencies: UNBUNDLED,
      },
      null,
      2,
    ) + '\n',
  );
  copyFileSync(join(root, 'devnet', 'README.md'), join(out, 'README.md'));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildPackage(process.argv[2] ? resolve(process.argv[2]) : undefined);
  process.stdout.write(`built ${relative(process.cwd(), out) || out}: npm pack there, then npm install the tarball\n`);
}
