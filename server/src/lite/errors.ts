// The one place a liteserver's error answer becomes an HTTP status (v2 D28). Every operation that reads
// through the liteserver documents these statuses, so a block, shard or workchain the liteserver does
// not know is the client's 404 or 422, never the server's 500.
import { LiteErrorCode, LitePoolTimeoutError, LiteServerError } from '../../../liteapi/errors.ts';
import { ApiError } from '../http/errors.ts';

/**
 * HTTP status of a `liteServer.error` code:
 * - 651 notready (`not in db`, `block not found`, `shard not found`, block not applied): what the request
 *   names is not there (yet) → 404;
 * - -400 (the query's fatal_error: cannot do this with these arguments), 0 (a query or an external
 *   message the liteserver could not parse or apply) and 621 (a query it does not serve as asked) → 422;
 * - 652 and -503 (the liteserver's own deadline): the pool tries another liteserver, and when none
 *   answers in time → 504;
 * - anything else (601 failure, 602 error, 603, 653, unknown codes) → 500 with the liteserver's text.
 */
export function liteStatus(code: number): number {
  switch (code) {
    case LiteErrorCode.notready:
      return 404;
    case LiteErrorCode.queryFailed:
    case LiteErrorCode.parse:
    case LiteErrorCode.protoviolation:
      return 422;
    case LiteErrorCode.timeout:
    case LiteErrorCode.queryTimeout:
      return 504;
    default:
      return 500;
  }
}

/** A liteserver's error answer as the API's error: the status above, tonlib's text, and the code kept for callers. */
export class LiteAnswerError extends ApiError {
  constructor(
    readonly liteCode: number,
    message: string,
  ) {
    super(liteStatus(liteCode), message, true);
  }
}

/** The text of the 504 when no liteserver of the pool answered in time (tonlib's). */
export const TIMEOUT_MESSAGE = LitePoolTimeoutError.MESSAGE;

/** Anything a liteserver query threw, as the API error to answer with. */
export function fromLiteError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof LitePoolTimeoutError) return new ApiError(504, TIMEOUT_MESSAGE);
  if (err instanceof LiteServerError) return new LiteAnswerError(err.code, err.tonlibText);
  // not a liteServer.error: the client library failed on something it was given; the caller logs it, the
  // client sees an internal error
  return new ApiError(500, `liteserver query failed: ${err instanceof Error ? err.message : String(err)}`);
}

/** The liteserver does not have the block, state or transaction asked for (code 651). */
export const isNotInDb = (err: unknown): boolean =>
  (err instanceof LiteServerError && err.code === LiteErrorCode.notready) ||
  (err instanceof LiteAnswerError && err.liteCode === LiteErrorCode.notready);
