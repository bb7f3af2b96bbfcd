import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Codecs, TLReadBuffer } from '../schema.ts';
import {
  decodeResponse,
  encodeBoxedToBuffer,
  encodeRequest,
  functionById,
  type LiteFunctionName,
} from '../registry.ts';

const h = (byte: number) => Buffer.alloc(32, byte);
const blockId = {
  kind: 'tonNode.blockIdExt' as const,
  workchain: 0,
  shard: '-9223372036854775808',
  seqno: 77,
  rootHash: h(1),
  fileHash: h(2),
};
const mcId = { ...blockId, workchain: -1, seqno: 50 };
const accountId = { kind: 'liteServer.accountId' as const, workchain: 0, id: h(9) };

function requestRoundTrip(name: LiteFunctionName, request: object): unknown {
  const bytes = encodeRequest(name, request as never);
  const entry = functionById(bytes.readInt32LE(0));
  expect(entry?.name).toBe(name);
  const r = new TLReadBuffer(bytes);
  r.readInt32();
  return entry!.decodeRequest(r);
}

const requests: [LiteFunctionName, object][] = [
  [
    'liteServer_listBlockTransactionsExt',
    {
      kind: 'liteServer.listBlockTransactionsExt',
      id: blockId,
      mode: 7 | 128 | 64 | 32,
      count: 40,
      after: { kind: 'liteServer.transactionId3', account: h(3), lt: '123456789012' },
      reverseOrder: true,
      wantProof: true,
    },
  ],
  [
    'liteServer_listBlockTransactions',
    {
      kind: 'liteServer.listBlockTransactions',
      id: blockId,
      mode: 7,
      count: 256,
      after: null,
      reverseOrder: null,
      wantProof: null,
    },
  ],
  [
    'liteServer_lookupBlockWithProof',
    {
      kind: 'liteServer.lookupBlockWithProof',
      mode: 2 | 4,
      id: { kind: 'tonNode.blockId', workchain: 0, shard: '-9223372036854775808', seqno: 0 },
      mcBlockId: mcId,
      lt: '999',
      utime: 1700000000,
    },
  ],
  [
    'liteServer_getLibrariesWithProof',
    { kind: 'liteServer.getLibrariesWithProof', id: mcId, mode: 1, libraryList: [h(4), h(5)] },
  ],
  [
    'liteServer_getOutMsgQueueSizes',
    { kind: 'liteServer.getOutMsgQueueSizes', mode: 1, wc: 0, shard: '-9223372036854775808' },
  ],
  ['liteServer_getOutMsgQueueSizes', { kind: 'liteServer.getOutMsgQueueSizes', mode: 0, wc: null, shard: null }],
  [
    'liteServer_getBlockOutMsgQueueSize',
    { kind: 'liteServer.getBlockOutMsgQueueSize', mode: 1, id: blockId, wantProof: true },
  ],
  [
    'liteServer_getValidatorStats',
    { kind: 'liteServer.getValidatorStats', mode: 4, id: mcId, limit: 10, startAfter: null, modifiedAfter: 1234 },
  ],
];

const answers: [LiteFunctionName, { kind: string; [field: string]: unknown }][] = [
  [
    'liteServer_listBlockTransactionsExt',
    {
      kind: 'liteServer.blockTransactionsExt',
      id: blockId,
      reqCount: 40,
      incomplete: true,
      transactions: Buffer.from('b5ee9c7201', 'hex'),
      proof: Buffer.alloc(0),
    },
  ],
  [
    'liteServer_lookupBlockWithProof',
    {
      kind: 'liteServer.lookupBlockResult',
      id: blockId,
      mode: 6,
      mcBlockId: mcId,
      clientMcStateProof: Buffer.from([1]),
      mcBlockProof: Buffer.from([2, 3]),
      shardLinks: [{ kind: 'liteServer.shardBlockLink', id: blockId, proof: Buffer.from([4]) }],
      header: Buffer.from([5]),
      prevHeader: Buffer.alloc(0),
    },
  ],
  [
    'liteServer_getLibrariesWithProof',
    {
      kind: 'liteServer.libraryResultWithProof',
      id: mcId,
      mode: 1,
      result: [{ kind: 'liteServer.libraryEntry', hash: h(4), data: Buffer.from([7, 7]) }],
      stateProof: Buffer.from([8]),
      dataProof: Buffer.from([9]),
    },
  ],
  [
    'liteServer_getOutMsgQueueSizes',
    {
      kind: 'liteServer.outMsgQueueSizes',
      shards: [
        { kind: 'liteServer.outMsgQueueSize', id: mcId, size: 3 },
        { kind: 'liteServer.outMsgQueueSize', id: blockId, size: 0 },
      ],
      extMsgQueueSizeLimit: 8000,
    },
  ],
  [
    'liteServer_getBlockOutMsgQueueSize',
    { kind: 'liteServer.blockOutMsgQueueSize', mode: 1, id: blockId, size: '18446744', proof: Buffer.from([1, 2]) },
  ],
  [
    'liteServer_getBlockOutMsgQueueSize',
    { kind: 'liteServer.blockOutMsgQueueSize', mode: 0, id: blockId, size: '0', proof: null },
  ],
];

describe('added lite_api codecs', () => {
  it.each(requests)('round-trip the %s request', (name, request) => {
    expect(requestRoundTrip(name, request)).toEqual(request);
  });

  it.each(answers)('round-trip the %s answer', (name, answer) => {
    expect(decodeResponse(name, encodeBoxedToBuffer(answer))).toEqual(answer);
  });

  it('write TL `true` flags as zero bytes, as TON parses them', () => {
    const base = { kind: 'liteServer.listBlockTransactions', id: blockId, count: 1, after: null } as const;
    const plain = encodeRequest('liteServer_listBlockTransactions', { ...base, mode: 7 });
    const flagged = encodeRequest('liteServer_listBlockTransactions', {
      ...base,
      mode: 7 | 64 | 32,
      reverseOrder: true,
      wantProof: true,
    });
    expect(flagged.length).toBe(plain.length);
  });

  it('round-trip transaction ids with and without mode-bit-8 metadata', () => {
    const arbId = fc.record({
      withMeta: fc.boolean(),
      account: fc.uint8Array({ minLength: 32, maxLength: 32 }),
      lt: fc.bigInt({ min: 0n, max: (1n << 63n) - 1n }),
      hash: fc.uint8Array({ minLength: 32, maxLength: 32 }),
      depth: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(arbId, { maxLength: 5 }), fc.boolean(), (items, incomplete) => {
        const ids = items.map((t) => ({
          kind: 'liteServer.transactionId' as const,
          mode: 7 | (t.withMeta ? 256 : 0),
          account: Buffer.from(t.account),
          lt: t.lt.toString(),
          hash: Buffer.from(t.hash),
          metadata: t.withMeta
            ? {
                kind: 'liteServer.transactionMetadata' as const,
                mode: 0,
                depth: t.depth,
                initiator: accountId,
                initiatorLt: '5',
              }
            : null,
        }));
        const answer = {
          kind: 'liteServer.blockTransactions' as const,
          id: blockId,
          reqCount: 40,
          incomplete,
          ids,
          proof: Buffer.alloc(0),
        };
        const bytes = encodeBoxedToBuffer(answer);
        expect(decodeResponse('liteServer_listBlockTransactions', bytes)).toEqual(answer);
        if (!items.some((t) => t.withMeta)) {
          // Without metadata the layout is the one ton-lite-client already reads.
          const legacy = Codecs.liteServer_BlockTransactions.decode(new TLReadBuffer(bytes));
          expect(legacy.ids.map((i) => i.lt)).toEqual(ids.map((i) => i.lt));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuse to encode a mode bit whose field is missing', () => {
    expect(() =>
      encodeRequest('liteServer_getOutMsgQueueSizes', {
        kind: 'liteServer.getOutMsgQueueSizes',
        mode: 1,
        wc: null,
        shard: null,
      }),
    ).toThrow('field wc is required by its mode bit');
  });
});
