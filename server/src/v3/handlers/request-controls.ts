// The request-control switches upstream honours (spec/v3 DECISIONS D33): on every index operation the
// `X-No-Address-Book`, `X-No-Metadata` and `X-Timeout` headers and their query twins, on the action lists
// `X-Actions-Version`. They reach a handler as input (a header under its contract name, which wins over the query
// twin), so the answer cache keys on them.
import { ApiError } from '../../http/errors.ts';
import type { V3Deps, V3Handlers } from './types.ts';

interface Controls {
  'X-Actions-Version'?: string;
  supported_action_types?: string[];
  'X-No-Address-Book'?: boolean;
  x_no_address_book?: boolean;
  'X-No-Metadata'?: boolean;
  x_no_metadata?: boolean;
  'X-Timeout'?: number;
  x_timeout?: number;
}

type Handler = (input: Controls, ctx: unknown) => Promise<unknown>;

export function withRequestControls(handlers: V3Handlers, deps: V3Deps): V3Handlers {
  const out: Record<string, Handler> = {};
  for (const [id, handler] of Object.entries(handlers) as Array<[string, Handler]>) {
    const controlled = async (given: Controls, ctx: unknown) => {
      // one supported_action_types value in a header, which replaces the query's (upstream's clients send it)
      const version = given['X-Actions-Version'];
      const input = version === undefined ? given : { ...given, supported_action_types: [version] };
      const budget = input['X-Timeout'] ?? input.x_timeout;
      const result = await (budget !== undefined && budget < deps.db.timeoutMs
        ? withinBudget(handler(input, ctx), budget)
        : handler(input, ctx));
      const noBook = input['X-No-Address-Book'] ?? input.x_no_address_book ?? false;
      const noMetadata = input['X-No-Metadata'] ?? input.x_no_metadata ?? false;
      if ((!noBook && !noMetadata) || !result || typeof result !== 'object' || Array.isArray(result)) return result;
      const answer = { ...(result as Record<string, unknown>) };
      if (noBook && 'address_book' in answer) answer.address_book = {};
      if (noMetadata && 'metadata' in answer) answer.metadata = {};
      return answer;
    };
    // a request without controls (nearly all) reaches its handler with no extra frame
    out[id] = (given, ctx) => (hasControls(given) ? controlled(given, ctx) : handler(given, ctx));
  }
  return out as unknown as V3Handlers;
}

function hasControls(input: Controls): boolean {
  return (
    input['X-Actions-Version'] !== undefined ||
    input['X-Timeout'] !== undefined ||
    input.x_timeout !== undefined ||
    input['X-No-Address-Book'] !== undefined ||
    input.x_no_address_book !== undefined ||
    input['X-No-Metadata'] !== undefined ||
    input.x_no_metadata !== undefined
  );
}

/**
 * The answer, or 504 once `ms` have passed, as a statement over the deployment's timeout answers (D6). The
 * statements keep running until they finish or reach the deployment's statement_timeout; only the answer stops
 * waiting for them.
 */
async function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  work.catch(() => {}); // an outcome after the budget is spent has no one to go to
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(504, 'timeout: context deadline exceeded')), ms);
  });
  try {
    return await Promise.race([work, spent]);
  } finally {
    clearTimeout(timer);
  }
}
