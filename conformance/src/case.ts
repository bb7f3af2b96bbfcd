// What a semantic case is and what it can do. A case file lives at
// conformance/cases/<api>/<operationId>/<case>.ts and default-exports a CaseDef; every request a case
// makes also gets the response checks, attributed to the operation it called.
import { validArgs } from './args.ts';
import type { Discovered } from './discovery.ts';
import type { ApiTarget, Call, Transport } from './target.ts';
import type { Exchange, Operation } from './types.ts';

export type CaseMode = 'exact' | 'schema-only';

export interface CaseDef {
  description: string;
  /** exact: immutable history, compared value for value; schema-only: moving data */
  mode: CaseMode;
  /** optional capabilities the case needs ('ratelimit', 'send', 'auth', 'local'), switched by the profile */
  tags?: string[];
  /** JSON pointers compare mode ignores for this case's requests */
  ignore?: string[];
  run(ctx: CaseContext): Promise<void>;
}

export interface CaseInfo extends CaseDef {
  api: 'v2' | 'v3';
  operationId: string;
  name: string;
  file: string;
}

/** The contract text a failure violates: a JSON pointer into the spec and, where one applies, a DECISIONS entry ("v3 D5"). */
export interface Clause {
  pointer?: string;
  decision?: string;
}

export class CaseFailure extends Error {
  override name = 'CaseFailure';
  constructor(
    message: string,
    readonly clause?: Clause,
  ) {
    super(message);
  }
}
export class CaseSkip extends Error {
  override name = 'CaseSkip';
}

export function fail(message: string, clause?: Clause): never {
  throw new CaseFailure(message, clause);
}
export function skip(reason: string): never {
  throw new CaseSkip(reason);
}
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) fail(message);
}

export interface CaseOptions {
  network: string;
  /** genesis wallets of the local network (only with --network local) */
  accountsFile?: string;
  apiKey?: string;
}

export interface CaseContext {
  target: ApiTarget;
  /** the other API version, for cross-version cases */
  other?: ApiTarget;
  op: Operation;
  data: Discovered;
  options: CaseOptions;
  /** calls an operation (this case's by default), records the exchange for the response checks */
  call(call?: Call & { operationId?: string }): Promise<Exchange>;
  /** calls an operation on the other API version */
  callOther(operationId: string, call?: Call): Promise<Exchange>;
  /** the plain valid arguments for an operation, skipping the case when the target gave no data */
  args(operationId?: string): Record<string, unknown>;
  /** `result` of a v2 envelope or the body of a v3 response, failing unless HTTP 200 */
  ok(ex: Exchange): any;
  transports(): Transport[];
}

export function okBody(api: 'v2' | 'v3', ex: Exchange): any {
  const r = ex.response;
  if (r.status !== 200)
    fail(
      `expected HTTP 200 from ${ex.request.method} ${ex.request.url}, got ${r.status || r.networkError}: ${r.text.slice(0, 300)}`,
    );
  const body = r.json as Record<string, unknown> | undefined;
  if (api === 'v2') {
    if (body?.ok !== true) fail(`expected ok:true, got ${r.text.slice(0, 300)}`);
    return body.result;
  }
  return body;
}

export function argsFor(_target: ApiTarget, op: Operation, data: Discovered): Record<string, unknown> {
  const { args, missing } = validArgs(op, data);
  if (missing.length > 0) skip(`no value discovered on the target for ${missing.join(', ')} of ${op.operationId}`);
  return args;
}

/** A genesis account of the local network by kind ('wallet', 'jetton-minter', 'nft-item'…), or a skip. */
export function localAccount(ctx: CaseContext, kind: string, nth = 0): import('../../devnet/wallets.ts').LocalAccount {
  const list = ctx.data.local.filter((a) => a.kind === kind);
  if (!list.length) skip(`needs a ${kind} of the local network: run with --network local and --accounts`);
  return list.at(nth)!;
}

/** The `result` of a call to an operation of the other API version (v2 from a v3 case), failing unless it succeeded. */
export async function otherOk(ctx: CaseContext, operationId: string, args: Record<string, unknown> = {}): Promise<any> {
  if (!ctx.other) skip("needs the other API version's URL (--v2 and --v3)");
  return okBody(ctx.other.api, await ctx.callOther(operationId, { args }));
}

/** The busiest account discovered on the target, or a skip saying the target has no history to find one in. */
export function discoveredAccount(ctx: CaseContext, nth = 0): string {
  const a = ctx.data.accounts[nth];
  if (!a) skip('no account discovered on the target (no transactions found): the case needs one that exists');
  return a;
}
