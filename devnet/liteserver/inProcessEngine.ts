import { EventEmitter } from 'node:events';
import type { LiteEngine } from 'ton-lite-client';
import { TLReadBuffer, TLWriteBuffer, type TLFunction } from 'ton-tl';
import { LiteServerError } from '../../liteapi/errors.ts';
import { Codecs, Functions } from '../../liteapi/schema.ts';
import { constructorId } from '../../liteapi/registry.ts';
import { createDispatcher, type DispatchOptions, type LiteHandlers } from './dispatch.ts';

const ERROR_ID = constructorId('liteServer.error')!;
const DEFAULT_TIMEOUT_MS = 5000;

/**
 * A ton-lite-client `LiteEngine` that serves queries from handlers in this process: no socket, but
 * requests and answers still go through the same TL encoding and dispatch as the TCP server, so
 * `new LiteClient({ engine })` behaves as against a real liteserver. Errors arrive as
 * `LiteServerError` (code kept); timeouts as `Error('Timeout')`, like LiteSingleEngine.
 */
export class InProcessLiteEngine extends EventEmitter implements LiteEngine {
  readonly #dispatch: (query: Buffer) => Promise<Buffer>;
  #closed = false;

  constructor(handlers: LiteHandlers, options: DispatchOptions = {}) {
    super();
    this.#dispatch = createDispatcher(handlers, options);
    // Listeners attached right after construction (LiteRoundRobinEngine does) still see these.
    queueMicrotask(() => {
      if (!this.#closed) {
        this.emit('connect');
        this.emit('ready');
      }
    });
  }

  async query<REQ, RES>(
    f: TLFunction<REQ, RES>,
    req: REQ,
    args?: { timeout?: number; awaitSeqno?: number },
  ): Promise<RES> {
    if (this.#closed) throw new Error('Engine is closed');
    const timeout = args?.timeout ?? DEFAULT_TIMEOUT_MS;
    const body = new TLWriteBuffer();
    if (args?.awaitSeqno !== undefined) {
      Functions.liteServer_waitMasterchainSeqno.encodeRequest(
        { kind: 'liteServer.waitMasterchainSeqno', seqno: args.awaitSeqno, timeoutMs: timeout },
        body,
      );
    }
    f.encodeRequest(req, body);
    const wrapped = new TLWriteBuffer();
    Functions.liteServer_query.encodeRequest({ kind: 'liteServer.query', data: body.build() }, wrapped);

    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Timeout')), timeout);
    });
    try {
      const answer = await Promise.race([this.#dispatch(wrapped.build()), expired]);
      if (answer.length >= 4 && answer.readInt32LE(0) === ERROR_ID) {
        const e = Codecs.liteServer_Error.decode(new TLReadBuffer(answer));
        throw new LiteServerError(e.code, e.message);
      }
      return f.decodeResponse(new TLReadBuffer(answer));
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.emit('close');
  }

  isClosed(): boolean {
    return this.#closed;
  }

  isReady(): boolean {
    return !this.#closed;
  }
}

export function createInProcessEngine(handlers: LiteHandlers, options: DispatchOptions = {}): LiteEngine {
  return new InProcessLiteEngine(handlers, options);
}
