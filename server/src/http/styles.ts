import type { ApiName } from '../../../contract/index.ts';
import { ApiError } from './errors.ts';
import { errorBody, successBody, type ExtraInfo, type RpcEcho } from './envelope.ts';

/** How one API shapes its answers and treats input the operation does not declare. */
export interface ApiStyle {
  api: ApiName;
  success(result: unknown, info: ExtraInfo, rpc?: RpcEcho): unknown;
  /** the body of an error answer; `error.code` is already the final HTTP status */
  error(error: ApiError, info: ExtraInfo, rpc?: RpcEcho): Record<string, unknown>;
  /** the status a thrown error is answered with (v3 has no 400: a malformed request is 422) */
  status(code: number): number;
  /** v2 D4 and v3 D3: unknown query keys are ignored; a strict v3 deployment answers them 422 */
  unknownQuery: 'ignore' | 'reject';
}

/** API v2: `{ok, result, @extra}` and `{ok: false, code, error, @extra}` (v2 D1, D2). */
export const v2Style: ApiStyle = {
  api: 'v2',
  success: successBody,
  error: errorBody,
  status: (code) => code,
  unknownQuery: 'ignore',
};

/** API v3: the bare result, errors `{code, error}` (v3 D1); malformed input is 422 (v3 D2). */
export const v3Style: ApiStyle = {
  api: 'v3',
  success: (result) => result,
  error: (error) => ({ code: error.code, error: error.message }),
  status: (code) => (code === 400 ? 422 : code),
  unknownQuery: 'ignore',
};

export function styleOf(api: ApiName): ApiStyle {
  return api === 'v3' ? v3Style : v2Style;
}

/** The error as this API answers it: status mapped, code kept equal to the status. */
export function styledError(style: ApiStyle, error: ApiError): ApiError {
  const status = style.status(error.code);
  return status === error.code ? error : new ApiError(status, error.message);
}
