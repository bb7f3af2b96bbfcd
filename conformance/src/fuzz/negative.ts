// Negative fuzzing of one operation: seeded fast-check runs of spec-derived invalid requests. Each
// must be refused with a documented 4xx carrying the error envelope; a failure is shrunk to the
// smallest mutation that still breaks the rule and reported with the exact request.
import fc from 'fast-check';
import { checkResponse, exchangeRecord } from '../checks/response.ts';
import { documentedResponse } from '../spec/operations.ts';
import type { ApiTarget } from '../target.ts';
import type { CheckResult, Exchange, Operation } from '../types.ts';
import { applyMutation, mutationsOf, type Mutation } from './mutations.ts';

export interface FuzzOptions {
  seed: number;
  numRuns: number;
}

function rejection(op: Operation, ex: Exchange): string | undefined {
  const s = ex.response.status;
  if (ex.response.networkError) return `no HTTP response: ${ex.response.networkError}`;
  if (s < 400 || s >= 500) return `invalid request answered with HTTP ${s}, expected a documented 4xx`;
  if (!documentedResponse(op, s)) return `HTTP ${s} is not documented for ${op.operationId}`;
  return undefined;
}

/** Runs the fuzz property; returns the negative-fuzz verdict plus response-check failures seen on the way. */
export async function fuzzOperation(
  target: ApiTarget,
  op: Operation,
  base: Record<string, unknown>,
  opts: FuzzOptions,
): Promise<CheckResult[]> {
  const arb = mutationsOf(op, base, target.validator);
  if (!arb)
    return [
      {
        check: 'negative-fuzz',
        name: 'invalid inputs',
        outcome: 'skipped',
        message: 'the spec gives this operation no input that can be invalid',
      },
    ];
  const seen = new Map<string, CheckResult>();
  let last: { ex: Exchange; problem: string } | undefined;
  const probe = async (m: Mutation): Promise<{ ex: Exchange; problem?: string }> => {
    const ex = await target.call(op, { args: applyMutation(base, m) });
    for (const r of checkResponse(op, ex, `fuzz: ${m.why}`, target.validator)) {
      if (r.check === 'not-a-server-error' || r.check === 'status-documented') continue; // folded into the verdict below
      if (r.outcome === 'fail' && !seen.has(r.check)) seen.set(r.check, r);
    }
    const status = ex.response.status;
    const envelope = checkResponse(op, ex, 'fuzz', target.validator).find(
      (r) => r.check === 'error-envelope' && r.outcome === 'fail',
    );
    return {
      ex,
      problem: rejection(op, ex) ?? (status >= 400 && envelope ? `error envelope: ${envelope.message}` : undefined),
    };
  };
  const details = await fc.check(
    fc.asyncProperty(arb, async (m) => {
      fc.pre(m.kind !== 'noop');
      const { ex, problem } = await probe(m);
      if (problem) {
        last = { ex, problem };
        return false;
      }
      return true;
    }),
    { seed: opts.seed, numRuns: opts.numRuns, endOnFailure: false, maxSkipsPerRun: 20 },
  );
  const out: CheckResult[] = [...seen.values()];
  if (details.failed && details.counterexample === null) {
    out.push({
      check: 'negative-fuzz',
      name: 'invalid inputs',
      outcome: 'skipped',
      message: `could not generate enough values the contract rejects (${details.numSkips} valid draws)`,
    });
    return out;
  }
  if (!details.failed) {
    out.push({
      check: 'negative-fuzz',
      name: 'invalid inputs',
      outcome: 'pass',
      message: `${details.numRuns} invalid requests refused with a documented 4xx`,
    });
    return out;
  }
  const shrunk = details.counterexample?.[0] as Mutation | undefined;
  // Replay the shrunk input so the report shows the request that still fails.
  const replay = shrunk ? await probe(shrunk) : undefined;
  const final = replay?.problem ? { ex: replay.ex, problem: replay.problem } : last;
  out.push({
    check: 'negative-fuzz',
    name: 'invalid inputs',
    outcome: 'fail',
    message: final?.problem ?? String(details.errorInstance ?? 'property failed'),
    exchange: final ? exchangeRecord(final.ex) : undefined,
    counterexample: {
      seed: details.seed,
      path: details.counterexamplePath ?? undefined,
      numRuns: details.numRuns,
      input: shrunk,
      request: final?.ex.request,
      response: final ? { status: final.ex.response.status, body: final.ex.response.text.slice(0, 600) } : undefined,
    },
  });
  return out;
}
