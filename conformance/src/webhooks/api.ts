// The webhook operations as the round calls them: each exchange judged by the contract (status documented,
// schema, envelope) and attributed to the operation it called; the round's own verdicts are `case` checks of
// those operations, each naming the cells of the coverage matrix it is an oracle for.
import { checkResponse, exchangeRecord } from '../checks/response.ts';
import { WEBHOOK_OPERATIONS } from '../profile.ts';
import type { ApiTarget } from '../target.ts';
import type { CellRef, CheckResult, Exchange } from '../types.ts';

// biome-ignore lint/suspicious/noExplicitAny: the JSON of answers and deliveries, read field by field as the contract names them
export type Obj = Record<string, any>;

export { WEBHOOK_OPERATIONS };
export type WebhookOperation = (typeof WEBHOOK_OPERATIONS)[number];

export class WebhookApi {
  /** checks per operation, in the order they were made */
  readonly results = new Map<string, CheckResult[]>();
  private readonly responses = new Map<string, number>();

  constructor(
    readonly v3: ApiTarget,
    readonly apiKey?: string,
  ) {}

  private push(op: string, c: CheckResult): void {
    const list = this.results.get(op) ?? [];
    list.push(c);
    this.results.set(op, list);
  }

  /** Calls an operation; every answer is judged by the contract, failures kept, passes counted. */
  async call(
    operationId: WebhookOperation,
    args: Obj,
    o: { apiKey?: string; noApiKey?: boolean; name?: string } = {},
  ): Promise<{ status: number; body: Obj; ex: Exchange }> {
    const op = this.v3.op(operationId);
    if (!op) throw new Error(`the v3 contract has no ${operationId}`);
    const ex = await this.v3.call(op, {
      args,
      ...(o.apiKey ? { apiKey: o.apiKey } : {}),
      ...(o.noApiKey ? { noApiKey: true } : {}),
    });
    for (const r of checkResponse(op, ex, `webhook round ${o.name ?? operationId}`, this.v3.validator)) {
      if (r.outcome === 'pass')
        this.responses.set(`${operationId}|${r.check}`, (this.responses.get(`${operationId}|${r.check}`) ?? 0) + 1);
      else this.push(operationId, r);
    }
    return { status: ex.response.status, body: (ex.response.json ?? {}) as Obj, ex };
  }

  /** A 200's body, or an Error saying what came instead. */
  async ok(operationId: WebhookOperation, args: Obj, o: { apiKey?: string; name?: string } = {}): Promise<Obj> {
    const r = await this.call(operationId, args, o);
    if (r.status !== 200)
      throw new RoundError(
        `${operationId} ${JSON.stringify(args).slice(0, 200)} answered ${r.status}: ${r.ex.response.text.slice(0, 300)}`,
        r.ex,
      );
    return r.body;
  }

  cell(operation: WebhookOperation, parameter: string): CellRef {
    const op = this.v3.op(operation);
    return { api: 'v3', operation, parameter, transport: op?.method ?? 'post' };
  }

  /**
   * One verdict: `problems` empty passes. `covers` lists `operation.parameter` cells it is an oracle for; a check on
   * several operations is recorded on each of them.
   */
  verdict(
    ops: WebhookOperation | WebhookOperation[],
    name: string,
    problems: string[],
    covers: string[] = [],
    exchange?: Exchange,
  ): void {
    const cells = covers.map((c) => {
      const [operation, parameter] = c.split('.') as [WebhookOperation, string];
      return this.cell(operation, parameter);
    });
    for (const op of Array.isArray(ops) ? ops : [ops]) {
      const own = cells.filter((c) => c.operation === op);
      this.push(op, {
        check: 'case',
        name: `webhook: ${name}`,
        outcome: problems.length ? 'fail' : 'pass',
        ...(problems.length
          ? {
              message: `${problems.slice(0, 6).join('; ')}${problems.length > 6 ? ` (and ${problems.length - 6} more)` : ''}`,
              clause: { pointer: '#/tags/webhooks', decision: 'v3 D32' },
              ...(exchange ? { exchange: exchangeRecord(exchange) } : {}),
            }
          : {}),
        ...(own.length ? { covers: own } : {}),
      });
    }
  }

  skip(ops: WebhookOperation | WebhookOperation[], name: string, reason: string): void {
    for (const op of Array.isArray(ops) ? ops : [ops])
      this.push(op, { check: 'case', name: `webhook: ${name}`, outcome: 'skipped', message: reason });
  }

  /** The checks of every operation, the passing response checks folded to one line each. */
  finish(): Map<string, CheckResult[]> {
    for (const [key, n] of this.responses) {
      const [op, check] = key.split('|') as [string, string];
      this.push(op, { check, name: `${n} response${n === 1 ? '' : 's'} of the webhook round`, outcome: 'pass' });
    }
    this.responses.clear();
    return this.results;
  }
}

export class RoundError extends Error {
  constructor(
    message: string,
    readonly ex?: Exchange,
  ) {
    super(message);
  }
}
