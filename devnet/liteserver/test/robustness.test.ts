import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiteClient } from 'ton-lite-client';
import { TLReadBuffer, TLWriteBuffer } from 'ton-tl';
import { Codecs, Functions } from '../../../liteapi/schema.ts';
import { tlConstructorId } from '../../../liteapi/tlId.ts';
import { adnlKeyId } from '../adnlKeys.ts';
import { startLiteServer, type RunningLiteServer } from '../server.ts';
import { connectSingle, NOW, testHandlers } from './fixtures.ts';
import { ProbeClient } from './probeClient.ts';

const TCP_PING = tlConstructorId('tcp.ping random_id:long = tcp.Pong');
const TCP_PONG = tlConstructorId('tcp.pong random_id:long = tcp.Pong');

function rawSocketSend(server: RunningLiteServer, bytes: Buffer): Promise<'closed'> {
  return new Promise((resolve, reject) => {
    const s = connect(server.port, server.host, () => s.write(bytes));
    const t = setTimeout(() => {
      s.destroy();
      reject(new Error('server kept the connection open'));
    }, 2000);
    s.on('data', () => {
      /* nothing is expected; the close is */
    });
    s.on('error', () => {
      /* reset by the server counts as closed */
    });
    s.on('close', () => {
      clearTimeout(t);
      resolve('closed');
    });
  });
}

describe('liteserver transport robustness', () => {
  let server: RunningLiteServer;
  let healthy: LiteClient;
  let closeHealthy: () => void;

  beforeAll(async () => {
    server = await startLiteServer({ handlers: testHandlers() });
    const engine = await connectSingle(server.host, server.port, server.publicKey);
    healthy = new LiteClient({ engine });
    closeHealthy = () => engine.close();
  });
  afterAll(async () => {
    closeHealthy?.();
    await server?.close();
  });

  it('refuses to start with a handler name that is not a lite_api function', async () => {
    await expect(startLiteServer({ handlers: { liteServer_getMasterchainInf: async () => ({}) } })).rejects.toThrow(
      'no function named liteServer_getMasterchainInf',
    );
  });

  it('answers tcp.ping with tcp.pong carrying the same random id', async () => {
    const probe = await new ProbeClient(server.host, server.port, server.publicKey).open();
    const ping = Buffer.alloc(12);
    ping.writeInt32LE(TCP_PING, 0);
    randomBytes(8).copy(ping, 4);
    const next = probe.nextMessage();
    probe.write(ping);
    const pong = await next;
    expect(pong.readInt32LE(0)).toBe(TCP_PONG);
    expect(pong.subarray(4).equals(ping.subarray(4))).toBe(true);
    probe.end();
  });

  it('accepts liteServer.queryPrefix and liteServer.query framing alike', async () => {
    const probe = await new ProbeClient(server.host, server.port, server.publicKey).open();
    const call = new TLWriteBuffer();
    Functions.liteServer_getTime.encodeRequest({ kind: 'liteServer.getTime' }, call);
    const prefix = Buffer.alloc(4);
    prefix.writeInt32LE(tlConstructorId('liteServer.queryPrefix = Object'));
    const answer = await probe.ask(Buffer.concat([prefix, call.build()]));
    expect(Codecs.liteServer_CurrentTime.decode(new TLReadBuffer(answer)).now).toBe(NOW);
    probe.end();
  });

  it('answers an unknown function id with a TL parse error and keeps the connection', async () => {
    const probe = await new ProbeClient(server.host, server.port, server.publicKey).open();
    const q = new TLWriteBuffer();
    Functions.liteServer_query.encodeRequest({ kind: 'liteServer.query', data: Buffer.from('01020304', 'hex') }, q);
    const err = Codecs.liteServer_Error.decode(new TLReadBuffer(await probe.ask(q.build())));
    expect(err).toMatchObject({ code: 0, message: 'Unknown constructor found 0x04030201 at 0' });
    const truncated = new TLWriteBuffer();
    Functions.liteServer_query.encodeRequest(
      { kind: 'liteServer.query', data: Buffer.from('6282f38c01', 'hex') },
      truncated,
    );
    const err2 = Codecs.liteServer_Error.decode(new TLReadBuffer(await probe.ask(truncated.build())));
    expect(err2.code).toBe(0);
    expect(probe.closed).toBe(false);
    probe.end();
  });

  it('closes a connection whose handshake is garbage, and keeps serving others', async () => {
    expect(await rawSocketSend(server, randomBytes(256))).toBe('closed');
    // Right key id, garbage keys and parameters: fails the checksum.
    expect(await rawSocketSend(server, Buffer.concat([adnlKeyId(server.publicKey), randomBytes(224)]))).toBe('closed');
    expect(await healthy.getCurrentTime()).toBe(NOW);
  });

  it('survives a client that sends half a handshake and leaves', async () => {
    await new Promise<void>((resolve) => {
      const s = connect(server.port, server.host, () => {
        s.end(randomBytes(100));
      });
      s.on('close', () => resolve());
      s.on('error', () => resolve());
    });
    expect(await healthy.getCurrentTime()).toBe(NOW);
  });

  it('closes a connection that sends a corrupted frame, and keeps serving others', async () => {
    const probe = await new ProbeClient(server.host, server.port, server.publicKey).open();
    const ping = Buffer.alloc(12);
    ping.writeInt32LE(TCP_PING, 0);
    probe.sendRawFrame(ProbeClient.frame(ping, true));
    await probe.waitClosed();
    expect(await healthy.getCurrentTime()).toBe(NOW);
  });

  it('closes a connection announcing an oversized frame or sending an unknown message', async () => {
    const big = await new ProbeClient(server.host, server.port, server.publicKey).open();
    const len = Buffer.alloc(4);
    len.writeUInt32LE(0xffffffff);
    big.sendRawFrame(len);
    await big.waitClosed();
    const odd = await new ProbeClient(server.host, server.port, server.publicKey).open();
    odd.write(Buffer.from('deadbeefdeadbeef', 'hex'));
    await odd.waitClosed();
    expect(await healthy.getCurrentTime()).toBe(NOW);
  });
});
