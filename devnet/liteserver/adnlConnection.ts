import { createCipheriv, createDecipheriv, createHash, randomBytes, type Cipheriv, type Decipheriv } from 'node:crypto';
import type { Socket } from 'node:net';
import { TLReadBuffer, TLWriteBuffer } from 'ton-tl';
import { Codecs } from '../../liteapi/schema.ts';
import { tlConstructorId } from '../../liteapi/tlId.ts';
import { sharedSecret, type ServerKeys } from './adnlKeys.ts';

const HANDSHAKE_SIZE = 256;
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** Frames above this are refused: the largest real answers (full blocks, states) stay well below. */
export const MAX_FRAME = 64 * 1024 * 1024;
const TCP_PING = tlConstructorId('tcp.ping random_id:long = tcp.Pong');
const TCP_PONG = tlConstructorId('tcp.pong random_id:long = tcp.Pong');
const ADNL_QUERY = tlConstructorId('adnl.message.query query_id:int256 query:bytes = adnl.Message');

const sha256 = (...parts: Buffer[]) => parts.reduce((h, p) => h.update(p), createHash('sha256')).digest();

export class ProtocolError extends Error {}

/**
 * Server side of one ADNL-over-TCP connection (TON's "ext" protocol): the 256-byte handshake that
 * carries AES-CTR stream keys encrypted to the server's key, then frames
 * `len LE32 ‖ nonce 32 ‖ payload ‖ sha256(nonce ‖ payload)` in both directions.
 * Any protocol violation ends this socket only.
 */
export class AdnlServerConnection {
  #rx: Decipheriv | null = null;
  #tx: Cipheriv | null = null;
  /** Handshake bytes received so far. */
  #pending = Buffer.alloc(0);
  /** Decrypted frame bytes not yet consumed. */
  #chunks: Buffer[] = [];
  #buffered = 0;
  #closed = false;

  constructor(
    private readonly socket: Socket,
    private readonly keys: ServerKeys,
    private readonly onQuery: (query: Buffer) => Promise<Buffer>,
    private readonly onProtocolError: (err: Error) => void,
  ) {
    socket.on('data', (chunk: Buffer) => {
      try {
        this.#receive(chunk);
      } catch (err) {
        this.#fail(err as Error);
      }
    });
    socket.on('error', () => this.close());
    // A peer that connects and never completes the handshake must not hold the socket forever.
    socket.setTimeout(HANDSHAKE_TIMEOUT_MS, () => {
      if (!this.#rx) this.#fail(new ProtocolError('handshake timeout'));
    });
    socket.on('close', () => {
      this.#closed = true;
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  close(): void {
    this.#closed = true;
    this.socket.destroy();
  }

  #fail(err: Error): void {
    if (this.#closed) return;
    this.onProtocolError(err);
    this.close();
  }

  #receive(chunk: Buffer): void {
    if (this.#closed) return;
    if (!this.#rx) {
      this.#pending = Buffer.concat([this.#pending, chunk]);
      if (this.#pending.length < HANDSHAKE_SIZE) return;
      const handshake = this.#pending.subarray(0, HANDSHAKE_SIZE);
      const rest = this.#pending.subarray(HANDSHAKE_SIZE);
      this.#pending = Buffer.alloc(0);
      this.#acceptHandshake(handshake);
      if (rest.length === 0) return;
      chunk = rest;
    }
    // Large answers and requests arrive in many TCP chunks: join them once per frame, not per chunk.
    this.#chunks.push(this.#rx!.update(chunk));
    this.#buffered += chunk.length;
    while (this.#buffered >= 4) {
      if (this.#chunks[0]!.length < 4) this.#joinChunks();
      const size = this.#chunks[0]!.readUInt32LE(0);
      if (size < 64 || size > MAX_FRAME) throw new ProtocolError(`bad frame length ${size}`);
      if (this.#buffered < 4 + size) return;
      const data = this.#joinChunks();
      const nonce = data.subarray(4, 36);
      const payload = data.subarray(36, 4 + size - 32);
      const checksum = data.subarray(4 + size - 32, 4 + size);
      if (!sha256(nonce, payload).equals(checksum)) throw new ProtocolError('frame checksum mismatch');
      const rest = data.subarray(4 + size);
      this.#chunks = rest.length ? [rest] : [];
      this.#buffered = rest.length;
      this.#handlePayload(Buffer.from(payload));
    }
  }

  #joinChunks(): Buffer {
    const joined = this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks);
    this.#chunks = [joined];
    return joined;
  }

  #acceptHandshake(packet: Buffer): void {
    const keyId = packet.subarray(0, 32);
    if (!keyId.equals(this.keys.keyId)) throw new ProtocolError('handshake for an unknown key id');
    let shared: Buffer;
    try {
      shared = sharedSecret(this.keys, packet.subarray(32, 64));
    } catch {
      throw new ProtocolError('handshake with an invalid client key');
    }
    const digest = packet.subarray(64, 96);
    const key = Buffer.concat([shared.subarray(0, 16), digest.subarray(16, 32)]);
    const iv = Buffer.concat([digest.subarray(0, 4), shared.subarray(20, 32)]);
    const params = createDecipheriv('aes-256-ctr', key, iv).update(packet.subarray(96, 256));
    if (!sha256(params).equals(digest)) throw new ProtocolError('handshake checksum mismatch');
    // The client receives with params[0:32]/[64:80] and sends with params[32:64]/[80:96].
    this.#rx = createDecipheriv('aes-256-ctr', params.subarray(32, 64), params.subarray(80, 96));
    this.#tx = createCipheriv('aes-256-ctr', params.subarray(0, 32), params.subarray(64, 80));
    this.socket.setTimeout(0);
    this.send(Buffer.alloc(0));
  }

  #handlePayload(payload: Buffer): void {
    if (payload.length === 0) return; // keep-alive
    const tag = payload.length >= 4 ? payload.readInt32LE(0) : 0;
    if (tag === TCP_PING) {
      if (payload.length !== 12) throw new ProtocolError('malformed tcp.ping');
      const pong = Buffer.from(payload);
      pong.writeInt32LE(TCP_PONG, 0);
      this.send(pong);
      return;
    }
    if (tag !== ADNL_QUERY) throw new ProtocolError(`unexpected message ${(tag >>> 0).toString(16)}`);
    let queryId: Buffer;
    let query: Buffer;
    try {
      const msg = Codecs.adnl_Message.decode(new TLReadBuffer(payload));
      if (msg.kind !== 'adnl.message.query') throw new Error('not a query');
      queryId = msg.queryId;
      query = msg.query;
    } catch {
      throw new ProtocolError('malformed adnl.message.query');
    }
    this.onQuery(query)
      .then((answer) => {
        if (this.#closed) return;
        const w = new TLWriteBuffer();
        Codecs.adnl_Message.encode({ kind: 'adnl.message.answer', queryId, answer }, w);
        this.send(w.build());
      })
      .catch((err: Error) => this.#fail(err));
  }

  send(payload: Buffer): void {
    if (this.#closed || !this.#tx) return;
    const nonce = randomBytes(32);
    const header = Buffer.alloc(4);
    header.writeUInt32LE(payload.length + 64);
    const frame = Buffer.concat([header, nonce, payload, sha256(nonce, payload)]);
    this.socket.write(this.#tx.update(frame));
  }
}
