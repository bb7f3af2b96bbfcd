#!/usr/bin/env -S npx tsx
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cell } from '@ton/core';
import { compileFunc, compilerVersion } from '@ton-community/func-js';

/**
 * Compiles FunC sources with the compiler from npm into a JSON file the genesis reads, so nothing is
 * compiled when the devnet starts. `tsx devnet/genesis/system/build.ts` writes system.compiled.json (elector,
 * config) and ../dns/dns-resolvers.compiled.json (root, .ton collection); devnet/test/system-contracts.test.ts
 * recompiles both and requires the same code hashes.
 */
export interface CompiledCode {
  source: string;
  hash: string;
  boc: string;
}
export interface CompiledSet {
  compiler: string;
  package: string;
  codes: Record<string, CompiledCode>;
}

const REPO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SYSTEM_DIR = dirname(fileURLToPath(import.meta.url));
export const DNS_DIR = join(SYSTEM_DIR, '..', 'dns');
export const SYSTEM_COMPILED = join(SYSTEM_DIR, 'system.compiled.json');
export const RESOLVERS_COMPILED = join(DNS_DIR, 'dns-resolvers.compiled.json');

async function compileOne(dir: string, target: string): Promise<CompiledCode> {
  const r = await compileFunc({ targets: [target], sources: (p: string) => readFileSync(join(dir, p), 'utf8') });
  if (r.status !== 'ok') throw new Error(`${target}: ${r.message}`);
  const source = join(dir, target).slice(REPO_DIR.length + 1);
  return { source, hash: Cell.fromBase64(r.codeBoc).hash().toString('hex'), boc: r.codeBoc };
}

export async function compileSet(dir: string, targets: Record<string, string>): Promise<CompiledSet> {
  const pkg = (createRequire(import.meta.url)('@ton-community/func-js/package.json') as { version: string }).version;
  const codes: Record<string, CompiledCode> = {};
  for (const [name, file] of Object.entries(targets)) codes[name] = await compileOne(dir, file);
  return { compiler: `func ${(await compilerVersion()).funcVersion}`, package: `@ton-community/func-js ${pkg}`, codes };
}

export const compileSystem = () => compileSet(SYSTEM_DIR, { elector: 'elector.fc', config: 'config.fc' });
export const compileResolvers = () => compileSet(DNS_DIR, { root: 'dns-root.fc', collection: 'dns-collection.fc' });

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [path, set] of [
    [SYSTEM_COMPILED, await compileSystem()],
    [RESOLVERS_COMPILED, await compileResolvers()],
  ] as const) {
    writeFileSync(path, JSON.stringify(set, null, 2) + '\n');
    console.log(
      `${path}: ${Object.entries(set.codes)
        .map(([n, c]) => `${n} ${c.hash}`)
        .join(', ')}`,
    );
  }
}
