// What a semantic case is and what it can do. A case file lives at
// conformance/cases/<api>/<operationId>/<case>.ts and default-exports a CaseDef; every request a case
// makes also gets the response checks, attributed to the operation it called.
import { validArgs } from './args.ts';
import type { Discovered } from './discovery.ts';
import type { ApiTarget, Call, Transport } from './target.ts';
import type { operations as V2Operations } from '../../generated/v2/types.ts';
import type { operations as V3Operations } from '../../generated/v3/types.ts';
import type { Exchange, Operation } from './types.ts';

type Api = 'v2' | 'v3';
interface Operations {
  v2: V2Operations;
  v3: V3Operations;
}
/** The operation ids of an API's contract. */
export type OperationOf<A extends Api> = keyof Operations[A] & string;
type Other<A extends Api> = A extends 'v2' ? 'v3' : 'v2';
type AnyOperation = OperationOf<'v2'> | OperationOf<'v3'>;

type Json200<T> = T extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : unknown;
type Result<T> = NonNullable<T extends { result?: infer R } ? R : never>;
/**
 * What `ctx.ok` gives for an exchange with operation O of API A: the typed 200 body (v2: the envelope's
 * `result`) of the generated operation; `unknown` for an operation the type does not name (a helper shared
 * by many operations reads such a body through the guards of values.ts).
 */
export type OkBody<A extends Api, O extends string> = string extends O
  ? unknown
  : O extends OperationOf<A>
    ? A extends 'v2'
      ? Result<Json200<Operations[A][O]>>
      : Json200<Operations[A][O]>
    : unknown;

/** An exchange with the operation it called, so `ctx.ok` knows which body it holds (a type-only mark). */
export interface OperationExchange<O extends string> extends Exchange {
  readonly operation?: O;
}

export type CaseMode = 'exact' | 'schema-only';

/**
 * A case. `satisfies CaseDef<'v3', 'getTraces'>` names the case's own API and operation, so the bodies
 * `ctx.ok` returns are the generated types of the operations it calls.
 */
export interface CaseDef<A extends Api = Api, O extends string = string> {
  description: string;
  /** exact: immutable history, compared value for value; schema-only: moving data */
  mode: CaseMode;
  /** optional capabilities the case needs ('ratelimit', 'send', 'auth', 'local'), switched by the profile */
  tags?: string[];
  /** JSON pointers compare mode ignores for this case's requests */
  ignore?: string[];
  /**
   * The parameters this case is a semantic oracle for (the coverage matrix): it proves that each changes the
   * answer the way its description says, against data the suite knows on its own (what it sent, what the chain
   * says), never by the server's word alone. Names of this case's operation's parameters, or per operationId
   * of the same API. A cell (operation, parameter, transport) counts as covered once the case ran, passed or
   * failed, and called that operation over that transport with the parameter set; on v2 the calls are also
   * replayed over the other transports and must agree (src/coverage/replay.ts).
   */
  covers?: string[] | Partial<Record<string, string[]>>;
  run(ctx: CaseContext<A, O>): Promise<void>;
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

export interface CaseContext<A extends Api = Api, O extends string = string> {
  target: ApiTarget;
  /** the other API version, for cross-version cases */
  other?: ApiTarget;
  op: Operation;
  data: Discovered;
  options: CaseOptions;
  /** calls an operation (this case's by default), records the exchange for the response checks */
  call<P extends AnyOperation>(call: Call & { operationId: P }): Promise<OperationExchange<P>>;
  call(call?: Call): Promise<OperationExchange<O>>;
  call(call: Call & { operationId?: string }): Promise<OperationExchange<string>>;
  /** calls an operation on the other API version */
  callOther<P extends OperationOf<Other<A>>>(operationId: P, call?: Call): Promise<OperationExchange<P>>;
  /** the plain valid arguments for an operation, skipping the case when the target gave no data */
  args(operationId?: string): Record<string, unknown>;
  /** `result` of a v2 envelope or the body of a v3 response, failing unless HTTP 200 */
  ok<P extends string>(ex: OperationExchange<P>): OkBody<A, P>;
  transports(): Transport[];
  /**
   * A fact computed once per run and shared by every case that asks for it by `key` (a transfer the suite
   * sent and what the chain then said): the first case to ask computes it, the others wait for the same answer.
   */
  once<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export function okBody(api: 'v2' | 'v3', ex: Exchange): unknown {
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
export async function otherOk<A extends Api, P extends OperationOf<Other<A>>>(
  ctx: CaseContext<A>,
  operationId: P,
  args: Record<string, unknown> = {},
): Promise<OkBody<Other<A>, P>> {
  if (!ctx.other) skip("needs the other API version's URL (--v2 and --v3)");
  // the response checks judge this body by the operation's schema; a case reads it as that schema says
  return okBody(ctx.other.api, await ctx.callOther(operationId, { args })) as OkBody<Other<A>, P>;
}

/** The busiest account discovered on the target, or a skip saying the target has no history to find one in. */
export function discoveredAccount(ctx: CaseContext, nth = 0): string {
  const a = ctx.data.accounts[nth];
  if (!a) skip('no account discovered on the target (no transactions found): the case needs one that exists');
  return a;
}
