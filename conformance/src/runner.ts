// runConformance: discovers data on the target, runs every operation of the contract (within the
// profile) and returns the report. The CLI and the tests are thin layers over this.
import { readFileSync } from 'node:fs';
import type { OpenApiDocument } from '../../contract/spec.ts';
import { loadCases } from './cases.ts';
import { coverageMatrix } from './coverage/matrix.ts';
import { cursorCases } from './checks/cursor.ts';
import { emptyMatchCases } from './checks/empty-match.ts';
import { requestControlCases } from './checks/request-controls.ts';
import { discover } from './discovery.ts';
import { DEFAULT_PROFILE, implementsOp, loadProfile, type Profile } from './profile.ts';
import { Pacer } from './pacer.ts';
import { parameterCases } from './semantics/param-cases.ts';
import { Progress } from './progress.ts';
import { runOperation } from './run-operation.ts';
import { readAccounts } from '../../devnet/wallets.ts';
import { runStreaming, streamingBase } from './streaming/run.ts';
import type { ReceiverOptions } from './webhooks/receiver.ts';
import { runWebhooks } from './webhooks/run.ts';
import { ApiTarget } from './target.ts';
import type { Api, CheckResult, Operation, OperationResult, Outcome, Report } from './types.ts';

export interface ConformanceOptions {
  v2?: string;
  v3?: string;
  /** the Streaming API base (…/api/streaming/v2); absent: derived from the v3 URL's origin (a 404 there fails, 501 is not implemented) */
  streaming?: string;
  apiKey?: string;
  network?: 'mainnet' | 'testnet' | 'local' | string;
  profile?: string | Profile;
  /** regular expression over `<api>/<operationId>[/<case>]` */
  only?: string;
  compareTo?: string[];
  seed?: number;
  /** fuzz runs per operation (default 12) */
  fuzzRuns?: number;
  accountsFile?: string;
  /** documents to test against instead of generated/<api>/openapi.json */
  docs?: Partial<Record<Api, OpenApiDocument>>;
  casesDir?: string;
  concurrency?: number;
  /** cases (`<api>/<operationId>/<case>`) left out, e.g. those a static fake cannot pass by design */
  skipCases?: RegExp;
  /** requests per second (default: unpaced until the first 429, then the rate it implies) */
  rate?: number;
  progress?: NodeJS.WriteStream | false;
  /** a key the deployment issued for another network (the 403 "Network not allowed" check) */
  otherNetworkKey?: string;
  /** data discovered earlier on the same target (the self-test discovers once for many runs) */
  discovered?: import('./discovery.ts').Discovered;
  /** lines describing the deployment under test, copied into the report */
  environment?: string[];
  /** where the suite receives webhook deliveries (--webhook-receiver); absent: webhook management checks only */
  webhookReceiver?: ReceiverOptions;
  /** another key of the same deployment (--second-api-key): a webhook of one key is 404 for the other (D32) */
  secondApiKey?: string;
}

/** Raw addresses of the local network's genesis wallets, read from the accounts file. */
function accountsFrom(file: string | undefined): string[] {
  if (!file) return [];
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string' && /^-?\d+:[0-9a-fA-F]{64}$/.test(v)) found.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(JSON.parse(readFileSync(file, 'utf8')));
  return [...new Set(found)];
}

/** The cases the suite derives from the contract for an operation: parameter semantics, empty matches, controls. */
function generatedCases(target: ApiTarget, op: Operation) {
  return [
    ...parameterCases(target.api, op),
    ...emptyMatchCases(target, op),
    ...requestControlCases(target, op),
    ...cursorCases(target, op),
  ];
}

function count(items: { outcome: Outcome }[]): Record<Outcome, number> {
  const c: Record<Outcome, number> = { pass: 0, fail: 0, 'not-implemented': 0, skipped: 0 };
  for (const i of items) c[i.outcome]++;
  return c;
}

export async function runConformance(options: ConformanceOptions): Promise<Report> {
  const started = Date.now();
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const profile =
    typeof options.profile === 'string' ? loadProfile(options.profile) : (options.profile ?? DEFAULT_PROFILE);
  const network = options.network ?? 'mainnet';
  const progressStream = options.progress === false ? null : (options.progress ?? process.stderr);
  const pacer = new Pacer({
    rate: options.rate,
    keyed: options.apiKey !== undefined,
    log: (line) => progressStream?.write(`${line}\n`),
  });
  const http = { apiKey: options.apiKey, pacer };
  const targets: Partial<Record<Api, ApiTarget>> = {};
  if (options.v2) targets.v2 = ApiTarget.load('v2', options.v2, http, options.docs?.v2);
  if (options.v3) targets.v3 = ApiTarget.load('v3', options.v3, http, options.docs?.v3);
  if (!targets.v2 && !targets.v3) throw new Error('give at least one of --v2 URL, --v3 URL');
  const only = options.only ? new RegExp(options.only) : undefined;
  const data =
    options.discovered ??
    (await discover(
      targets.v2,
      targets.v3,
      accountsFrom(options.accountsFile),
      options.accountsFile ? readAccounts(options.accountsFile) : [],
    ));
  const compareTo: Record<string, string[]> = {};
  for (const url of options.compareTo ?? []) {
    // A compare URL names the same API version as the target URL it stands beside: /v3 or /api/v3 → v3.
    const api: Api = /v3/.test(url) && !/v2/.test(url) ? 'v3' : 'v2';
    (compareTo[api] ??= []).push(url);
  }
  const work: Array<() => Promise<OperationResult>> = [];
  const shared = new Map<string, Promise<unknown>>();
  for (const api of ['v2', 'v3'] as const) {
    const target = targets[api];
    if (!target) continue;
    const other = targets[api === 'v2' ? 'v3' : 'v2'];
    const cases = await loadCases(api, options.casesDir);
    for (const op of target.ops) {
      if (
        only &&
        !only.test(`${api}/${op.operationId}`) &&
        ![...(cases.get(op.operationId) ?? []), ...generatedCases(target, op)].some((c) =>
          only.test(`${api}/${op.operationId}/${c.name}`),
        )
      )
        continue;
      if (!implementsOp(profile, api, op.operationId)) {
        work.push(async () => ({
          api,
          operationId: op.operationId,
          method: op.method.toUpperCase(),
          path: op.path,
          outcome: 'not-implemented',
          checks: [
            {
              check: 'route',
              name: 'in profile',
              outcome: 'not-implemented',
              message: `not listed in profile ${profile.name}`,
            },
          ],
        }));
        continue;
      }
      const opCases = [...(cases.get(op.operationId) ?? []), ...generatedCases(target, op)].filter(
        (c) => !options.skipCases?.test(`${api}/${op.operationId}/${c.name}`),
      );
      const onlyCase = only && !only.test(`${api}/${op.operationId}`) ? only : undefined;
      work.push(() =>
        runOperation(target, other, op, opCases, data, {
          profile,
          seed,
          fuzzRuns: onlyCase ? 0 : (options.fuzzRuns ?? 12),
          compareTo,
          network,
          accountsFile: options.accountsFile,
          apiKey: options.apiKey,
          onlyCase,
          otherNetworkKey: options.otherNetworkKey,
          shared,
        }),
      );
    }
  }
  const streamingOps = ['sseReceive', 'wsSend', 'wsReceive'].filter(
    (op) => !only || only.test(`streaming/${op}`),
  ).length;
  const progress = new Progress(work.length + streamingOps, progressStream);
  for (const note of data.notes) progress.line(`note: ${note}`);
  const results: OperationResult[] = new Array(work.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < work.length) {
      const i = next++;
      results[i] = await work[i]!();
      progress.operation(results[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  // The webhook round runs beside streaming, on its own wallets and accounts, once the HTTP checks of the webhook
  // operations are done; its verdicts join theirs. Only operations judged (not "not implemented") get a round.
  const judged = (id: string) =>
    results.find((r) => r.api === 'v3' && r.operationId === id && r.outcome !== 'not-implemented');
  const webhookRound =
    judged('createWebhook') && (!only || only.test('v3/createWebhook'))
      ? runWebhooks({
          v2: targets.v2,
          v3: targets.v3,
          receiver: options.webhookReceiver,
          apiKey: options.apiKey,
          secondApiKey: options.secondApiKey,
          streaming: options.streaming,
          profile,
          network,
          data,
          startedAt: started,
        }).catch(
          (e: Error) =>
            new Map<string, CheckResult[]>([
              [
                'createWebhook',
                [
                  {
                    check: 'case',
                    name: 'webhook: the round ran',
                    outcome: 'fail',
                    message: `the suite failed: ${e.stack ?? e.message}`,
                  },
                ],
              ],
            ]),
        )
      : Promise.resolve(new Map<string, CheckResult[]>());
  // Streaming runs once the HTTP operations are done: its delivery checks judge how fast the server turns a send
  // into pending, confirmed and finalized events, which the suite's own fuzzing load must not decide.
  const streaming = await runStreaming({
    url: options.streaming,
    v2: targets.v2,
    v3: targets.v3,
    apiKey: options.apiKey,
    profile,
    network,
    data,
    only,
  }).catch((e: Error): OperationResult[] => [
    {
      api: 'streaming',
      operationId: 'sseReceive',
      method: 'POST',
      path: '/sse',
      outcome: 'fail',
      checks: [
        {
          check: 'case',
          name: 'the streaming checks ran',
          outcome: 'fail',
          message: `the suite failed: ${e.stack ?? e.message}`,
        },
      ],
    },
  ]);
  for (const r of streaming) {
    results.push(r);
    progress.operation(r);
  }
  for (const [id, checks] of await webhookRound) {
    const r = judged(id);
    if (!r) continue;
    r.checks.push(...checks);
    r.outcome = checks.some((c) => c.outcome === 'fail')
      ? 'fail'
      : r.outcome === 'skipped' && checks.some((c) => c.outcome === 'pass')
        ? 'pass'
        : r.outcome;
  }
  const allChecks: CheckResult[] = results.flatMap((r) => r.checks);
  const coverage = coverageMatrix(targets, results);
  return {
    tool: 'ton-api-conformance',
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date().toISOString(),
    durationMs: Date.now() - started,
    seed,
    targets: {
      v2: options.v2,
      v3: options.v3,
      streaming: streamingBase({ url: options.streaming, v3: options.v3 }),
      compareTo: options.compareTo ?? [],
    },
    network,
    profile: profile.name,
    ...(options.environment ? { environment: options.environment } : {}),
    summary: { operations: count(results), checks: count(allChecks), total: results.length },
    operations: results,
    coverage,
  };
}
