import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { beginCell, type Cell, Dictionary, type DictionaryValue } from '@ton/core';
import { fastCrc32c } from '../../tlb/speedups/crc32c.ts';
import { MASTERCHAIN, ROOT_SHARD } from './types.ts';

/**
 * The devnet's validators: real ed25519 keys written into config params 32/34/36 (validators_ext#12,
 * validator_addr#73) and signing every masterchain block as mainnet validators do — an ed25519
 * signature over the TL-serialised `ton.blockId root_cell_hash:int256 file_hash:int256`.
 * The signing subset, its order (the catchain PRNG shuffle when config param 28 asks for it) and
 * validator_list_hash_short follow the node's rules, so an independent verifier that recomputes them
 * from the config accepts the blocks.
 */

export interface Validator {
  publicKey: Buffer;
  weight: bigint;
  adnlAddr: Buffer;
  /** sha256 of TL `pub.ed25519 key:int256`: the node_id_short that names the signer. */
  nodeIdShort: Buffer;
  privateKey: KeyObject;
}

export interface BlockSignature {
  nodeIdShort: Buffer;
  signature: Buffer;
}

/** Seconds one validator set is elected for (config param 15 validators_elected_for on mainnet). */
export const ROUND_SECONDS = 65536;
/** The catchain session the devnet's masterchain validators run in; one session for the network's life. */
export const CATCHAIN_SEQNO = 1;

/** TL ids (little-endian on the wire): ton.blockId, pub.ed25519, test0.validatorSet (crc32 of their declarations). */
const TL_TON_BLOCK_ID = Buffer.from('706e0bc5', 'hex');
const TL_PUB_ED25519 = Buffer.from('c6b41348', 'hex');
const TL_VALIDATOR_SET = 0x901660ed;
/** PKCS#8 prefix of a raw 32-byte ed25519 seed. */
const ED25519_PKCS8 = Buffer.from('302e020100300506032b657004220420', 'hex');

const sha256 = (b: Buffer): Buffer => createHash('sha256').update(b).digest();

export function nodeIdShort(publicKey: Buffer): Buffer {
  return sha256(Buffer.concat([TL_PUB_ED25519, publicKey]));
}

/** The bytes a validator signs for a block: TL `ton.blockId` (constructor id, root hash, file hash). */
export function blockIdToSign(rootHash: Buffer, fileHash: Buffer): Buffer {
  return Buffer.concat([TL_TON_BLOCK_ID, rootHash, fileHash]);
}

/** Deterministic keys (the devnet's state must replay to the same hashes); as public as the devnet mnemonic. */
export function devnetValidator(index: number, weight: bigint): Validator {
  const seed = sha256(Buffer.from(`ton devnet validator ${index}`));
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = Buffer.from(createPublicKey(privateKey).export({ format: 'der', type: 'spki' })).subarray(-32);
  return {
    publicKey,
    weight,
    adnlAddr: sha256(Buffer.from(`ton devnet validator adnl ${index}`)),
    nodeIdShort: nodeIdShort(publicKey),
    privateKey,
  };
}

/** Unequal weights, as stakes are on mainnet; any 2/3 of the total needs at least three of five. */
const DEFAULT_WEIGHTS = [
  0x2000000000000000n,
  0x1c00000000000000n,
  0x1800000000000000n,
  0x1400000000000000n,
  0x1000000000000000n,
];

const descrValue: DictionaryValue<Validator> = {
  serialize: (v, b) => {
    // validator_addr#73 public_key:SigPubKey weight:uint64 adnl_addr:bits256
    b.storeUint(0x73, 8)
      .storeUint(0x8e81278a, 32)
      .storeBuffer(v.publicKey, 32)
      .storeUint(v.weight, 64)
      .storeBuffer(v.adnlAddr, 32);
  },
  parse: () => {
    throw new Error('validator descriptions are written, never read back here');
  },
};

export class ValidatorSet {
  /** The masterchain's signing subset in the order the node computes it (its hash names the set). */
  readonly mcNodes: Validator[];
  readonly mcListHashShort: number;

  constructor(
    readonly validators: Validator[],
    readonly utimeSince: number,
    readonly shuffleMc: boolean,
  ) {
    this.mcNodes = computeSubset(validators, validators.length, MASTERCHAIN, ROOT_SHARD, CATCHAIN_SEQNO, shuffleMc);
    this.mcListHashShort = validatorListHashShort(this.mcNodes);
  }

  static devnet(utimeSince: number, shuffleMc = true): ValidatorSet {
    return new ValidatorSet(
      DEFAULT_WEIGHTS.map((w, i) => devnetValidator(i, w)),
      utimeSince,
      shuffleMc,
    );
  }

  get totalWeight(): bigint {
    return this.validators.reduce((s, v) => s + v.weight, 0n);
  }

  /** validators_ext#12 for the round starting at `since` (params 32, 34 and 36 are three consecutive rounds). */
  setCell(since: number): Cell {
    const list = Dictionary.empty(Dictionary.Keys.Uint(16), descrValue);
    this.validators.forEach((v, i) => list.set(i, v));
    return beginCell()
      .storeUint(0x12, 8)
      .storeUint(since, 32)
      .storeUint(since + ROUND_SECONDS, 32)
      .storeUint(this.validators.length, 16)
      .storeUint(this.validators.length, 16)
      .storeUint(this.totalWeight, 64)
      .storeDict(list)
      .endCell();
  }

  /**
   * The config with this set as the current one (34), the one before it (32) and the one elected
   * next (36), laid out as on mainnet between an election and the switch to its set.
   */
  writeInto(config: Cell): Cell {
    const dict = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config);
    dict.set(32, this.setCell(this.utimeSince - ROUND_SECONDS));
    dict.set(34, this.setCell(this.utimeSince));
    dict.set(36, this.setCell(this.utimeSince + ROUND_SECONDS));
    return beginCell().storeDictDirect(dict).endCell();
  }

  /** Every masterchain validator's signature of a block (all of them sign: more than 2/3 of the weight). */
  signBlock(rootHash: Buffer, fileHash: Buffer): BlockSignature[] {
    const msg = blockIdToSign(rootHash, fileHash);
    return this.mcNodes.map((v) => ({ nodeIdShort: v.nodeIdShort, signature: sign(null, msg, v.privateKey) }));
  }
}

/**
 * The validator group of a shard for a catchain session: the first `count` validators, shuffled by
 * the catchain PRNG when `shuffle` is set (config param 28 shuffle_mc_validators). The devnet applies
 * the masterchain rule to its basechain group too (mainnet draws basechain groups by weight).
 */
export function computeSubset(
  validators: Validator[],
  count: number,
  workchain: number,
  shard: bigint,
  ccSeqno: number,
  shuffle: boolean,
): Validator[] {
  const n = Math.min(count, validators.length);
  if (!shuffle) return validators.slice(0, n);
  const prng = new ValidatorSetPrng(workchain, shard, ccSeqno);
  const idx = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    const j = prng.nextRanged(i + 1);
    idx[i] = idx[j]!;
    idx[j] = i;
  }
  return idx.map((i) => validators[i]!);
}

/**
 * A block's gen_validator_list_hash_short (and the state's validator_info hash): CRC-32C over the
 * `test0.validatorSet` magic, a catchain seqno, the node count and each node's key, weight and ADNL
 * address. The collator writes 0 for the catchain seqno (the real one only seeds the shuffle), which
 * this reproduces on recorded mainnet states (test/signatures.test.ts).
 */
export function validatorListHashShort(nodes: Validator[]): number {
  const buf = Buffer.alloc(12 + nodes.length * 72);
  buf.writeUInt32LE(TL_VALIDATOR_SET, 0);
  buf.writeUInt32LE(0, 4);
  buf.writeUInt32LE(nodes.length, 8);
  nodes.forEach((v, i) => {
    const o = 12 + i * 72;
    v.publicKey.copy(buf, o);
    buf.writeBigUInt64LE(v.weight, o + 32);
    v.adnlAddr.copy(buf, o + 40);
  });
  return fastCrc32c(buf).readUInt32LE(0);
}

/** The node's validator-set PRNG: SHA-512 of (seed, shard, workchain, cc_seqno), seed incremented per hash. */
class ValidatorSetPrng {
  private readonly data = Buffer.alloc(48);
  private hash = Buffer.alloc(64);
  private pos = 0;
  private limit = 0;

  constructor(workchain: number, shard: bigint, ccSeqno: number) {
    this.data.writeBigUInt64BE(shard, 32);
    this.data.writeInt32BE(workchain, 40);
    this.data.writeUInt32BE(ccSeqno >>> 0, 44);
  }

  private nextUlong(): bigint {
    if (this.pos < this.limit) return this.hash.readBigUInt64BE(8 * this.pos++);
    this.hash = createHash('sha512').update(this.data).digest();
    for (let i = 31; i >= 0; i--) {
      this.data[i] = (this.data[i]! + 1) & 0xff;
      if (this.data[i] !== 0) break;
    }
    this.pos = 1;
    this.limit = 8;
    return this.hash.readBigUInt64BE(0);
  }

  nextRanged(range: number): number {
    return Number((BigInt(range) * this.nextUlong()) >> 64n);
  }
}
