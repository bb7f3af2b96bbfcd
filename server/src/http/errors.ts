/** The one error type handlers and middleware throw; the HTTP status always equals `code`. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
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

/** Maps anything thrown below a handler to the documented error; unknown failures become 500 with their text. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ApiError(500, message || 'internal error');
}
