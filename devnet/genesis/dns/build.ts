#!/usr/bin/env -S npx tsx
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cell } from '@ton/core';
import { compileFunc, compilerVersion } from '@ton-community/func-js';

/**
 * Compiles the devnet's own DNS item (dns-item.fc) with the FunC compiler from npm and writes
 * dns-item.compiled.json, which the genesis reads: nothing is compiled or fetched when the devnet starts.
 * devnet/test/dns-item.test.ts recompiles and requires the same code hash.
 */
export const DNS_DIR = dirname(fileURLToPath(import.meta.url));
export const COMPILED_PATH = join(DNS_DIR, 'dns-item.compiled.json');

export interface CompiledContract {
  source: string;
  compiler: string;
  package: string;
  hash: string;
  boc: string;
}

export async function compileDnsItem(): Promise<CompiledContract> {
  const r = await compileFunc({
    targets: ['dns-item.fc'],
    sources: (p: string) => readFileSync(join(DNS_DIR, p), 'utf8'),
  });
  if (r.status !== 'ok') throw new Error(`dns-item.fc: ${r.message}`);
  const code = Cell.fromBase64(r.codeBoc);
  const pkg = (createRequire(import.meta.url)('@ton-community/func-js/package.json') as { version: string }).version;
  return {
    source: 'devnet/genesis/dns/dns-item.fc',
    compiler: `func ${(await compilerVersion()).funcVersion}`,
    package: `@ton-community/func-js ${pkg}`,
    hash: code.hash().toString('hex'),
    boc: r.codeBoc,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const c = await compileDnsItem();
  writeFileSync(COMPILED_PATH, JSON.stringify(c, null, 2) + '\n');
  console.log(`dns-item.fc → ${COMPILED_PATH} (code hash ${c.hash})`);
}
