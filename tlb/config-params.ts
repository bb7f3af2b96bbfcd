import type { Slice } from '@ton/core';
import { forEachLeaf, forEachLeafE } from './hashmap.ts';
import { loadGrams, loadVarUInt } from './primitives.ts';

/**
 * Decoders of individual ConfigParam values (block.tlb "CONFIGURATION PARAMETERS").
 * Field names follow the TL-B field names in camelCase; union constructors carry `kind`.
 * Dictionaries become plain objects keyed by the decimal / hex key, sets become sorted key lists.
 */

const hex = (b: Buffer) => b.toString('hex');
const bits256 = (s: Slice) => hex(s.loadBuffer(32));
const keyHex = (k: bigint, bits: number) => k.toString(16).padStart(bits / 4, '0');

function tag(s: Slice, bits: number, ...allowed: number[]): number {
  const t = s.loadUint(bits);
  if (!allowed.includes(t))
    throw new Error(
      `unexpected tag 0x${t.toString(16)} (expected ${allowed.map((a) => '0x' + a.toString(16)).join(' or ')})`,
    );
  return t;
}

/** For values that are a whole Hashmap (not HashmapE): walk the cell, then mark the slice consumed. */
function wholeCellHashmap(s: Slice, n: number, visit: (k: bigint, v: Slice) => void): void {
  forEachLeaf(s.asCell(), n, visit);
  s.skip(s.remainingBits);
  while (s.remainingRefs) s.loadRef();
}

/** Hashmap n True / HashmapE n True as a sorted list of keys. */
function keySet(s: Slice, n: number, maybe: boolean, fmt: (k: bigint) => string): string[] {
  const out: string[] = [];
  const visit = (k: bigint) => void out.push(fmt(k));
  if (maybe) forEachLeafE(s, n, visit);
  else wholeCellHashmap(s, n, visit);
  return out.sort();
}

const signed32 = (k: bigint) => BigInt.asIntN(32, k).toString();

function proposalSetup(s: Slice) {
  tag(s, 8, 0x36);
  return {
    minTotRounds: s.loadUint(8),
    maxTotRounds: s.loadUint(8),
    minWins: s.loadUint(8),
    maxLosses: s.loadUint(8),
    minStoreSec: s.loadUint(32),
    maxStoreSec: s.loadUint(32),
    bitPrice: s.loadUint(32),
    cellPrice: s.loadUint(32),
  };
}

function workchainDescr(s: Slice) {
  const t = tag(s, 8, 0xa6, 0xa7);
  const d: Record<string, unknown> = {
    kind: t === 0xa6 ? 'workchain' : 'workchain_v2',
    enabledSince: s.loadUint(32),
    actualMinSplit: s.loadUint(8),
    minSplit: s.loadUint(8),
    maxSplit: s.loadUint(8),
  };
  const basic = s.loadUint(1);
  Object.assign(d, {
    basic,
    active: s.loadBit(),
    acceptMsgs: s.loadBit(),
    flags: s.loadUint(13),
    zerostateRootHash: bits256(s),
    zerostateFileHash: bits256(s),
    version: s.loadUint(32),
  });
  if (basic) {
    tag(s, 4, 1);
    d.format = { kind: 'wfmt_basic', vmVersion: s.loadInt(32), vmMode: s.loadUintBig(64) };
  } else {
    tag(s, 4, 0);
    d.format = {
      kind: 'wfmt_ext',
      minAddrLen: s.loadUint(12),
      maxAddrLen: s.loadUint(12),
      addrLenStep: s.loadUint(12),
      workchainTypeId: s.loadUint(32),
    };
  }
  if (t === 0xa7) {
    tag(s, 4, 0);
    d.splitMergeTimings = {
      splitMergeDelay: s.loadUint(32),
      splitMergeInterval: s.loadUint(32),
      minSplitMergeInterval: s.loadUint(32),
      maxSplitMergeDelay: s.loadUint(32),
    };
    // Later revisions append persistent_state_split_depth:(## 8).
    if (s.remainingBits >= 8) d.persistentStateSplitDepth = s.loadUint(8);
  }
  return d;
}

function gasLimitsPrices(s: Slice): Record<string, unknown> {
  const t = tag(s, 8, 0xdd, 0xde, 0xd1);
  if (t === 0xd1)
    return {
      kind: 'gas_flat_pfx',
      flatGasLimit: s.loadUintBig(64),
      flatGasPrice: s.loadUintBig(64),
      other: gasLimitsPrices(s),
    };
  const gasPrice = s.loadUintBig(64);
  const gasLimit = s.loadUintBig(64);
  const special = t === 0xde ? { specialGasLimit: s.loadUintBig(64) } : {};
  return {
    kind: t === 0xde ? 'gas_prices_ext' : 'gas_prices',
    gasPrice,
    gasLimit,
    ...special,
    gasCredit: s.loadUintBig(64),
    blockGasLimit: s.loadUintBig(64),
    freezeDueLimit: s.loadUintBig(64),
    deleteDueLimit: s.loadUintBig(64),
  };
}

function paramLimits(s: Slice) {
  tag(s, 8, 0xc3);
  return { underload: s.loadUint(32), softLimit: s.loadUint(32), hardLimit: s.loadUint(32) };
}

function blockLimits(s: Slice) {
  const t = tag(s, 8, 0x5d, 0x5e);
  const d: Record<string, unknown> = { bytes: paramLimits(s), gas: paramLimits(s), ltDelta: paramLimits(s) };
  if (t === 0x5e) {
    tag(s, 8, 0xd3);
    d.importedMsgQueue = { maxBytes: s.loadUint(32), maxMsgs: s.loadUint(32) };
  }
  return d;
}

function msgForwardPrices(s: Slice) {
  tag(s, 8, 0xea);
  return {
    lumpPrice: s.loadUintBig(64),
    bitPrice: s.loadUintBig(64),
    cellPrice: s.loadUintBig(64),
    ihrPriceFactor: s.loadUint(32),
    firstFrac: s.loadUint(16),
    nextFrac: s.loadUint(16),
  };
}

function catchainConfig(s: Slice) {
  const t = tag(s, 8, 0xc1, 0xc2);
  const head =
    t === 0xc2
      ? { kind: 'catchain_config_new', flags: s.loadUint(7), shuffleMcValidators: s.loadBit() }
      : { kind: 'catchain_config' };
  return {
    ...head,
    mcCatchainLifetime: s.loadUint(32),
    shardCatchainLifetime: s.loadUint(32),
    shardValidatorsLifetime: s.loadUint(32),
    shardValidatorsNum: s.loadUint(32),
  };
}

function consensusConfig(s: Slice) {
  const t = tag(s, 8, 0xd6, 0xd7, 0xd8, 0xd9);
  const kinds: Record<number, string> = {
    214: 'consensus_config',
    215: 'consensus_config_new',
    216: 'consensus_config_v3',
    217: 'consensus_config_v4',
  };
  const d: Record<string, unknown> = { kind: kinds[t] };
  if (t === 0xd6) d.roundCandidates = s.loadUint(32);
  else Object.assign(d, { flags: s.loadUint(7), newCatchainIds: s.loadBit(), roundCandidates: s.loadUint(8) });
  Object.assign(d, {
    nextCandidateDelayMs: s.loadUint(32),
    consensusTimeoutMs: s.loadUint(32),
    fastAttempts: s.loadUint(32),
    attemptDuration: s.loadUint(32),
    catchainMaxDeps: s.loadUint(32),
    maxBlockBytes: s.loadUint(32),
    maxCollatedBytes: s.loadUint(32),
  });
  if (t >= 0xd8) d.protoVersion = s.loadUint(16);
  if (t === 0xd9) d.catchainMaxBlocksCoeff = s.loadUint(32);
  return d;
}

function sigPubKey(s: Slice): string {
  tag(s, 32, 0x8e81278a);
  return bits256(s);
}

function validatorSet(s: Slice) {
  const t = tag(s, 8, 0x11, 0x12);
  const d: Record<string, unknown> = {
    kind: t === 0x11 ? 'validators' : 'validators_ext',
    utimeSince: s.loadUint(32),
    utimeUntil: s.loadUint(32),
    total: s.loadUint(16),
    main: s.loadUint(16),
  };
  if (t === 0x12) d.totalWeight = s.loadUintBig(64);
  const list: Record<string, unknown> = {};
  const visit = (k: bigint, v: Slice) => {
    const vt = tag(v, 8, 0x53, 0x73);
    const descr: Record<string, unknown> = {
      kind: vt === 0x53 ? 'validator' : 'validator_addr',
      publicKey: sigPubKey(v),
      weight: v.loadUintBig(64),
    };
    if (vt === 0x73) descr.adnlAddr = bits256(v);
    list[k.toString()] = descr;
  };
  if (t === 0x12) forEachLeafE(s, 16, visit);
  else forEachLeaf(s.loadRef(), 16, visit);
  d.list = list;
  return d;
}

function uint256Map(s: Slice): Record<string, string> {
  const out: Record<string, string> = {};
  forEachLeafE(s, 256, (k, v) => {
    out[keyHex(k, 256)] = bits256(v);
  });
  return out;
}

function oracleBridgeParams(s: Slice) {
  return {
    bridgeAddress: bits256(s),
    oracleMutlisigAddress: bits256(s),
    oracles: uint256Map(s),
    externalChainAddress: bits256(s),
  };
}

function jettonBridgeParams(s: Slice) {
  const t = tag(s, 8, 0, 1);
  const head = {
    kind: t === 0 ? 'jetton_bridge_params_v0' : 'jetton_bridge_params_v1',
    bridgeAddress: bits256(s),
    oraclesAddress: bits256(s),
    oracles: uint256Map(s),
    stateFlags: s.loadUint(8),
  };
  if (t === 0) return { ...head, burnBridgeFee: loadGrams(s) };
  const p = s.loadRef().beginParse();
  const prices = {
    bridgeBurnFee: loadGrams(p),
    bridgeMintFee: loadGrams(p),
    walletMinTonsForStorage: loadGrams(p),
    walletGasConsumption: loadGrams(p),
    minterMinTonsForStorage: loadGrams(p),
    discoverGasConsumption: loadGrams(p),
  };
  return { ...head, prices, externalChainAddress: bits256(s) };
}

function sizeLimits(s: Slice) {
  const t = tag(s, 8, 1, 2);
  const d: Record<string, unknown> = {
    kind: t === 1 ? 'size_limits_config' : 'size_limits_config_v2',
    maxMsgBits: s.loadUint(32),
    maxMsgCells: s.loadUint(32),
    maxLibraryCells: s.loadUint(32),
    maxVmDataDepth: s.loadUint(16),
    maxExtMsgSize: s.loadUint(32),
    maxExtMsgDepth: s.loadUint(16),
  };
  if (t === 2) {
    d.maxAccStateCells = s.loadUint(32);
    d.maxAccStateBits = s.loadUint(32);
    // Fields appended by later revisions, present when the cell carries them.
    for (const [name, bits] of [
      ['maxAccPublicLibraries', 32],
      ['deferOutQueueSizeLimit', 32],
      ['maxMsgExtraCurrencies', 32],
      ['maxAccFixedPrefixLength', 8],
    ] as const) {
      if (s.remainingBits >= bits) d[name] = s.loadUint(bits);
    }
  }
  return d;
}

const addrOnly = (name: string) => (s: Slice) => ({ [name]: bits256(s) });

/** Decoder per param id; each consumes the param's cell completely or throws. */
export const PARAM_DECODERS: Record<number, (s: Slice) => unknown> = {
  0: addrOnly('configAddr'),
  1: addrOnly('electorAddr'),
  2: addrOnly('minterAddr'),
  3: addrOnly('feeCollectorAddr'),
  4: addrOnly('dnsRootAddr'),
  5: (s) => {
    tag(s, 8, 1);
    return { blackholeAddr: s.loadBit() ? bits256(s) : null, feeBurnNom: s.loadUint(32), feeBurnDenom: s.loadUint(32) };
  },
  6: (s) => ({ mintNewPrice: loadGrams(s), mintAddPrice: loadGrams(s) }),
  7: (s) => {
    const out: Record<string, bigint> = {};
    forEachLeafE(s, 32, (k, v) => {
      out[k.toString()] = loadVarUInt(v, 32);
    });
    return { toMint: out };
  },
  8: (s) => {
    tag(s, 8, 0xc4);
    return { version: s.loadUint(32), capabilities: s.loadUintBig(64) };
  },
  9: (s) => ({ mandatoryParams: keySet(s, 32, false, signed32) }),
  10: (s) => ({ criticalParams: keySet(s, 32, false, signed32) }),
  11: (s) => {
    tag(s, 8, 0x91);
    return {
      normalParams: proposalSetup(s.loadRef().beginParse()),
      criticalParams: proposalSetup(s.loadRef().beginParse()),
    };
  },
  12: (s) => {
    const out: Record<string, unknown> = {};
    forEachLeafE(s, 32, (k, v) => {
      out[signed32(k)] = workchainDescr(v);
    });
    return { workchains: out };
  },
  13: (s) => {
    tag(s, 8, 0x1a);
    return { deposit: loadGrams(s), bitPrice: loadGrams(s), cellPrice: loadGrams(s) };
  },
  14: (s) => {
    tag(s, 8, 0x6b);
    return { masterchainBlockFee: loadGrams(s), basechainBlockFee: loadGrams(s) };
  },
  15: (s) => ({
    validatorsElectedFor: s.loadUint(32),
    electionsStartBefore: s.loadUint(32),
    electionsEndBefore: s.loadUint(32),
    stakeHeldFor: s.loadUint(32),
  }),
  16: (s) => ({ maxValidators: s.loadUint(16), maxMainValidators: s.loadUint(16), minValidators: s.loadUint(16) }),
  17: (s) => ({
    minStake: loadGrams(s),
    maxStake: loadGrams(s),
    minTotalStake: loadGrams(s),
    maxStakeFactor: s.loadUint(32),
  }),
  18: (s) => {
    const out: Record<string, unknown> = {};
    wholeCellHashmap(s, 32, (k, v) => {
      tag(v, 8, 0xcc);
      out[k.toString()] = {
        utimeSince: v.loadUint(32),
        bitPricePs: v.loadUintBig(64),
        cellPricePs: v.loadUintBig(64),
        mcBitPricePs: v.loadUintBig(64),
        mcCellPricePs: v.loadUintBig(64),
      };
    });
    return { storagePrices: out };
  },
  20: gasLimitsPrices,
  21: gasLimitsPrices,
  22: blockLimits,
  23: blockLimits,
  24: msgForwardPrices,
  25: msgForwardPrices,
  28: catchainConfig,
  29: consensusConfig,
  31: (s) => ({ fundamentalSmcAddr: keySet(s, 256, true, (k) => keyHex(k, 256)) }),
  32: validatorSet,
  33: validatorSet,
  34: validatorSet,
  35: validatorSet,
  36: validatorSet,
  37: validatorSet,
  40: (s) => {
    tag(s, 8, 1);
    const u16 = () => s.loadUint(16);
    return {
      defaultFlatFine: loadGrams(s),
      defaultProportionalFine: s.loadUint(32),
      severityFlatMult: u16(),
      severityProportionalMult: u16(),
      unpunishableInterval: u16(),
      longInterval: u16(),
      longFlatMult: u16(),
      longProportionalMult: u16(),
      mediumInterval: u16(),
      mediumFlatMult: u16(),
      mediumProportionalMult: u16(),
    };
  },
  43: sizeLimits,
  44: (s) => {
    tag(s, 8, 0);
    const addresses = keySet(
      s,
      288,
      true,
      (k) => `${BigInt.asIntN(32, k >> 256n)}:${keyHex(k & ((1n << 256n) - 1n), 256)}`,
    );
    return { addresses, suspendedUntil: s.loadUint(32) };
  },
  45: (s) => {
    tag(s, 8, 0xc0);
    const list: Record<string, unknown> = {};
    forEachLeafE(s, 256, (k, v) => {
      tag(v, 8, 0xb0);
      list[keyHex(k, 256)] = { gasUsage: v.loadUintBig(64) };
    });
    return { list };
  },
  71: oracleBridgeParams,
  72: oracleBridgeParams,
  73: oracleBridgeParams,
  79: jettonBridgeParams,
  80: jettonBridgeParams,
  81: jettonBridgeParams,
};
