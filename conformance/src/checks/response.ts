// The checks every response gets, whatever case produced it: no server error, documented status,
// documented content type, body valid against the documented schema, documented error envelope.
import { excerpt } from '../http.ts';
import { documentedResponse } from '../spec/operations.ts';
import type { SchemaValidator } from '../spec/validator.ts';
import type { CheckResult, Exchange, Operation } from '../types.ts';

export const RESPONSE_CHECKS = [
  'not-a-server-error',
  'status-documented',
  'content-type',
  'response-schema',
  'error-envelope',
] as const;

export function exchangeRecord(ex: Exchange): CheckResult['exchange'] {
  return {
    request: ex.request,
    response: ex.response.networkError
      ? { status: 0, contentType: '', body: `network error: ${ex.response.networkError}` }
      : { status: ex.response.status, contentType: ex.response.contentType, body: excerpt(ex.response.text) },
  };
}

function result(check: string, name: string, ex: Exchange, failure: string | undefined): CheckResult {
  return failure === undefined
    ? { check, name, outcome: 'pass' }
    : { check, name, outcome: 'fail', message: failure, exchange: exchangeRecord(ex) };
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

function mediaMatches(actual: string, documented: string): boolean {
  const d = documented.toLowerCase();
  if (d === '*/*' || d === actual) return true;
  if (d.endsWith('/*')) return actual.startsWith(d.slice(0, -1));
  return false;
}

/** Error envelope: v2 `{ok:false, code, error}` with HTTP status = code; v3 `{code, error}`. */
export function envelopeProblem(api: Operation['api'], status: number, body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'error body is not a JSON object';
  const b = body as Record<string, unknown>;
  if (typeof b.error !== 'string' || b.error.length === 0) return '`error` is not a non-empty string';
  if (typeof b.code !== 'number') return '`code` is not a number';
  if (b.code !== status) return `\`code\` ${String(b.code)} differs from HTTP status ${status}`;
  if (api === 'v2' && b.ok !== false) return '`ok` is not false';
  return undefined;
}

/**
 * Runs the response checks on one exchange. `name` says which request it was (for the report).
 * `schemaOp` is the operation whose documented responses apply (the target of a JSON-RPC call).
 */
export function checkResponse(op: Operation, ex: Exchange, name: string, validator: SchemaValidator): CheckResult[] {
  const res = ex.response;
  const out: CheckResult[] = [];
  if (res.networkError) {
    out.push(result('not-a-server-error', name, ex, `no HTTP response: ${res.networkError}`));
    return out;
  }
  out.push(result('not-a-server-error', name, ex, res.status >= 500 ? `HTTP ${res.status}` : undefined));
  const documented = documentedResponse(op, res.status);
  out.push(
    result(
      'status-documented',
      name,
      ex,
      documented
        ? undefined
        : `HTTP ${res.status} is not documented for ${op.operationId} (documented: ${Object.keys(op.responses).join(', ')})`,
    ),
  );
  if (!documented) return out;
  const media = mediaType(res.contentType);
  const documentedMedia = Object.keys(documented.spec.content);
  if (documentedMedia.length > 0) {
    const match = documentedMedia.find((d) => mediaMatches(media, d));
    out.push(
      result(
        'content-type',
        name,
        ex,
        match
          ? undefined
          : `content type "${res.contentType || '(none)'}" is not documented (documented: ${documentedMedia.join(', ')})`,
      ),
    );
    const schema = match ? documented.spec.content[match] : undefined;
    if (schema !== undefined && media.includes('json')) {
      if (res.jsonError !== undefined || res.json === undefined) {
        out.push(result('response-schema', name, ex, `body is not JSON: ${res.jsonError ?? 'empty body'}`));
      } else {
        const verdict = validator.validate(schema, res.json);
        out.push(
          result(
            'response-schema',
            name,
            ex,
            verdict.valid
              ? undefined
              : `body does not match the ${documented.key} schema: ${verdict.errors.join('; ')}`,
          ),
        );
      }
    }
  }
  if (res.status >= 400) {
    out.push(
      result(
        'error-envelope',
        name,
        ex,
        res.jsonError !== undefined
          ? `error body is not JSON: ${res.jsonError}`
          : envelopeProblem(op.api, res.status, res.json),
      ),
    );
  }
  return out;
}
