/** The one error type handlers and middleware throw; the HTTP status always equals `code`. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** a 5xx whose text is meant for the client (a liteserver's answer, an operator condition); other 5xx texts are never shown */
    readonly expose = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Not Found') => new ApiError(404, what);

/** What a partially implemented server answers for an operation it does not serve yet. */
export function notImplemented(operationId: string): never {
  throw new ApiError(501, `${operationId} is not implemented`);
}

/** The text of a 500 that was not meant to happen: the request id leads the operator to the logged detail. */
export const internalErrorText = (requestId?: string) =>
  requestId ? `internal error (request ${requestId})` : 'internal error';

/**
 * Maps anything thrown below a handler to the documented error. A failure nobody anticipated (any
 * non-ApiError, or a 500 not marked `expose`) is 500 "internal error" with the request id; its own text
 * (stack, SQL, file paths, library messages) goes to the log only.
 */
export function toApiError(err: unknown, requestId?: string): ApiError {
  if (err instanceof ApiError && (err.code !== 500 || err.expose)) return err;
  return new ApiError(500, internalErrorText(requestId));
}
