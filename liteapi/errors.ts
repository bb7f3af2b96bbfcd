/**
 * Errors a liteserver returns as `liteServer.error code:int message:string`.
 *
 * Codes used by TON's liteserver (validator/impl/liteserver.cpp, common/errorcode.h):
 *
 * | code | TON name        | when                                                                  |
 * |------|-----------------|-----------------------------------------------------------------------|
 * | -400 | (default)       | `fatal_error(msg)` of a query: "cannot load block", bad arguments, …  |
 * | -503 | (query alarm)   | the query ran past its own deadline: message "timeout"                |
 * |    0 | (TL parser)     | the request could not be parsed: "Unknown constructor found …"        |
 * |  601 | failure         |                                                                       |
 * |  602 | error           | generic error                                                         |
 * |  603 | warning         |                                                                       |
 * |  621 | protoviolation  | a known TL function the server does not serve: "unknown query"        |
 * |  651 | notready        | block/state not (yet) known: "not in db", "block is not applied", …   |
 * |  652 | timeout         | waitMasterchainSeqno deadline passed before the seqno was reached     |
 * |  653 | cancelled       |                                                                       |
 *
 * tonlib turns a liteServer.error into the text `LITE_SERVER_<NAME>: <message>` (NAME from the
 * table above, UNKNOWN for any other code); toncenter's v2 answers carry that text, see
 * `tonlibErrorText`.
 */
export const LiteErrorCode = {
  queryFailed: -400,
  queryTimeout: -503,
  parse: 0,
  failure: 601,
  error: 602,
  warning: 603,
  protoviolation: 621,
  notready: 651,
  timeout: 652,
  cancelled: 653,
} as const;

const tonlibNames: Record<number, string> = {
  601: 'FAILURE',
  602: 'ERROR',
  603: 'WARNING',
  621: 'PROTOVIOLATION',
  651: 'NOTREADY',
  652: 'TIMEOUT',
  653: 'CANCELLED',
};

export class LiteServerError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'LiteServerError';
    this.code = code;
  }

  /** A block, state or transaction the server does not have (TON: ErrorCode::notready). */
  static notReady(message = 'not in db'): LiteServerError {
    return new LiteServerError(LiteErrorCode.notready, message);
  }

  /** A query that cannot be answered as asked (TON's default fatal_error code). */
  static failed(message: string): LiteServerError {
    return new LiteServerError(LiteErrorCode.queryFailed, message);
  }

  /** The text tonlib (and so toncenter v2) shows for this error. */
  get tonlibText(): string {
    return tonlibErrorText(this.code, this.message);
  }
}

export function tonlibErrorText(code: number, message: string): string {
  return `LITE_SERVER_${tonlibNames[code] ?? 'UNKNOWN'}: ${message}`;
}

/**
 * No liteserver of a pool answered within the request's deadline (every one unreachable or past its own
 * deadline). The message is the text tonlib shows for it; the HTTP server answers it with 504.
 */
export class LitePoolTimeoutError extends Error {
  static readonly MESSAGE = 'LITE_SERVER_NETWORK timeout';

  constructor() {
    super(LitePoolTimeoutError.MESSAGE);
    this.name = 'LitePoolTimeoutError';
  }
}
