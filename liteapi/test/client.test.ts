import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiteClient, LiteSingleEngine } from 'ton-lite-client';
import { type CodedLiteSingleEngine, connectLiteServer, isLiteClientTimeout, liteQuery } from '../client.ts';
import { LiteErrorCode, LiteServerError, tonlibErrorText } from '../errors.ts';
import { startLiteServer, type RunningLiteServer } from '../../devnet/liteserver/server.ts';
import { createInProcessEngine } from '../../devnet/liteserver/inProcessEngine.ts';
import type { LiteHandlers } from '../../devnet/liteserver/dispatch.ts';

const h = (byte: number) => Buffer.alloc(32, byte);
const mcId = {
  kind: 'tonNode.blockIdExt' as const,
  workchain: -1,
  shard: '-9223372036854775808',
  seqno: 900,
  rootHash: h(1),
  fileHash: h(2),
};

const handlers: LiteHandlers = {
  liteServer_getOutMsgQueueSizes: async (req) => ({
    kind: 'liteServer.outMsgQueueSizes',
    shards: [{ kind: 'liteServer.outMsgQueueSize', id: mcId, size: req.mode }],
    extMsgQueueSizeLimit: 8000,
  }),
  liteServer_getBlockOutMsgQueueSize: async (req) => {
    if (req.id.seqno !== mcId.seqno) throw LiteServerError.notReady('block is not applied');
    return {
      kind: 'liteServer.blockOutMsgQueueSize',
      mode: req.mode,
      id: req.id,
      size: '12',
      proof: req.wantProof ? Buffer.from([1]) : null,
    };
  },
  liteServer_getTime: async () =>
    new Promise(() => {
      /* never answers */
    }),
};

describe('liteapi client helpers', () => {
  let server: RunningLiteServer;
  let coded: CodedLiteSingleEngine;
  let stock: LiteSingleEngine;

  beforeAll(async () => {
    server = await startLiteServer({ handlers });
    const endpoint = { url: `tcp://${server.host}:${server.port}`, publicKey: server.publicKey };
    coded = await connectLiteServer(endpoint);
    stock = new LiteSingleEngine({ host: endpoint.url, publicKey: server.publicKey });
    await new Promise<void>((r) => stock.once('ready', () => r()));
  });
  afterAll(async () => {
    coded?.close();
    stock?.close();
    await server?.close();
  });

  it('call an added function by name over TCP and in process, with the same answer', async () => {
    const req = { kind: 'liteServer.getOutMsgQueueSizes' as const, mode: 0, wc: null, shard: null };
    const tcp = await liteQuery(coded, 'liteServer_getOutMsgQueueSizes', req);
    expect(tcp.shards[0]?.id.seqno).toBe(900);
    expect(tcp.extMsgQueueSizeLimit).toBe(8000);
    const local = await liteQuery(createInProcessEngine(handlers), 'liteServer_getOutMsgQueueSizes', req);
    expect(local).toEqual(tcp);
    const viaStock = await liteQuery(stock, 'liteServer_getOutMsgQueueSizes', req);
    expect(viaStock).toEqual(tcp);
  });

  it('keep the liteServer.error code over TCP and in process', async () => {
    const req = {
      kind: 'liteServer.getBlockOutMsgQueueSize' as const,
      mode: 1,
      id: { ...mcId, seqno: 1 },
      wantProof: true,
    };
    for (const engine of [coded, createInProcessEngine(handlers)]) {
      const err = await liteQuery(engine, 'liteServer_getBlockOutMsgQueueSize', req).catch((e) => e);
      expect(err).toBeInstanceOf(LiteServerError);
      expect(err).toMatchObject({ code: LiteErrorCode.notready, message: 'block is not applied' });
      expect((err as LiteServerError).tonlibText).toBe('LITE_SERVER_NOTREADY: block is not applied');
    }
    // The stock engine only keeps the message.
    await expect(liteQuery(stock, 'liteServer_getBlockOutMsgQueueSize', req)).rejects.toThrow('block is not applied');
    const ok = await liteQuery(coded, 'liteServer_getBlockOutMsgQueueSize', { ...req, id: mcId });
    expect(ok).toMatchObject({ size: '12', proof: Buffer.from([1]) });
  });

  it('leave the coded engine usable by the unmodified LiteClient', async () => {
    const client = new LiteClient({ engine: coded });
    const err = await client.getMasterchainInfo().catch((e) => e);
    expect(err).toMatchObject({ code: LiteErrorCode.protoviolation, message: 'unknown query' });
  });

  it("tell the client's own timeout apart from server errors", async () => {
    const err = await liteQuery(coded, 'liteServer_getTime', { kind: 'liteServer.getTime' }, { timeout: 100 }).catch(
      (e) => e,
    );
    expect(isLiteClientTimeout(err)).toBe(true);
    expect(isLiteClientTimeout(new LiteServerError(652, 'Timeout'))).toBe(false);
  });

  it("render tonlib's text for any code", () => {
    expect(tonlibErrorText(-400, 'cannot load block')).toBe('LITE_SERVER_UNKNOWN: cannot load block');
    expect(tonlibErrorText(652, 'timeout')).toBe('LITE_SERVER_TIMEOUT: timeout');
  });
});
