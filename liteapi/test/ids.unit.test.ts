import { describe, expect, it } from 'vitest';
import { Functions, TLWriteBuffer } from '../schema.ts';
import { extIds } from '../schemaExt.ts';
import { allFunctions, constructorId, encodeRequest } from '../registry.ts';
import { tlConstructorId, tlIdHex } from '../tlId.ts';

/** Lines of TON's lite_api.tl whose ids ton-lite-client's generated encoders also carry. */
const knownLines: Record<string, string> = {
  liteServer_getTime: 'liteServer.getTime = liteServer.CurrentTime',
  liteServer_getMasterchainInfo: 'liteServer.getMasterchainInfo = liteServer.MasterchainInfo',
  liteServer_getAccountState:
    'liteServer.getAccountState id:tonNode.blockIdExt account:liteServer.accountId = liteServer.AccountState',
  liteServer_runSmcMethod:
    'liteServer.runSmcMethod mode:# id:tonNode.blockIdExt account:liteServer.accountId method_id:long params:bytes = liteServer.RunMethodResult',
  liteServer_lookupBlock:
    'liteServer.lookupBlock mode:# id:tonNode.blockId lt:mode.1?long utime:mode.2?int = liteServer.BlockHeader',
  liteServer_getConfigParams:
    'liteServer.getConfigParams mode:# id:tonNode.blockIdExt param_list:(vector int) = liteServer.ConfigInfo',
  liteServer_getLibraries: 'liteServer.getLibraries library_list:(vector int256) = liteServer.LibraryResult',
  liteServer_waitMasterchainSeqno: 'liteServer.waitMasterchainSeqno seqno:int timeout_ms:int = Object',
};
const knownConstructors: Record<string, string> = {
  'liteServer.error': 'liteServer.error code:int message:string = liteServer.Error',
  'liteServer.masterchainInfo':
    'liteServer.masterchainInfo last:tonNode.blockIdExt state_root_hash:int256 init:tonNode.zeroStateIdExt = liteServer.MasterchainInfo',
  'liteServer.transactionList':
    'liteServer.transactionList ids:(vector tonNode.blockIdExt) transactions:bytes = liteServer.TransactionList',
  'liteServer.runMethodResult':
    'liteServer.runMethodResult mode:# id:tonNode.blockIdExt shardblk:tonNode.blockIdExt shard_proof:mode.0?bytes proof:mode.0?bytes state_proof:mode.1?bytes init_c7:mode.3?bytes lib_extras:mode.4?bytes exit_code:int result:mode.2?bytes = liteServer.RunMethodResult',
};

/** Ids of the added constructors and functions as other lite_api implementations publish them. */
const publishedIds: Record<keyof typeof extIds, string> = {
  transactionMetadata: 'ff706385',
  transactionId: 'b12f65af',
  blockTransactions: 'bd8cad2b',
  blockTransactionsExt: 'fb8ffce4',
  lookupBlockResult: '99786be7',
  libraryResultWithProof: '10a927bf',
  outMsgQueueSize: 'a7c64c85',
  outMsgQueueSizes: 'f8504a03',
  blockOutMsgQueueSize: '8acdbe1b',
  listBlockTransactions: 'adfcc7da',
  listBlockTransactionsExt: '0079dd5c',
  lookupBlockWithProof: '9c045ff8',
  getLibrariesWithProof: 'd97693bd',
  getOutMsgQueueSizes: '7bc19c36',
  getBlockOutMsgQueueSize: '8f6c7779',
  getValidatorStats: '091a58bc',
};

function probeFunctionId(f: { encodeRequest(src: any, w: TLWriteBuffer): void }): number {
  const w = new TLWriteBuffer();
  f.encodeRequest(
    {
      mode: 0,
      id: { workchain: 0, shard: '0', seqno: 0, rootHash: Buffer.alloc(32), fileHash: Buffer.alloc(32) },
      limit: 0,
    },
    w,
  );
  return w.build().readInt32LE(0);
}

describe('TL constructor ids', () => {
  it("reproduce the ids in ton-lite-client's generated encoders", () => {
    for (const [name, line] of Object.entries(knownLines)) {
      const w = allFunctions().find((f) => f.name === name);
      const fromLibrary =
        w?.id ??
        (() => {
          throw new Error(`${name} missing`);
        })();
      expect(tlIdHex(tlConstructorId(line)), name).toBe(tlIdHex(fromLibrary));
    }
    for (const [kind, line] of Object.entries(knownConstructors)) {
      expect(tlIdHex(tlConstructorId(line)), kind).toBe(tlIdHex(constructorId(kind)!));
    }
  });

  it('match the published ids of the added lite_api definitions', () => {
    for (const [name, hex] of Object.entries(publishedIds)) {
      expect(tlIdHex(extIds[name as keyof typeof extIds]), name).toBe(hex);
    }
  });

  it('honour an explicit #id (transactionId kept its id when metadata was added)', () => {
    const withoutPin =
      'liteServer.transactionId mode:# account:mode.0?int256 lt:mode.1?long hash:mode.2?int256 metadata:mode.8?liteServer.transactionMetadata = liteServer.TransactionId';
    expect(tlIdHex(tlConstructorId(withoutPin))).not.toBe('b12f65af');
    expect(tlIdHex(extIds.transactionId)).toBe(tlIdHex(constructorId('liteServer.transactionId')!));
  });

  it("accept getValidatorStats under TON's pinned id and under ton-lite-client's other one", () => {
    const fromLibrary = probeFunctionId(Functions.liteServer_getValidatorStats);
    expect(tlIdHex(fromLibrary)).not.toBe('091a58bc');
    const ids = allFunctions()
      .filter((f) => f.name === 'liteServer_getValidatorStats')
      .map((f) => tlIdHex(f.id))
      .sort();
    expect(ids).toEqual(['091a58bc', tlIdHex(fromLibrary)].sort());
    expect(
      encodeRequest('liteServer_getValidatorStats', {
        kind: 'liteServer.getValidatorStats',
        mode: 0,
        limit: 1,
        startAfter: null,
        modifiedAfter: null,
        id: {
          kind: 'tonNode.blockIdExt',
          workchain: -1,
          shard: '0',
          seqno: 1,
          rootHash: Buffer.alloc(32),
          fileHash: Buffer.alloc(32),
        },
      })
        .readUInt32LE(0)
        .toString(16)
        .padStart(8, '0'),
    ).toBe('091a58bc');
  });

  it('index every ton-lite-client function and the added ones by wire id', () => {
    const names = new Set(allFunctions().map((f) => f.name));
    for (const name of Object.keys(Functions)) expect(names.has(name as never), name).toBe(true);
    for (const name of [
      'liteServer_listBlockTransactionsExt',
      'liteServer_getOutMsgQueueSizes',
      'liteServer_getBlockOutMsgQueueSize',
      'liteServer_lookupBlockWithProof',
      'liteServer_getLibrariesWithProof',
    ]) {
      expect(names.has(name as never), name).toBe(true);
    }
  });
});
