import { createHash, randomBytes } from 'node:crypto';
import { ADNLClientTCP } from 'adnl';
import { TLReadBuffer, TLWriteBuffer } from 'ton-tl';
import { Codecs } from '../../../liteapi/schema.ts';

/**
 * The `adnl` npm package's client (an implementation independent of our server), opened up so
 * tests can send raw payloads, hand-made frames and observe the connection closing.
 */
export class ProbeClient extends ADNLClientTCP {
  readonly received: Buffer[] = [];
  closed = false;

  constructor(host: string, port: number, publicKey: Buffer) {
    super(`tcp://${host}:${port}`, publicKey);
    this.on('data', (d: Buffer) => this.received.push(Buffer.from(d)));
    this.on('close', () => {
      this.closed = true;
    });
    this.on('error', () => {
      /* the server closing on us is what some tests expect */
    });
  }

  async open(): Promise<this> {
    const ready = new Promise<void>((resolve) => this.once('ready', () => resolve()));
    await this.connect();
    await ready;
    return this;
  }

  /** Encrypt and send an arbitrary (possibly malformed) frame. */
  sendRawFrame(frame: Buffer): void {
    this.socket.write(this.encrypt(frame));
  }

  static frame(payload: Buffer, corruptChecksum = false): Buffer {
    const nonce = randomBytes(32);
    const hash = createHash('sha256').update(nonce).update(payload).digest();
    if (corruptChecksum) hash[0]! ^= 0xff;
    const len = Buffer.alloc(4);
    len.writeUInt32LE(payload.length + 64);
    return Buffer.concat([len, nonce, payload, hash]);
  }

  nextMessage(timeoutMs = 2000): Promise<Buffer> {
    const start = this.received.length;
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('no message')), timeoutMs);
      const check = () => {
        if (this.received.length > start) {
          clearTimeout(t);
          this.off('data', check);
          resolve(this.received[start]!);
        }
      };
      this.on('data', check);
    });
  }

  /** Send `query` bytes in an adnl.message.query and return the answer bytes. */
  async ask(query: Buffer): Promise<Buffer> {
    const w = new TLWriteBuffer();
    Codecs.adnl_Message.encode({ kind: 'adnl.message.query', queryId: randomBytes(32), query }, w);
    const next = this.nextMessage();
    this.write(w.build());
    const msg = Codecs.adnl_Message.decode(new TLReadBuffer(await next));
    if (msg.kind !== 'adnl.message.answer') throw new Error('expected an answer');
    return msg.answer;
  }

  waitClosed(timeoutMs = 2000): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('connection stayed open')), timeoutMs);
      this.once('close', () => {
        clearTimeout(t);
        resolve();
      });
    });
  }
}
