// Everything the suite does for one operation: reachability (a valid call), the unsupported-method
// probe, transports agreement (v2), semantic cases, negative fuzzing and compare mode.
import { validArgs } from './args.ts';
import {
  CaseFailure,
  CaseSkip,
  okBody,
  argsFor,
  type CaseContext,
  type CaseInfo,
  type CaseOptions,
  type OkBody,
  type OperationExchange,
} from './case.ts';
import { checkResponse, envelopeProblem, exchangeRecord } from './checks/response.ts';
import { diffJson, replayAt } from './compare.ts';
import type { Discovered } from './discovery.ts';
import { cellsOf, declaredCovers, replayOverTransports, type CaseCall } from './coverage/replay.ts';
import { boundaryFuzz } from './fuzz/boundary.ts';
import { fuzzOperation } from './fuzz/negative.ts';
import { protocolChecks } from './checks/protocol.ts';
import { isSendOperation } from './checks/protocol-support.ts';
import { addressBookProblem } from './checks/address-forms.ts';
import { missingTags, type Profile } from './profile.ts';
import { documentedResponse } from './spec/operations.ts';
import { operationPointer } from './spec/pointers.ts';
import type { ApiTarget, Call } from './target.ts';
import type { CheckResult, Exchange, Operation, OperationResult, Outcome } from './types.ts';

export interface OperationRunOptions extends CaseOptions {
  profile: Profile;
  seed: number;
  fuzzRuns: number;
  compareTo: Record<string, string[]>;
  onlyCase?: RegExp;
  /** a key the deployment issued for another network (the 403 check) */
  otherNetworkKey?: string;
  /** facts established once per run and shared by the cases (ctx.once) */
  shared?: Map<string, Promise<unknown>>;
}

interface Recorded {
  op: Operation;
  ex: Exchange;
  name: string;
  exact: boolean;
  ignore: string[];
}

function sendSafeArgs(op: Operation, args: Record<string, unknown>): Record<string, unknown> {
  if (!isSendOperation(op)) return args;
  const out = { ...args };
  for (const k of Object.keys(out)) if (/boc/i.test(k)) out[k] = '';
  return out;
}

/** Names the clause a failed response check violates: the documented response (or the list of them) of the operation. */
function withClauses(op: Operation, ex: Exchange, checks: CheckResult[]): CheckResult[] {
  const base = operationPointer(op);
  const documented = documentedResponse(op, ex.response.status);
  for (const c of checks) {
    if (c.outcome !== 'fail' || c.clause) continue;
    if (c.check === 'status-documented' || c.check === 'not-a-server-error')
      c.clause = { pointer: `${base}/responses`, ...(op.api === 'v3' ? { decision: 'v3 D2' } : {}) };
    else if (documented)
      c.clause = {
        pointer: `${base}/responses/${documented.key}${c.check === 'content-type' ? '/content' : ''}`,
        ...(c.check === 'error-envelope' && op.api === 'v3' ? { decision: 'v3 D1' } : {}),
      };
  }
  return checks;
}

function aggregate(checks: CheckResult[]): Outcome {
  if (checks.some((c) => c.outcome === 'fail')) return 'fail';
  if (checks.some((c) => c.outcome === 'pass')) return 'pass';
  if (checks.length && checks.every((c) => c.outcome === 'not-implemented')) return 'not-implemented';
  return 'skipped';
}

/** Folds many passing response checks into one line per check; keeps every failure. */
function fold(results: CheckResult[]): CheckResult[] {
  const passes = new Map<string, number>();
  const out: CheckResult[] = [];
  const failures = new Set<string>();
  for (const r of results) {
    if (
      r.outcome === 'pass' &&
      !r.covers &&
      !['case', 'negative-fuzz', 'boundary-fuzz', 'transports', 'unsupported-method', 'compare'].includes(r.check)
    ) {
      passes.set(r.check, (passes.get(r.check) ?? 0) + 1);
      continue;
    }
    const key = `${r.check}|${r.name}|${r.message}`;
    if (r.outcome === 'fail' && failures.has(key)) continue;
    failures.add(key);
    out.push(r);
  }
  for (const [check, n] of passes) out.push({ check, name: `${n} response${n === 1 ? '' : 's'}`, outcome: 'pass' });
  return out;
}

/** Whether the request asked for no address book (v3 D33: `X-No-Address-Book`, else `x_no_address_book`). */
function bookDeclined(ex: Exchange): boolean {
  const header = Object.entries(ex.request.headers).find(([k]) => k.toLowerCase() === 'x-no-address-book')?.[1];
  const value = header ?? new URL(ex.request.url, 'http://target').searchParams.get('x_no_address_book');
  return value === 'true' || value === '1';
}

export async function runOperation(
  target: ApiTarget,
  other: ApiTarget | undefined,
  op: Operation,
  cases: CaseInfo[],
  data: Discovered,
  o: OperationRunOptions,
): Promise<OperationResult> {
  const results: CheckResult[] = [];
  const recorded: Recorded[] = [];
  const base: OperationResult = {
    api: target.api,
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    outcome: 'skipped',
    checks: [],
  };
  const record = (calledOp: Operation, ex: Exchange, name: string, exact = false, ignore: string[] = []): Exchange => {
    recorded.push({ op: calledOp, ex, name, exact, ignore });
    results.push(...withClauses(calledOp, ex, checkResponse(calledOp, ex, name, target.validator)));
    if (target.api === 'v3' && ex.response.status === 200 && !bookDeclined(ex)) {
      const missingBook = addressBookProblem(ex.response.json);
      results.push({
        check: 'address-forms',
        name: `address_book complete (${name})`,
        outcome: missingBook ? 'fail' : 'pass',
        message: missingBook,
        exchange: missingBook ? exchangeRecord(ex) : undefined,
      });
    }
    return ex;
  };

  // Reachability: a plain valid call. Only the contract's own answer for "not served here" (501 with the error
  // envelope: v2 D26, v3 D12) or the profile makes an operation "not implemented": a 404 or 405 is judged like
  // any other answer (undocumented → a failure), so a server cannot hide an operation behind its router.
  const { args, missing } = validArgs(op, data);
  const probeArgs = sendSafeArgs(op, args);
  const probe = await target.call(op, { args: probeArgs });
  if (probe.response.status === 501 && documentedResponse(op, 501)) {
    const envelope = envelopeProblem(op.api, 501, probe.response.json);
    return {
      ...base,
      outcome: envelope ? 'fail' : 'not-implemented',
      checks: [
        {
          check: envelope ? 'error-envelope' : 'route',
          name: 'a valid call answered 501',
          outcome: envelope ? 'fail' : 'not-implemented',
          message: envelope
            ? `501 without the error envelope: ${envelope}`
            : `the server says it does not serve ${op.operationId} (501: ${String((probe.response.json as { error?: unknown }).error).slice(0, 200)})`,
          exchange: exchangeRecord(probe),
        },
      ],
    };
  }
  record(
    op,
    probe,
    missing.length ? `call with partial arguments (no data for ${missing.join(', ')})` : 'valid call',
    false,
  );

  // Unsupported method: a method the path does not document gets 405 (or 404 when the spec says so).
  const unsupported = (['put', 'delete', 'patch'] as const).find((m) => !op.pathMethods.includes(m));
  if (unsupported && op.method === op.pathMethods[0]) {
    const ex = await target.call(op, { method: unsupported, args: probeArgs });
    const allowed = op.responses['405'] ? [405] : op.responses['404'] ? [404, 405] : [405, 404];
    const ok = allowed.includes(ex.response.status);
    results.push({
      check: 'unsupported-method',
      name: `${unsupported.toUpperCase()} ${op.path}`,
      outcome: ok ? 'pass' : 'fail',
      message: ok
        ? undefined
        : `${unsupported.toUpperCase()} answered ${ex.response.status}, expected ${allowed.join(' or ')}`,
      exchange: ok ? undefined : exchangeRecord(ex),
    });
    if (ex.response.status >= 400 && ex.response.status < 500 && ex.response.json !== undefined) {
      results.push(
        ...checkResponse(op, ex, `${unsupported.toUpperCase()} (unsupported)`, target.validator).filter(
          (r) => r.check === 'error-envelope' || r.check === 'not-a-server-error',
        ),
      );
    }
  }

  // Semantic cases.
  for (const c of cases) {
    if (o.onlyCase && !o.onlyCase.test(`${c.api}/${c.operationId}/${c.name}`)) continue;
    const lacking = missingTags(o.profile, c.tags, o.network);
    if (lacking.length) {
      results.push({
        check: 'case',
        name: c.name,
        outcome: 'skipped',
        message: `needs ${lacking.join(', ')} (switch on in the profile${lacking.includes('local') ? ', or run with --network local' : ''})`,
      });
      continue;
    }
    const started = performance.now();
    const calls: CaseCall[] = [];
    const ctx: CaseContext = {
      target,
      other,
      op,
      data,
      options: o,
      call: async (call: Call & { operationId?: string } = {}) => {
        const called = call.operationId ? target.op(call.operationId) : op;
        if (!called) throw new CaseSkip(`the spec has no operation ${call.operationId}`);
        const ex = record(called, await target.call(called, call), `case ${c.name}`, c.mode === 'exact', c.ignore);
        calls.push({ op: called, call, ex });
        return ex;
      },
      callOther: async (operationId: string, call: Call = {}) => {
        if (!other) throw new CaseSkip(`needs the other API version's URL`);
        const called = other.op(operationId);
        if (!called) throw new CaseSkip(`the ${other.api} spec has no operation ${operationId}`);
        const ex = await other.call(called, call);
        results.push(
          ...withClauses(
            called,
            ex,
            checkResponse(called, ex, `case ${c.name} (${other.api} ${operationId})`, other.validator),
          ),
        );
        return ex;
      },
      args: (operationId?: string) => {
        const called = operationId ? target.op(operationId) : op;
        if (!called) throw new CaseSkip(`the spec has no operation ${operationId}`);
        return argsFor(target, called, data);
      },
      // the response checks judge each body by its operation's schema; a case reads it as that schema says
      ok: <P extends string>(ex: OperationExchange<P>) => okBody(target.api, ex) as OkBody<'v2' | 'v3', P>,
      transports: () => {
        const list: Array<'get' | 'post' | 'jsonrpc'> = [op.method === 'get' ? 'get' : 'post'];
        if (op.method === 'get' && target.postTwin(op)) list.push('post');
        if (target.rpcMethodFor(op)) list.push('jsonrpc');
        return list;
      },
      once: <T>(key: string, compute: () => Promise<T>): Promise<T> => {
        let p = o.shared?.get(key) as Promise<T> | undefined;
        if (!p) {
          p = compute();
          o.shared?.set(key, p);
        }
        return p;
      },
    };
    const declared = declaredCovers(target, c);
    const covers = () => {
      const cells = cellsOf(target, declared, calls);
      return cells.length ? { covers: cells } : {};
    };
    try {
      await c.run(ctx);
      results.push({
        check: 'case',
        name: c.name,
        outcome: 'pass',
        message: c.description,
        durationMs: performance.now() - started,
        ...covers(),
      });
      if (declared.size)
        results.push(
          ...(await replayOverTransports(target, c, declared, calls, (called, call) =>
            target.call(called, call).then((ex) => record(called, ex, `case ${c.name} (replayed)`)),
          )),
        );
    } catch (e) {
      const last = recorded[recorded.length - 1];
      if (e instanceof CaseSkip) results.push({ check: 'case', name: c.name, outcome: 'skipped', message: e.message });
      else
        results.push({
          check: 'case',
          name: c.name,
          outcome: 'fail',
          message: e instanceof CaseFailure ? e.message : `case crashed: ${(e as Error).stack ?? e}`,
          exchange: last ? exchangeRecord(last.ex) : undefined,
          durationMs: performance.now() - started,
          clause: e instanceof CaseFailure && e.clause ? e.clause : { pointer: operationPointer(op) },
          ...covers(),
        });
    }
  }

  // Protocol-level checks and boundary fuzzing (both on every operation; skipped when only cases run).
  if (!o.onlyCase) {
    results.push(
      ...(await protocolChecks(target, op, probeArgs, probe, {
        profile: o.profile,
        network: o.network,
        data,
        otherNetworkKey: o.otherNetworkKey,
        apiKey: o.apiKey,
      })),
    );
  }
  if (o.fuzzRuns > 0 && !missing.length)
    results.push(...(await boundaryFuzz(target, op, probeArgs, { apiLevel: op === target.ops[0], seed: o.seed })));

  // Negative fuzzing from the spec (never with a payload that could be broadcast).
  if (o.fuzzRuns > 0) {
    if (missing.length)
      results.push({
        check: 'negative-fuzz',
        name: 'invalid inputs',
        outcome: 'skipped',
        message: `no valid base request: nothing discovered for ${missing.join(', ')}`,
      });
    else results.push(...(await fuzzOperation(target, op, probeArgs, { seed: o.seed, numRuns: o.fuzzRuns })));
  }

  // Compare mode: the same requests to the other implementation(s).
  for (const theirBase of o.compareTo[target.api] ?? []) {
    for (const r of recorded) {
      const theirs = await replayAt(r.ex, target.base, theirBase);
      const diffs =
        r.ex.response.status !== theirs.response.status
          ? [{ pointer: '(status)', ours: r.ex.response.status, theirs: theirs.response.status }]
          : r.exact || r.name === 'valid call'
            ? diffJson(r.ex.response.json, theirs.response.json, [...o.profile.compareIgnore, ...r.ignore])
            : [];
      results.push({
        check: 'compare',
        name: `${r.name} vs ${theirBase}`,
        outcome: diffs.length ? 'fail' : 'pass',
        message: diffs.length
          ? diffs
              .slice(0, 5)
              .map(
                (d) =>
                  `${d.pointer}: ${JSON.stringify(d.ours)?.slice(0, 80)} ≠ ${JSON.stringify(d.theirs)?.slice(0, 80)}`,
              )
              .join('; ')
          : undefined,
        exchange: diffs.length ? exchangeRecord(theirs) : undefined,
      });
    }
  }
  const checks = fold(results);
  return { ...base, outcome: aggregate(checks), checks };
}
