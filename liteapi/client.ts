/**
 * Client helpers over any ton-lite-client `LiteEngine`: call every lite_api function (including the
 * ones ton-lite-client lacks) by name with typed request and answer, and keep liteServer.error codes.
 */
import { LiteSingleEngine, type LiteEngine } from 'ton-lite-client';
import { TLReadBuffer, TLWriteBuffer, type TLFunction } from 'ton-tl';
import { LiteServerError } from './errors.ts';
import { Codecs } from './schema.ts';
import {
  constructorId,
  LiteFunctions,
  type LiteFunctionName,
  type LiteRequest,
  type LiteResponse,
} from './registry.ts';

export interface LiteQueryOptions {
  /** Milliseconds; ton-lite-client's default is 5000. */
  timeout?: number;
  /** Ask the server to wait until the masterchain reaches this seqno before answering. */
  awaitSeqno?: number;
}

/** Call a lite_api function by its ton-lite-client name, e.g. `liteQuery(engine, 'liteServer_getOutMsgQueueSizes', {...})`. */
export function liteQuery<N extends LiteFunctionName>(
  engine: LiteEngine,
  name: N,
  request: LiteRequest<N>,
  options?: LiteQueryOptions,
): Promise<LiteResponse<N>> {
  const f = LiteFunctions[name] as TLFunction<LiteRequest<N>, LiteResponse<N>>;
  return engine.query(f, request, options);
}

/** True for the error ton-lite-client raises when its own per-query timer fires. */
export function isLiteClientTimeout(err: unknown): boolean {
  return err instanceof Error && !(err instanceof LiteServerError) && err.message === 'Timeout';
}

const ERROR_ID = constructorId('liteServer.error')!;
/** Prefix of a rewritten error message; a control character no liteserver text starts with. */
const CODED = '\u0001liteServer.error:';

/** Re-encode a liteServer.error answer so its message also carries the code. */
function carryCode(payload: Buffer): Buffer {
  if (payload.length < 40) return payload;
  try {
    const msg = Codecs.adnl_Message.decode(new TLReadBuffer(payload));
    if (msg.kind !== 'adnl.message.answer' || msg.answer.length < 4 || msg.answer.readInt32LE(0) !== ERROR_ID)
      return payload;
    const err = Codecs.liteServer_Error.decode(new TLReadBuffer(msg.answer));
    const answer = new TLWriteBuffer();
    Codecs.liteServer_Error.encode(
      { kind: 'liteServer.error', code: err.code, message: `${CODED}${err.code}:${err.message}` },
      answer,
    );
    const w = new TLWriteBuffer();
    Codecs.adnl_Message.encode({ kind: 'adnl.message.answer', queryId: msg.queryId, answer: answer.build() }, w);
    return w.build();
  } catch {
    return payload;
  }
}

function uncarryCode(err: unknown): unknown {
  if (!(err instanceof Error) || !err.message.startsWith(CODED)) return err;
  const rest = err.message.slice(CODED.length);
  const colon = rest.indexOf(':');
  return new LiteServerError(Number(rest.slice(0, colon)), rest.slice(colon + 1));
}

/**
 * ton-lite-client's LiteSingleEngine, except that
 * - a liteServer.error rejects with a `LiteServerError` carrying the server's code (the stock engine keeps only
 *   the message, and the code is what tells "not in db" from a failure);
 * - a failed connection attempt is retried after `reconnectTimeout`, like a dropped connection. The stock
 *   engine closes itself on a socket error (a refused connect while the liteserver restarts) and tries again
 *   only 30 s later, so a liteserver that was back within a second stayed unused for half a minute; and its
 *   30 s timer would reopen an engine its owner had closed meanwhile.
 * Transport and query timeouts are otherwise unchanged.
 */
export class CodedLiteSingleEngine extends LiteSingleEngine {
  private ownerClosed = false;
  /** a socket is open or being opened; a second connect() meanwhile would leave one behind */
  private live = true;
  private retry: NodeJS.Timeout | undefined;

  constructor(args: ConstructorParameters<typeof LiteSingleEngine>[0]) {
    super(args); // connects
    // onData and connect are looked up on `this` at each frame and by the stock reconnect timers.
    const self = this as unknown as { onData: (data: Buffer) => void; connect: () => void };
    const original = self.onData;
    self.onData = (data: Buffer) => original(carryCode(data));
    const stockConnect = (LiteSingleEngine.prototype as unknown as { connect: () => void }).connect;
    self.connect = () => {
      if (this.ownerClosed) return super.close(); // the stock 30 s timer after the owner closed the engine
      if (this.live) return; // already connected or connecting again
      this.live = true;
      stockConnect.call(this);
    };
    const retryMs = args.reconnectTimeout ?? 10_000;
    this.on('close', () => {
      this.live = false; // the stock engine reconnects after reconnectTimeout
    });
    this.on('error', () => {
      // the stock error path called close() before emitting: that was not the owner
      this.live = false;
      this.ownerClosed = false;
      clearTimeout(this.retry);
      this.retry = setTimeout(() => {
        if (!this.ownerClosed && !this.live) self.connect();
      }, retryMs).unref();
    });
  }

  override close(): void {
    this.ownerClosed = true;
    clearTimeout(this.retry);
    super.close();
  }

  override async query<REQ, RES>(f: TLFunction<REQ, RES>, req: REQ, args?: LiteQueryOptions): Promise<RES> {
    try {
      return await super.query(f, req, args);
    } catch (err) {
      throw uncarryCode(err);
    }
  }
}

/** Connect to one liteserver and resolve once the ADNL handshake is done. */
export async function connectLiteServer(
  endpoint: { url: string; publicKey: Buffer },
  readyTimeoutMs = 10_000,
): Promise<CodedLiteSingleEngine> {
  const engine = new CodedLiteSingleEngine({ host: endpoint.url, publicKey: endpoint.publicKey });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      engine.close();
      reject(new Error(`liteserver ${endpoint.url}: no handshake within ${readyTimeoutMs} ms`));
    }, readyTimeoutMs);
    engine.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return engine;
}
