// Builds the installable package of the suite: one self-contained ES module (the CLI, every case, every
// dependency, bundled by esbuild) next to the contract it judges by, with a package.json whose `bin` is
// that module. Node runs it as plain JavaScript: no tsx, no type stripping (which Node refuses inside
// node_modules), no dependencies to fetch, so the packed tarball installs offline.
//   tsx conformance/tools/build-package.ts [OUT_DIR]   (default conformance/dist)
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundledSpecPath } from '../../contract/spec.ts';
import { caseFiles } from '../src/cases.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');

export async function buildPackage(out = join(root, 'conformance', 'dist')): Promise<string> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'generated'), { recursive: true });
  const imports: string[] = [];
  const registry: string[] = [];
  for (const api of ['v2', 'v3'] as const) {
    const ops: string[] = [];
    for (const [operationId, files] of caseFiles(api)) {
      const entries = files.map((file) => {
        const id = `c${imports.length}`;
        imports.push(`import ${id} from ${JSON.stringify(file)};`);
        return `${JSON.stringify(file.split('/').pop()!.replace(/\.ts$/, ''))}: ${id}`;
      });
      ops.push(`${JSON.stringify(operationId)}: { ${entries.join(', ')} }`);
    }
    registry.push(`${api}: { ${ops.join(',\n')} }`);
    mkdirSync(join(out, 'generated', api), { recursive: true });
    copyFileSync(bundledSpecPath(api), join(out, 'generated', api, 'openapi.json'));
  }
  // The streaming contract too (its records resolve in the v3 document beside it).
  mkdirSync(join(out, 'generated', 'streaming'), { recursive: true });
  copyFileSync(join(root, 'spec', 'streaming', 'asyncapi.yaml'), join(out, 'generated', 'streaming', 'asyncapi.yaml'));
  const entry = [
    `import { fileURLToPath } from 'node:url';`,
    `import { useBundledCases } from ${JSON.stringify(join(root, 'conformance/src/cases.ts'))};`,
    ...imports,
    // The contract travels with the package: the suite reads generated/<api>/openapi.json from beside it.
    `process.env.TON_API_GENERATED_DIR ??= fileURLToPath(new URL('./generated', import.meta.url));`,
    `useBundledCases({ ${registry.join(',\n')} });`,
    `await import(${JSON.stringify(join(root, 'conformance/bin/conformance.ts'))});`,
  ].join('\n');
  await build({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'package-entry.ts', loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outfile: join(out, 'conformance.mjs'),
    logLevel: 'warning',
    // Bundled CommonJS dependencies call require() for Node's own modules.
    banner: {
      js: `#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);`,
    },
    legalComments: 'none',
  });
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; license: string };
  writeFileSync(
    join(out, 'package.json'),
    JSON.stringify(
      {
        name: 'ton-api-conformance',
        version: rootPkg.version,
        description:
          "Conformance suite for implementations of TON's HTTP APIs v2 and v3 (toncenter-compatible), judged by the contract.",
        license: rootPkg.license,
        type: 'module',
        bin: { 'ton-api-conformance': 'conformance.mjs' },
        files: ['conformance.mjs', 'generated', 'README.md'],
        engines: { node: '>=24' },
      },
      null,
      2,
    ) + '\n',
  );
  copyFileSync(join(root, 'conformance', 'README.md'), join(out, 'README.md'));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildPackage(process.argv[2] ? resolve(process.argv[2]) : undefined);
  process.stdout.write(`built ${relative(process.cwd(), out) || out}: npm pack there, then npm install the tarball\n`);
}
