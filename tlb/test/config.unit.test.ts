import { readFileSync } from 'node:fs';
import { Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures, fixturesSkipNote } from '../../tools/fixtures.ts';
import { configFromState, decodeConfigDict, decodeConfigProof } from '../config.ts';
import { PARAM_DECODERS } from '../config-params.ts';

if (!haveFixtures) console.warn(`tlb config tests skipped: ${fixturesSkipReason}`);

/**
 * tongo's JSON and our values differ only in spelling, so both sides are brought to one comparable form:
 * keys lower-cased (PascalCase vs camelCase), tongo's Magic/SumType and our `kind` dropped (the tag is
 * checked by decoding), scalars as strings, tongo's {key: {}} sets as sorted key lists, and single-field
 * wrappers ({PubKey: x}) collapsed to their value.
 */
const normStr = (v: string) => (/^-?\d{1,40}$/.test(v) ? BigInt(v).toString() : v.toLowerCase());

function norm(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number' || typeof v === 'bigint') return BigInt(v).toString();
  if (typeof v === 'string') return normStr(v);
  if (Buffer.isBuffer(v)) return v.toString('hex');
  if (Array.isArray(v)) return v.map(norm);
  const o = v as Record<string, unknown>;
  if (typeof o.SumType === 'string') return norm(o[o.SumType]);
  const entries = Object.entries(o).filter(([k]) => k !== 'Magic' && k !== 'kind');
  if (
    entries.length &&
    entries.every(([, x]) => x && typeof x === 'object' && !Array.isArray(x) && Object.keys(x).length === 0)
  ) {
    return entries.map(([k]) => normStr(k)).sort();
  }
  if (entries.length === 1) return norm(entries[0]![1]);
  return Object.fromEntries(entries.map(([k, x]) => [k.toLowerCase(), norm(x)]));
}

/** tongo keys params 9/10 by the unsigned 32-bit id; ours are the signed param ids. */
function tongoParam(id: number, v: unknown): unknown {
  if (id !== 9 && id !== 10) return v;
  const set = Object.values(v as Record<string, Record<string, unknown>>)[0]!;
  return Object.keys(set)
    .map((k) => BigInt.asIntN(32, BigInt(k)).toString())
    .sort();
}

/** JSON.parse that keeps integers beyond 2^53 exact (tongo writes uint64 weights as bare numbers). */
function parseExactJson(text: string): unknown {
  const reviver = (_k: string, v: unknown, ctx?: { source?: string }) =>
    typeof v === 'number' && !Number.isSafeInteger(v) && ctx?.source && /^-?\d+$/.test(ctx.source)
      ? BigInt(ctx.source)
      : v;
  return JSON.parse(text, reviver as (k: string, v: unknown) => unknown);
}

const TYPED = Object.keys(PARAM_DECODERS).map(Number);

describe.skipIf(!haveFixtures)(`config decoding against tongo known answers${fixturesSkipNote}`, () => {
  for (const [n, broken] of [
    ['65466080', []],
    ['33651872', []],
    ['4324374', [79]],
  ] as const) {
    it(`config proof ${n}: every typed param equals config_${n}.json field by field`, () => {
      const cfg = decodeConfigProof(readFileSync(fixturePath('tongo', `config_proof_${n}.boc`)));
      const want = parseExactJson(readFileSync(fixturePath('tongo', `config_${n}.json`), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(cfg.undecodable).toEqual(broken);
      let compared = 0;
      for (const [key, tongoValue] of Object.entries(want)) {
        const m = /^ConfigParam(\d+)$/.exec(key);
        if (!m) continue;
        const id = Number(m[1]);
        if (!TYPED.includes(id)) continue;
        const entry = cfg.params.get(id);
        expect(entry, `param ${id}`).toBeDefined();
        expect({ id, v: norm(entry!.value) }).toEqual({ id, v: norm(tongoParam(id, tongoValue)) });
        compared++;
      }
      console.log(`config ${n}: ${compared} typed params equal tongo's, ${cfg.params.size} params in the dictionary`);
      expect(compared).toBeGreaterThanOrEqual(25);
    });
  }

  it('param 8 is {version: 13, capabilities: 494} on the 65466080 proof', () => {
    const cfg = decodeConfigProof(readFileSync(fixturePath('tongo', 'config_proof_65466080.boc')));
    expect(cfg.params.get(8)!.value).toEqual({ version: 13, capabilities: 494n });
    expect(cfg.seqno).toBe(65466080);
  });

  it('global_balance is read after the plain config ref (not mis-parsed as zero)', () => {
    const st = configFromState(readFileSync(fixturePath('tongo', 'config_proof_65466080.boc')));
    // The total supply of TON on mainnet is about 5.1e18 nanoton; it is never zero.
    expect(st.globalBalance.grams).toBeGreaterThan(4_000_000_000n * 1_000_000_000n);
    expect(st.globalBalance.grams).toBeLessThan(10_000_000_000n * 1_000_000_000n);
  });

  it('the testnet 4324374 proof reports its broken param 79 as undecodable instead of failing', () => {
    const cfg = decodeConfigProof(readFileSync(fixturePath('tongo', 'config_proof_4324374.boc')));
    expect(cfg.undecodable).toEqual([79]);
    expect(cfg.params.get(79)!.error).toMatch(/.+/);
    expect(cfg.params.get(79)!.cell).toBeInstanceOf(Cell);
    expect(cfg.params.get(34)!.value).toBeDefined();
  });

  it('the tonutils-go mainnet config dictionary decodes every typed param it holds', () => {
    const dict = Cell.fromBoc(readFileSync(fixturePath('tonutils-go', 'blockchain_config_mainnet.boc')))[0]!;
    const cfg = decodeConfigDict(dict);
    expect(cfg.undecodable).toEqual([]);
    for (const id of [0, 1, 8, 12, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 29, 32, 34, 36])
      expect(cfg.params.get(id)?.value, `param ${id}`).toBeDefined();
    // Params without a typed layout here (e.g. 19, 30) are kept raw.
    expect(cfg.params.get(19)!.value).toBeUndefined();
  });
});

describe('config decoding of bad input', () => {
  it('rejects a BOC that is not a state with a clear error', () => {
    expect(() => configFromState(Buffer.from('00', 'hex'))).toThrow(/^Config: cannot decode BOC/);
    expect(() => configFromState(Buffer.from('b5ee9c72010101010002000000', 'hex'))).toThrow(/^Config: /);
  });
});
