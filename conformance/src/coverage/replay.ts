// What a case covers, from the calls it made, and v2's other transports judged by them: an oracle that proved
// a parameter's meaning over one transport (GET with `seqno=N` answers the state at block N) proves it over
// POST and JSON-RPC too when the same request there answers the same. Each covered request the case made is
// sent again over the transports of its row the case did not use, and must agree with the first answer; a
// disagreement counts only when the first transport, read again, still answers as it did (nothing moved).
import { isDeepStrictEqual } from 'node:util';
import type { CaseInfo } from '../case.ts';
import { exchangeRecord } from '../checks/response.ts';
import type { ApiTarget, Call, Transport } from '../target.ts';
import type { CellRef, CheckResult, Exchange, Operation } from '../types.ts';
import { rowOf } from './cells.ts';

/** One call a case made, as the coverage needs it. */
export interface CaseCall {
  op: Operation;
  call: Call;
  ex: Exchange;
}

/** operation row → parameters the case declares it an oracle for. */
export function declaredCovers(target: ApiTarget, c: CaseInfo): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (opId: string, params: string[]) => {
    const op = target.op(opId);
    const row = op ? rowOf(target, op) : opId;
    const set = out.get(row) ?? new Set<string>();
    for (const p of params) set.add(p);
    out.set(row, set);
  };
  if (Array.isArray(c.covers)) add(c.operationId, c.covers);
  else for (const [opId, params] of Object.entries(c.covers ?? {})) add(opId, params ?? []);
  return out;
}

// A call to the JSON-RPC endpoint itself (its envelope fields as arguments) is the jsonrpc transport too, as
// cells.ts files that endpoint's own fields.
const transportOf = (c: CaseCall): string =>
  c.call.transport === 'jsonrpc' || c.op.extensions['x-jsonrpc-methods']
    ? 'jsonrpc'
    : (c.call.method ?? c.op.method).toLowerCase();

/** A plain call: arguments only, as the contract's transports carry them (not a probe of headers or bodies). */
const plain = (c: CaseCall): boolean =>
  c.call.rawBody === undefined &&
  c.call.method === undefined &&
  !c.call.noApiKey &&
  c.call.apiKey === undefined &&
  !c.call.rateLimitProbe &&
  Object.keys(c.call.headers ?? {}).length === 0;

/** The covered parameters a call set, by its row; empty when it sets none. */
function coveredBy(target: ApiTarget, declared: Map<string, Set<string>>, c: CaseCall): string[] {
  const params = declared.get(rowOf(target, c.op));
  if (!params) return [];
  return Object.keys(c.call.args ?? {}).filter((k) => params.has(k));
}

/** The cells a case's calls cover: each declared parameter it set, on the transport it used. */
export function cellsOf(target: ApiTarget, declared: Map<string, Set<string>>, calls: CaseCall[]): CellRef[] {
  const seen = new Map<string, CellRef>();
  for (const c of calls) {
    if (!plain(c)) continue;
    const row = rowOf(target, c.op);
    for (const parameter of coveredBy(target, declared, c)) {
      const cell = { api: target.api, operation: row, parameter, transport: transportOf(c) };
      seen.set(`${row} ${parameter} ${cell.transport}`, cell);
    }
  }
  return [...seen.values()];
}

/** The operation and transport that carry a v2 row over `t`: GET, the POST twin, or JSON-RPC. */
function carrier(
  target: ApiTarget,
  row: Operation,
  t: Transport,
): { op: Operation; transport?: Transport } | undefined {
  if (t === 'get') return row.method === 'get' ? { op: row } : undefined;
  if (t === 'post') return row.method === 'post' ? { op: row } : target.postTwin(row) && { op: target.postTwin(row)! };
  return target.rpcMethodFor(row) ? { op: row, transport: 'jsonrpc' } : undefined;
}

/** What an answer says, for comparing transports: status, and for a success the result without `@extra`. */
function meaning(ex: Exchange): unknown {
  const body = ex.response.json as Record<string, unknown> | undefined;
  if (ex.response.status !== 200) return { status: ex.response.status, ok: body?.ok };
  return { status: 200, result: body?.result };
}

const MAX_REPLAYS = 8;

/**
 * v2: replays the covered calls of a case over the transports it did not use for them. Returns the checks
 * (column `transports`) and the cells they cover.
 */
export async function replayOverTransports(
  target: ApiTarget,
  c: CaseInfo,
  declared: Map<string, Set<string>>,
  calls: CaseCall[],
  send: (op: Operation, call: Call) => Promise<Exchange>,
): Promise<CheckResult[]> {
  if (target.api !== 'v2') return [];
  const used = new Set(calls.map((x) => `${rowOf(target, x.op)} ${transportOf(x)}`));
  const done = new Set<string>();
  const out: CheckResult[] = [];
  for (const first of calls) {
    if (out.length >= MAX_REPLAYS) break;
    if (!plain(first) || /^send/i.test(first.op.operationId)) continue;
    const params = coveredBy(target, declared, first);
    if (!params.length) continue;
    const rowId = rowOf(target, first.op);
    const row = target.op(rowId);
    if (!row) continue;
    for (const t of ['get', 'post', 'jsonrpc'] as const) {
      if (t === transportOf(first) || used.has(`${rowId} ${t}`)) continue;
      const key = `${rowId} ${t} ${JSON.stringify(first.call.args)}`;
      if (done.has(key)) continue;
      done.add(key);
      const via = carrier(target, row, t);
      if (!via) continue;
      const verdict = await agree(first, () => send(via.op, { args: first.call.args, transport: via.transport }), send);
      out.push({
        check: 'transports',
        name: `case ${c.name} over ${t === 'jsonrpc' ? 'JSON-RPC' : t.toUpperCase()}: ${params.join(', ')}`,
        outcome: verdict.problem === undefined ? (verdict.moved ? 'skipped' : 'pass') : 'fail',
        message:
          verdict.problem ?? (verdict.moved ? 'the answer moved during every comparison (live data)' : undefined),
        exchange: verdict.problem !== undefined && verdict.ex ? exchangeRecord(verdict.ex) : undefined,
        covers:
          verdict.moved && verdict.problem === undefined
            ? undefined
            : params.map((parameter) => ({ api: target.api, operation: rowId, parameter, transport: t })),
      });
    }
  }
  return out;
}

async function agree(
  first: CaseCall,
  other: () => Promise<Exchange>,
  send: (op: Operation, call: Call) => Promise<Exchange>,
): Promise<{ problem?: string; moved?: boolean; ex?: Exchange }> {
  let reference = first.ex;
  for (let round = 0; round < 3; round++) {
    const theirs = await other();
    if (isDeepStrictEqual(meaning(theirs), meaning(reference))) return {};
    const again = await send(first.op, first.call);
    if (isDeepStrictEqual(meaning(again), meaning(reference)))
      return {
        ex: theirs,
        problem: `answers ${JSON.stringify(meaning(theirs)).slice(0, 240)} where ${transportOf(first).toUpperCase()} answers ${JSON.stringify(meaning(reference)).slice(0, 240)}`,
      };
    reference = again;
  }
  return { moved: true };
}
