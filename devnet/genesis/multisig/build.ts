#!/usr/bin/env -S npx tsx
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cell } from '@ton/core';
import { compileFunc, compilerVersion } from '@ton-community/func-js';

/**
 * Compiles the devnet's multisig v2-compatible wallet and order (multisig.fc, order.fc) with the FunC compiler
 * from npm and writes multisig.compiled.json, which the genesis reads: nothing is compiled when the devnet starts.
 * The order code is compiled first and embedded in the multisig (as `order_code()`), because the multisig derives
 * its orders' addresses from it. devnet/test/multisig-code.test.ts recompiles and requires the same code hashes.
 */
export const MULTISIG_DIR = dirname(fileURLToPath(import.meta.url));
export const COMPILED_PATH = join(MULTISIG_DIR, 'multisig.compiled.json');

export interface CompiledCode {
  source: string;
  hash: string;
  boc: string;
}
export interface CompiledMultisig {
  compiler: string;
  package: string;
  multisig: CompiledCode;
  order: CompiledCode;
}

async function compile(target: string, extra: Record<string, string> = {}): Promise<CompiledCode> {
  const r = await compileFunc({
    targets: [target],
    sources: (p: string) => extra[p] ?? readFileSync(join(MULTISIG_DIR, p), 'utf8'),
  });
  if (r.status !== 'ok') throw new Error(`${target}: ${r.message}`);
  return {
    source: `devnet/genesis/multisig/${target}`,
    hash: Cell.fromBase64(r.codeBoc).hash().toString('hex'),
    boc: r.codeBoc,
  };
}

export async function compileMultisig(): Promise<CompiledMultisig> {
  const order = await compile('order.fc');
  const orderHex = Cell.fromBase64(order.boc).toBoc({ idx: false, crc32: false }).toString('hex').toUpperCase();
  const orderCode = `cell order_code() asm "B{${orderHex}} B>boc PUSHREF";\n`;
  const multisig = await compile('multisig.fc', { 'order-code.fc': orderCode });
  const pkg = (createRequire(import.meta.url)('@ton-community/func-js/package.json') as { version: string }).version;
  return {
    compiler: `func ${(await compilerVersion()).funcVersion}`,
    package: `@ton-community/func-js ${pkg}`,
    multisig,
    order,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const c = await compileMultisig();
  writeFileSync(COMPILED_PATH, JSON.stringify(c, null, 2) + '\n');
  console.log(`multisig.fc → ${COMPILED_PATH} (multisig ${c.multisig.hash}, order ${c.order.hash})`);
}
