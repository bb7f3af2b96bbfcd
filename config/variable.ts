import type { Kind } from './parse.ts';

/**
 * The programs that read the environment: the server (server/bin/server.ts), the indexer's CLI
 * (indexer/bin/indexer.ts), `make run` (tools/run.ts), the contract mock (server/bin/mock.ts), and the test suite.
 */
export type Program = 'server' | 'indexer' | 'run' | 'mock' | 'tests';

/** One environment variable: what it holds, who reads it, what it is without a value, and why one sets it. */
export interface Variable<
  T,
  R extends readonly Program[] = readonly Program[],
  F extends Partial<Record<Program, unknown>> = Partial<Record<Program, unknown>>,
> {
  readonly kind: Kind<NonNullable<T>>;
  readonly readBy: R;
  /** the value when the variable is unset or empty */
  readonly fallback: T;
  /** another fallback for some programs, e.g. `make run` logs less than a server started by hand */
  readonly fallbackFor?: F;
  /** the table's default, when the value alone would not say it (computed elsewhere, or none) */
  readonly defaultText?: string;
  readonly description: string;
}

interface About<R extends readonly Program[], F> {
  readBy: R;
  description: string;
  fallbackFor?: F;
  defaultText?: string;
}

/** A variable with a value even when unset. */
export function setting<
  T extends {},
  const R extends readonly Program[],
  const F extends Partial<Record<Program, NoInfer<T>>> = Record<never, never>,
>(kind: Kind<T>, fallback: NoInfer<T>, about: About<R, F>): Variable<T, R, F> {
  return { kind, fallback, ...about };
}

/**
 * A variable that may stay unset: the program then does without (no index, no Redis) or decides (`defaultText`);
 * a program named in `fallbackFor` always has a value.
 */
export function optional<
  T extends {},
  const R extends readonly Program[],
  const F extends Partial<Record<Program, NoInfer<T>>> = Record<never, never>,
>(kind: Kind<T>, about: About<R, F> & { defaultText: string }): Variable<T | undefined, R, F> {
  return { kind, fallback: undefined, ...about };
}
