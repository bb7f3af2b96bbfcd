// Builds the installable package of the suite (tools/package.ts): one self-contained ES module (the CLI,
// every case, every dependency) next to the contract it judges by, so the packed tarball installs offline.
//   tsx conformance/tools/build-package.ts [OUT_DIR]   (default conformance/dist)
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledSpecPath } from '../../contract/spec.ts';
import { bundlePackage } from '../../tools/package.ts';
import { caseFiles } from '../src/cases.ts';

const root = resolve(import.meta.dirname, '..', '..');

/** The entry: every case file imported into the registry the suite reads instead of its folder. */
function entry(): string {
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
  }
  return [
    `import { fileURLToPath } from 'node:url';`,
    `import { useBundledCases } from ${JSON.stringify(join(root, 'conformance/src/cases.ts'))};`,
    ...imports,
    // The contract travels with the package: the suite reads generated/<api>/openapi.json from beside it.
    `process.env.TON_API_GENERATED_DIR ??= fileURLToPath(new URL('./generated', import.meta.url));`,
    `useBundledCases({ ${registry.join(',\n')} });`,
    `await import(${JSON.stringify(join(root, 'conformance/bin/conformance.ts'))});`,
  ].join('\n');
}

export async function buildPackage(out = join(root, 'conformance', 'dist')): Promise<string> {
  await bundlePackage({
    out,
    name: 'ton-api-conformance',
    description:
      "Conformance suite for implementations of TON's HTTP APIs v2 and v3 (toncenter-compatible), judged by the contract.",
    module: 'conformance.mjs',
    entry: entry(),
    readme: join(root, 'conformance', 'README.md'),
    files: ['generated'],
  });
  for (const api of ['v2', 'v3'] as const) {
    mkdirSync(join(out, 'generated', api), { recursive: true });
    copyFileSync(bundledSpecPath(api), join(out, 'generated', api, 'openapi.json'));
  }
  // The streaming contract too (its records resolve in the v3 document beside it).
  mkdirSync(join(out, 'generated', 'streaming'), { recursive: true });
  copyFileSync(join(root, 'spec', 'streaming', 'asyncapi.yaml'), join(out, 'generated', 'streaming', 'asyncapi.yaml'));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildPackage(process.argv[2] ? resolve(process.argv[2]) : undefined);
  process.stdout.write(`built ${relative(process.cwd(), out) || out}: npm pack there, then npm install the tarball\n`);
}
