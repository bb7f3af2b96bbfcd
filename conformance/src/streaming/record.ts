// The streaming results in the report's shape: one OperationResult per AsyncAPI operation (sseReceive,
// wsSend, wsReceive), each check in a report column with the clause it judges.
import type { Clause } from '../case.ts';
import type { CellRef, CheckResult, OperationResult, Outcome } from '../types.ts';
import type { HttpRefusal } from './clients.ts';

export const STREAMING_OPERATIONS = {
  sseReceive: { method: 'POST', path: '/sse' },
  wsSend: { method: 'GET', path: '/ws' },
  wsReceive: { method: 'GET', path: '/ws' },
} as const;
export type StreamingOperation = keyof typeof STREAMING_OPERATIONS;

export interface Evidence {
  method: string;
  url: string;
  body?: unknown;
  status?: number;
  contentType?: string;
  received?: string;
}

/** A cell of the streaming rows of the coverage matrix (coverage/cells.ts streamingCells). */
export const cell = (operation: string, parameter: string, transport: string): CellRef => ({
  api: 'streaming',
  operation,
  parameter,
  transport,
});

export class Recorder {
  private readonly checks = new Map<StreamingOperation, CheckResult[]>();

  constructor(wanted: (op: StreamingOperation) => boolean) {
    for (const op of Object.keys(STREAMING_OPERATIONS) as StreamingOperation[]) if (wanted(op)) this.checks.set(op, []);
  }

  has(op: StreamingOperation): boolean {
    return this.checks.has(op);
  }

  add(
    op: StreamingOperation,
    check: string,
    name: string,
    outcome: Outcome,
    message?: string,
    clause?: Clause,
    evidence?: Evidence,
    covers?: CellRef[],
  ): void {
    const list = this.checks.get(op);
    if (!list) return;
    const r: CheckResult = {
      check,
      name,
      outcome,
      ...(message ? { message } : {}),
      ...(clause && outcome === 'fail' ? { clause } : {}),
      // a skipped check proved nothing: only a check that judged something covers its cells
      ...(covers?.length && outcome !== 'skipped' ? { covers } : {}),
    };
    if (evidence && outcome === 'fail') {
      r.exchange = {
        request: {
          method: evidence.method,
          url: evidence.url,
          headers: {},
          ...(evidence.body !== undefined
            ? { body: typeof evidence.body === 'string' ? evidence.body : JSON.stringify(evidence.body) }
            : {}),
        },
        response: {
          status: evidence.status ?? 0,
          contentType: evidence.contentType ?? '',
          body: (evidence.received ?? '').slice(0, 2000),
        },
      };
    }
    list.push(r);
  }

  pass(op: StreamingOperation, check: string, name: string, message?: string): void {
    this.add(op, check, name, 'pass', message);
  }
  fail(
    op: StreamingOperation,
    check: string,
    name: string,
    message: string,
    clause?: Clause,
    evidence?: Evidence,
  ): void {
    this.add(op, check, name, 'fail', message, clause, evidence);
  }
  skip(op: StreamingOperation, check: string, name: string, reason: string): void {
    this.add(op, check, name, 'skipped', reason);
  }
  notImplemented(op: StreamingOperation, check: string, name: string, reason: string): void {
    this.add(op, check, name, 'not-implemented', reason);
  }
  /** pass when `problem` is undefined, else fail with it */
  judge(
    op: StreamingOperation,
    check: string,
    name: string,
    problem: string | undefined,
    clause: Clause,
    evidence?: Evidence,
    passNote?: string,
    covers?: CellRef[],
  ): void {
    if (problem === undefined) this.add(op, check, name, 'pass', passNote, undefined, undefined, covers);
    else this.add(op, check, name, 'fail', problem, clause, evidence, covers);
  }

  results(): OperationResult[] {
    return [...this.checks].map(([op, checks]) => ({
      api: 'streaming',
      operationId: op,
      method: STREAMING_OPERATIONS[op].method,
      path: STREAMING_OPERATIONS[op].path,
      checks,
      outcome: outcomeOf(checks),
    }));
  }
}

function outcomeOf(checks: CheckResult[]): Outcome {
  if (checks.some((c) => c.outcome === 'fail')) return 'fail';
  if (checks.some((c) => c.outcome === 'pass')) return 'pass';
  if (checks.length && checks.every((c) => c.outcome === 'not-implemented')) return 'not-implemented';
  return 'skipped';
}

/** What is wrong with an error answered before a stream starts (S5: the status, v3's body `{code, error}` in JSON), or undefined. */
export function refusalProblem(r: HttpRefusal | undefined, expected: number[], text?: string): string | undefined {
  if (!r) return `the subscription was accepted (a stream opened); expected HTTP ${expected.join(' or ')}`;
  if (r.networkError) return `no answer: ${r.networkError}`;
  if (!expected.includes(r.status))
    return `HTTP ${r.status}, expected ${expected.join(' or ')}: ${r.text.slice(0, 200)}`;
  if (!/^application\/json/.test(r.contentType))
    return `HTTP ${r.status} labelled ${JSON.stringify(r.contentType)}, expected application/json with {code, error}`;
  const b = r.json as { code?: unknown; error?: unknown } | undefined;
  if (!b || b.code !== r.status || typeof b.error !== 'string')
    return `HTTP ${r.status} body is not {code: ${r.status}, error: string}: ${r.text.slice(0, 200)}`;
  if (text !== undefined && b.error !== text)
    return `error text ${JSON.stringify(b.error)}, the contract fixes ${JSON.stringify(text)}`;
  return undefined;
}
