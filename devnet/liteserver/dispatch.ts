import { TLReadBuffer } from 'ton-tl';
import { LiteErrorCode, LiteServerError } from '../../liteapi/errors.ts';
import { allFunctions, encodeBoxedToBuffer, functionById, type LiteFunctionName } from '../../liteapi/registry.ts';
import { tlConstructorId, tlIdHex } from '../../liteapi/tlId.ts';

export interface LiteHandlerContext {
  /** Seqno from a `liteServer.waitMasterchainSeqno` prefix, when the client sent one. */
  readonly waitSeqno?: number;
}
/** Receives the decoded TL request object and returns the TL answer object (with `kind`). */
export type LiteHandler = (request: any, ctx: LiteHandlerContext) => Promise<any>;
/** Keyed like ton-lite-client's `Functions`, e.g. `liteServer_getMasterchainInfo`. */
export type LiteHandlers = Partial<Record<LiteFunctionName | (string & {}), LiteHandler>>;

export interface LiteLogger {
  error(obj: object, msg: string): void;
}

export interface DispatchOptions {
  /**
   * Resolves once the masterchain reached `seqno`; rejects (ideally with a LiteServerError) when
   * `timeoutMs` passes first. Without it the seqno is only handed to the handler in `ctx`.
   */
  waitForSeqno?: (seqno: number, timeoutMs: number) => Promise<void>;
  logger?: LiteLogger;
}

const ID_QUERY = tlConstructorId('liteServer.query data:bytes = Object');
const ID_QUERY_PREFIX = tlConstructorId('liteServer.queryPrefix = Object');
const ID_WAIT_SEQNO = tlConstructorId('liteServer.waitMasterchainSeqno seqno:int timeout_ms:int = Object');
/** TON waits at most this long for a waitMasterchainSeqno prefix, whatever the client asks. */
const MAX_WAIT_MS = 10_000;

const defaultLogger: LiteLogger = {
  error: (obj, msg) => process.stderr.write(`liteserver: ${msg} ${JSON.stringify(obj)}\n`),
};

function errorAnswer(code: number, message: string): Buffer {
  return encodeBoxedToBuffer({ kind: 'liteServer.error', code, message } as { kind: string });
}

/** TON's TL parser text for a constructor it does not know (code 0, as the liteserver forwards it). */
function unknownConstructor(id: number): LiteServerError {
  return new LiteServerError(LiteErrorCode.parse, `Unknown constructor found 0x${tlIdHex(id)} at 0`);
}

/**
 * Turns the `query` bytes of an `adnl.message.query` (liteServer.query or liteServer.queryPrefix,
 * optionally followed by liteServer.waitMasterchainSeqno, then a lite_api function) into the answer
 * bytes. Never throws: every failure becomes a `liteServer.error`.
 */
export function createDispatcher(
  handlers: LiteHandlers,
  options: DispatchOptions = {},
): (query: Buffer) => Promise<Buffer> {
  const logger = options.logger ?? defaultLogger;
  const known = new Set<string>(allFunctions().map((f) => f.name));
  const unknown = Object.keys(handlers).filter((name) => !known.has(name));
  // A misspelt handler would otherwise only show up as "unknown query" at run time.
  if (unknown.length)
    throw new Error(
      `lite_api: no function named ${unknown.join(', ')} (names look like liteServer_getMasterchainInfo)`,
    );

  async function run(query: Buffer): Promise<Buffer> {
    if (query.length < 4) throw new LiteServerError(LiteErrorCode.parse, 'Not enough data to read at 0');
    let data: Buffer;
    const outer = query.readInt32LE(0);
    if (outer === ID_QUERY) {
      try {
        const r = new TLReadBuffer(query);
        r.readInt32();
        data = r.readBuffer();
      } catch {
        throw new LiteServerError(LiteErrorCode.parse, 'Not enough data to read at 4');
      }
    } else if (outer === ID_QUERY_PREFIX) {
      data = query.subarray(4);
    } else {
      throw unknownConstructor(outer);
    }

    let ctx: LiteHandlerContext = {};
    if (data.length >= 4 && data.readInt32LE(0) === ID_WAIT_SEQNO) {
      if (data.length < 12) throw new LiteServerError(LiteErrorCode.parse, 'Not enough data to read at 4');
      const seqno = data.readInt32LE(4);
      const timeoutMs = Math.max(0, Math.min(data.readInt32LE(8), MAX_WAIT_MS));
      data = data.subarray(12);
      ctx = { waitSeqno: seqno };
      if (options.waitForSeqno) {
        try {
          await options.waitForSeqno(seqno, timeoutMs);
        } catch (err) {
          if (err instanceof LiteServerError) throw err;
          throw new LiteServerError(LiteErrorCode.timeout, 'timeout');
        }
      }
    }

    if (data.length < 4) throw new LiteServerError(LiteErrorCode.parse, 'Not enough data to read at 0');
    const fnId = data.readInt32LE(0);
    const entry = functionById(fnId);
    if (!entry) throw unknownConstructor(fnId);
    let request: unknown;
    try {
      const r = new TLReadBuffer(data);
      r.readInt32();
      request = entry.decodeRequest(r);
    } catch (err) {
      throw new LiteServerError(
        LiteErrorCode.parse,
        `cannot parse ${entry.name.replace('_', '.')}: ${(err as Error).message}`,
      );
    }
    const handler = handlers[entry.name];
    if (!handler) throw new LiteServerError(LiteErrorCode.protoviolation, 'unknown query');
    const answer = await handler(request, ctx);
    return encodeBoxedToBuffer(answer);
  }

  return async (query) => {
    try {
      return await run(query);
    } catch (err) {
      if (err instanceof LiteServerError) return errorAnswer(err.code, err.message);
      logger.error({ err: String((err as Error)?.stack ?? err) }, 'lite query failed');
      return errorAnswer(LiteErrorCode.error, 'internal error');
    }
  };
}
