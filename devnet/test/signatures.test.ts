import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beginCell, Cell, Dictionary, type DictionaryValue, type Slice } from '@ton/core';
import { signVerify } from '@ton/crypto';
import type { LiteClient } from 'ton-lite-client';
import { Functions } from 'ton-lite-client/dist/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlockInfo } from '../../tlb/index.ts';
import { startDevnet, type Devnet } from '../index.ts';
import { tlId } from '../methods/index.ts';
import { inProcessClient } from './helpers.ts';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { computeSubset, validatorListHashShort, type Validator } from '../chain/validators.ts';

// @ton/core's own CRC-32C (the one every BOC is checked with), not the devnet's.
const { crc32c } = (await import('@ton/core/dist/utils/crc32c.js')) as unknown as { crc32c: (b: Buffer) => Buffer };

interface Descr {
  publicKey: Buffer;
  weight: bigint;
  adnl: Buffer;
}
const descrValue: DictionaryValue<Descr> = {
  serialize: () => {
    throw new Error('read only');
  },
  parse: (s: Slice) => {
    const tag = s.loadUint(8);
    expect(s.loadUint(32)).toBe(0x8e81278a);
    const publicKey = s.loadBuffer(32);
    const weight = s.loadUintBig(64);
    return { publicKey, weight, adnl: tag === 0x73 ? s.loadBuffer(32) : Buffer.alloc(32) };
  },
};

/** Config param 34 read from a configProof (MerkleProof of a masterchain state), as a lite client does. */
function validatorsFromConfigProof(boc: Buffer, stateHash: Buffer) {
  const proof = Cell.fromBoc(boc)[0]!;
  expect(proof.refs[0]!.hash(0).equals(stateHash)).toBe(true);
  const extra = proof.refs[0]!.refs[3]!.beginParse();
  extra.skip(16); // cc26
  extra.loadMaybeRef(); // shard_hashes
  extra.skip(256); // config_addr
  const config = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), extra.loadRef());
  const s = config.get(34)!.beginParse();
  expect(s.loadUint(8)).toBe(0x12);
  const since = s.loadUint(32),
    until = s.loadUint(32),
    total = s.loadUint(16),
    main = s.loadUint(16),
    totalWeight = s.loadUintBig(64);
  const list = s.loadDict(Dictionary.Keys.Uint(16), descrValue);
  return {
    since,
    until,
    total,
    main,
    totalWeight,
    list: list
      .keys()
      .sort((a, b) => a - b)
      .map((k) => list.get(k)!),
  };
}

const nodeId = (pub: Buffer) =>
  createHash('sha256')
    .update(Buffer.concat([Buffer.from('c6b41348', 'hex'), pub]))
    .digest();
const toSign = (root: Buffer, file: Buffer) => Buffer.concat([Buffer.from('706e0bc5', 'hex'), root, file]);

/** A forward link's signatures checked the way a lite client does: known signers, valid ed25519, more than 2/3 of the weight. */
function verifySignatures(
  set: Descr[],
  sigs: Array<{ nodeIdShort: Buffer; signature: Buffer }>,
  root: Buffer,
  file: Buffer,
): { ok: boolean; signed: bigint; total: bigint } {
  const byId = new Map(set.map((v) => [nodeId(v.publicKey).toString('hex'), v]));
  const total = set.reduce((a, v) => a + v.weight, 0n);
  let signed = 0n;
  const seen = new Set<string>();
  for (const s of sigs) {
    const v = byId.get(Buffer.from(s.nodeIdShort).toString('hex'));
    if (!v || seen.has(Buffer.from(s.nodeIdShort).toString('hex'))) return { ok: false, signed, total };
    seen.add(Buffer.from(s.nodeIdShort).toString('hex'));
    if (!signVerify(toSign(root, file), Buffer.from(s.signature), v.publicKey)) return { ok: false, signed, total };
    signed += v.weight;
  }
  return { ok: signed * 3n > total * 2n, signed, total };
}

describe('validator signatures', () => {
  let d: Devnet;
  let client: LiteClient;
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0 });
    client = inProcessClient(d);
    for (let i = 0; i < 3; i++) await d.chain.produceBlock();
  });
  afterAll(async () => {
    await d?.stop();
  });

  it('config param 34 holds the signing set; every masterchain block is signed by more than 2/3 of its weight', async () => {
    for (const seqno of [1, 2, 3]) {
      const known = d.chain.mc.bySeqno(seqno - 1)!,
        target = d.chain.mc.bySeqno(seqno)!;
      const res = await client.engine.query(Functions.liteServer_getBlockProof, {
        kind: 'liteServer.getBlockProof',
        mode: 1,
        knownBlock: tlId(known.id),
        targetBlock: tlId(target.id),
      });
      const link = res.steps.find((x) => x.kind === 'liteServer.blockLinkForward') as unknown as {
        kind: string;
        to: { rootHash: Buffer; fileHash: Buffer };
        destProof: Buffer;
        configProof: Buffer;
        signatures: {
          validatorSetHash: number;
          catchainSeqno: number;
          signatures: Array<{ nodeIdShort: Buffer; signature: Buffer }>;
        };
      };
      expect(link.kind).toBe('liteServer.blockLinkForward');
      // proved from the key block (the zero state), whose config names the validators
      const vset = validatorsFromConfigProof(link.configProof, d.chain.mc.bySeqno(0)!.state.hash());
      expect(vset.list).toHaveLength(vset.total);
      expect(vset.since).toBeLessThanOrEqual(target.genUtime);
      expect(vset.until).toBeGreaterThan(target.genUtime);
      expect(vset.totalWeight).toBe(vset.list.reduce((a, v) => a + v.weight, 0n));
      expect(link.signatures.signatures.length).toBeGreaterThan(0);
      const r = verifySignatures(
        vset.list,
        link.signatures.signatures,
        Buffer.from(link.to.rootHash),
        Buffer.from(link.to.fileHash),
      );
      expect(r.ok).toBe(true);

      // The header the signatures cover names the same validator group and catchain session.
      const header = Cell.fromBoc(link.destProof)[0]!.refs[0]!;
      expect(header.hash(0).equals(target.id.rootHash)).toBe(true);
      const info = loadBlockInfo(header.refs[0]!);
      expect(info.genValidatorListHashShort >>> 0).toBe(link.signatures.validatorSetHash >>> 0);
      expect(info.genCatchainSeqno).toBe(link.signatures.catchainSeqno);

      // validator_list_hash_short: CRC-32C over the test0.validatorSet magic, 0 (the collator's catchain seqno
      // argument), the count and the signers in their group order.
      const byId = new Map(vset.list.map((v) => [nodeId(v.publicKey).toString('hex'), v]));
      const group = link.signatures.signatures.map((s) => byId.get(Buffer.from(s.nodeIdShort).toString('hex'))!);
      const parts: Buffer[] = [Buffer.alloc(12)];
      parts[0]!.writeUInt32LE(0x901660ed, 0);
      parts[0]!.writeUInt32LE(0, 4);
      parts[0]!.writeUInt32LE(group.length, 8);
      for (const v of group) {
        const w = Buffer.alloc(8);
        w.writeBigUInt64LE(v.weight);
        parts.push(v.publicKey, w, v.adnl);
      }
      expect(crc32c(Buffer.concat(parts)).readUInt32LE(0)).toBe(info.genValidatorListHashShort >>> 0);
    }
  });

  it('rejects a tampered block: the same signatures do not cover another root or file hash', async () => {
    const known = d.chain.mc.bySeqno(1)!,
      target = d.chain.mc.bySeqno(2)!;
    const res = await client.engine.query(Functions.liteServer_getBlockProof, {
      kind: 'liteServer.getBlockProof',
      mode: 1,
      knownBlock: tlId(known.id),
      targetBlock: tlId(target.id),
    });
    const link = res.steps.find((x) => x.kind === 'liteServer.blockLinkForward') as unknown as {
      configProof: Buffer;
      signatures: { signatures: Array<{ nodeIdShort: Buffer; signature: Buffer }> };
    };
    const vset = validatorsFromConfigProof(link.configProof, d.chain.mc.bySeqno(0)!.state.hash());
    const sigs = link.signatures.signatures;
    expect(verifySignatures(vset.list, sigs, target.id.rootHash, target.id.fileHash).ok).toBe(true);

    // The block with one bit of its header changed (gen_utime + 1): another root hash, and another file.
    const block = Cell.fromBoc(target.boc!)[0]!;
    const info = block.refs[0]!;
    const bits = info.bits;
    // last bit of gen_utime: tag, version, 8 flag bits, flags, seqno, vert_seqno, ShardIdent (104 bits), then gen_utime
    const flipAt = 32 + 32 + 8 + 8 + 32 + 32 + 104 + 31;
    const ib = beginCell()
      .storeBits(bits.substring(0, flipAt))
      .storeBit(!bits.at(flipAt))
      .storeBits(bits.substring(flipAt + 1, bits.length - flipAt - 1));
    for (const r of info.refs) ib.storeRef(r); // prev_ref, gen_software… unchanged
    const tamperedInfo = ib.endCell();
    const tb = beginCell().storeBits(block.bits);
    for (const r of [tamperedInfo, ...block.refs.slice(1)]) tb.storeRef(r);
    const tamperedBlock = tb.endCell();
    expect(loadBlockInfo(tamperedInfo).genUtime).toBe(target.genUtime ^ 1);
    const tamperedBoc = tamperedBlock.toBoc({ idx: false, crc32: true });
    const tamperedFile = createHash('sha256').update(tamperedBoc).digest();
    expect(verifySignatures(vset.list, sigs, tamperedBlock.hash(), tamperedFile).ok).toBe(false);
    expect(verifySignatures(vset.list, sigs, tamperedBlock.hash(), target.id.fileHash).ok).toBe(false);
    expect(verifySignatures(vset.list, sigs, target.id.rootHash, tamperedFile).ok).toBe(false);
    // Another block's signatures do not sign this one.
    const other = d.chain.mc.bySeqno(3)!;
    expect(verifySignatures(vset.list, other.signatures!, target.id.rootHash, target.id.fileHash).ok).toBe(false);
    // Fewer than 2/3 of the weight is not enough.
    expect(verifySignatures(vset.list, sigs.slice(0, 1), target.id.rootHash, target.id.fileHash).ok).toBe(false);
  });
});

/**
 * Recorded mainnet masterchain states (config proofs) carry validator_info (the list hash and catchain seqno)
 * next to the config that names the validators: the shuffle and hash must reproduce it from params 28 and 34.
 */
describe.skipIf(!haveFixtures)(
  `the masterchain validator group and its hash as mainnet computes them${haveFixtures ? '' : ` (skipped: ${fixturesSkipReason})`}`,
  () => {
    it.each(['65466080', '33651872'])(
      'reproduces validator_list_hash_short of mainnet masterchain state %s',
      (seqno) => {
        const state = Cell.fromBoc(readFileSync(fixturePath('tongo', `config_proof_${seqno}.boc`)))[0]!.refs[0]!;
        const s = state.refs[3]!.beginParse();
        s.skip(16);
        s.loadMaybeRef();
        s.skip(256);
        const config = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), s.loadRef());
        const info = s.loadRef().beginParse();
        info.skip(16);
        const listHash = info.loadUint(32),
          ccSeqno = info.loadUint(32);
        const p28 = config.get(28)!.beginParse();
        expect(p28.loadUint(8)).toBe(0xc2);
        p28.skip(7);
        const shuffle = p28.loadBit();
        const vs = config.get(34)!.beginParse();
        vs.skip(8 + 64);
        const total = vs.loadUint(16),
          main = vs.loadUint(16);
        vs.skip(64);
        const list = vs.loadDict(Dictionary.Keys.Uint(16), descrValue);
        const validators = list
          .keys()
          .sort((a, b) => a - b)
          .map((k) => {
            const v = list.get(k)!;
            return { publicKey: v.publicKey, weight: v.weight, adnlAddr: v.adnl } as Validator;
          });
        expect(validators).toHaveLength(total);
        const group = computeSubset(validators, main, -1, 1n << 63n, ccSeqno, shuffle);
        expect(validatorListHashShort(group)).toBe(listHash);
        // the group order matters: the unshuffled head of the list gives another hash
        expect(validatorListHashShort(validators.slice(0, main))).not.toBe(listHash);
      },
    );
  },
);
