#!/usr/bin/env -S npx tsx
// Runs a load profile (load/profiles/<name>.json) against a target, or against the local stack
// (devnet + reference server, started as a child) when no target is given. Exit 0 when every
// threshold passes, 1 when one fails, 2 on bad usage or a target that cannot be prepared.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Bases } from '../shared/dataset.ts';
import { runProfile } from '../runner/engine.ts';
import { environment } from '../runner/environment.ts';
import { renderHtml } from '../runner/html.ts';
import { startLocalStack, type LocalStack } from '../runner/local-stack.ts';
import { loadProfile, loadTemplates, prepare, retuned } from '../runner/prepare.ts';
import { buildReport, type LoadReport } from '../runner/report.ts';
import { StreamingLoadRun } from '../runner/streaming.ts';
import { readAccounts, signingWallets, type LocalAccount } from '../runner/transfers.ts';
import { parseDuration } from '../shared/profile.ts';

const usage = `Usage: load [--profile NAME|FILE] [--rate N] [--duration D] [--target URL] [--v2 URL] [--v3 URL] [--api-key KEY]
            [--streaming URL] [--subscribers N] [--accounts FILE] [--local-network] [--backend TEXT] [--out DIR] [--dataset-out FILE]

  --profile        load/profiles/<NAME>.json or a file (default smoke)
  --rate, --duration  run a constant-arrival-rate profile at N req/s and/or for D (k6 form: 30s, 2m);
                   the report names it <profile>-<N>rps
  --api-key        sent as X-API-Key (default without a target: the local stack's development key)
  --target         base URL; v2 at <URL>/api/v2 and v3 at <URL>/api/v3 (override with --v2/--v3)
                   without any target: starts the local stack (devnet, PostgreSQL, indexer, server) and measures it
  --streaming      Streaming API base for a profile with a streaming section (default: the v2/v3 origin + /api/streaming/v2)
  --subscribers    that profile's number of concurrent subscribers instead of its own
  --accounts       a local network's accounts file (devnet --accounts-out): wallets to read and sign for
  --local-network  the target is a local network: estimateFee/sendBoc templates may run (never elsewhere)
  --backend        what serves the target, recorded in the report (e.g. "ton-http-api-cpp, 4 workers")
  --out            report folder (default reports/load); writes <profile>-<time>.json and .html
  --dataset-out    also write the discovered dataset (for k6: -e DATASET=<file>)`;

function fail(msg: string): never {
  process.stderr.write(`load: ${msg}\n\n${usage}\n`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      profile: { type: 'string', default: 'smoke' },
      rate: { type: 'string' },
      duration: { type: 'string' },
      target: { type: 'string' },
      v2: { type: 'string' },
      v3: { type: 'string' },
      'api-key': { type: 'string' },
      streaming: { type: 'string' },
      subscribers: { type: 'string' },
      accounts: { type: 'string' },
      'local-network': { type: 'boolean', default: false },
      backend: { type: 'string' },
      out: { type: 'string', default: 'reports/load' },
      'dataset-out': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
} catch (e) {
  fail((e as Error).message);
}
if (args.help) {
  process.stdout.write(usage + '\n');
  process.exit(0);
}

const templates = loadTemplates();
let profile;
try {
  profile = retuned(
    loadProfile(args.profile!, templates),
    { rate: args.rate === undefined ? undefined : Number(args.rate), duration: args.duration },
    templates,
  );
} catch (e) {
  fail((e as Error).message);
}
if (args.subscribers !== undefined) {
  const n = Number(args.subscribers);
  if (!profile.streaming) fail(`--subscribers applies to a profile with a streaming section; ${profile.name} has none`);
  if (!(Number.isInteger(n) && n >= 1)) fail('--subscribers must be a whole number >= 1');
  profile = { ...profile, name: `${profile.name}-${n}`, streaming: { ...profile.streaming, subscribers: n } };
}
for (const [flag, v] of [
  ['target', args.target],
  ['v2', args.v2],
  ['v3', args.v3],
  ['streaming', args.streaming],
] as const) {
  if (v !== undefined && !/^https?:\/\/[^/]/.test(v)) fail(`--${flag} must be an http(s) URL, got "${v}"`);
}

let stack: LocalStack | undefined;
let bases: Bases;
let accountsFile = args.accounts;
let local = args['local-network']!;
let backend = args.backend;
let apiKey = args['api-key'];
if (!args.target && !args.v2 && !args.v3) {
  process.stderr.write(
    'load: no target given; starting the local stack (devnet, PostgreSQL, indexer, reference server)\n',
  );
  const starting = startLocalStack({ log: (line) => process.stderr.write(`load: ${line}\n`) });
  // Ctrl-C while it starts or runs must not leave the stack's processes behind.
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      void starting
        .then(
          (s) => s.stop(),
          () => undefined,
        )
        .finally(() => process.exit(130));
    });
  }
  stack = await starting.catch((e: Error) => fail(`cannot start the local stack: ${e.message}`));
  bases = { v2: stack.v2, v3: stack.v3 };
  accountsFile = stack.accountsFile;
  apiKey ??= stack.apiKey;
  local = true;
  backend ??= stack.backend;
} else {
  const root = args.target?.replace(/\/+$/, '');
  bases = {
    v2: args.v2 ?? (root ? `${root}/api/v2` : undefined),
    v3: args.v3 ?? (root ? `${root}/api/v3` : undefined),
  };
}
let accounts: LocalAccount[] | undefined;
if (accountsFile) {
  try {
    accounts = readAccounts(accountsFile);
  } catch (e) {
    fail(`cannot read --accounts ${accountsFile}: ${(e as Error).message}`);
  }
}

let report: LoadReport;
try {
  const { dataset, excluded } = await prepare({ profile, templates, bases, apiKey, accounts, local });
  if (args['dataset-out']) writeFileSync(args['dataset-out'], JSON.stringify(dataset, null, 2) + '\n');
  for (const [t, why] of Object.entries(excluded)) process.stderr.write(`load: leaving out ${t}: ${why}\n`);
  if (Object.keys(excluded).length === profile.mix.length)
    throw new Error('no template of the profile can be sent to this target');
  // Subscribers open before the first transfer, on the accounts the transfers move between.
  let streaming: StreamingLoadRun | undefined;
  if (profile.streaming) {
    if (!accounts)
      throw new Error(
        "a streaming profile needs a local network's accounts file (--accounts, or no target: the local stack)",
      );
    const origin = new URL((bases.v2 ?? bases.v3)!).origin;
    const addresses = (await signingWallets(accounts)).map((w) => w.address);
    streaming = new StreamingLoadRun(
      args.streaming ?? `${origin}/api/streaming/v2`,
      apiKey,
      profile.streaming,
      addresses,
    );
    await streaming.open((line) => process.stderr.write(`load: ${line}\n`));
  }
  process.stderr.write(
    `load: ${profile.name}: ${JSON.stringify(profile.arrival)}${profile.warmup ? `, warm-up ${profile.warmup}` : ''}\n`,
  );
  let outcome;
  try {
    outcome = await runProfile({
      profile,
      templates,
      dataset,
      bases,
      apiKey,
      excluded,
      onProgress: (r, ms) =>
        process.stderr.write(
          `  ${Math.round(ms / 1000)}s: ${r.completed} answered, ${r.failed} failed, ${r.dropped} dropped\n`,
        ),
      onAnswer: streaming ? (_name, req, sentAt, ok) => streaming.onAnswer(req.body, sentAt, ok) : undefined,
    });
    if (streaming) {
      process.stderr.write('load: streaming: waiting for the last transfers to reach every subscriber\n');
      await streaming.drain(parseDuration(profile.streaming!.drain ?? '30s'));
    }
  } finally {
    streaming?.close();
  }
  report = buildReport({
    profile,
    outcome,
    bases,
    backend: backend ?? 'not stated (pass --backend)',
    environment: environment(),
    dataset,
    excluded,
    streaming,
  });
} catch (e) {
  await stack?.stop();
  fail((e as Error).message);
}
await stack?.stop();

mkdirSync(args.out!, { recursive: true });
const stem = join(args.out!, `${report.profile.name}-${report.startedAt.replace(/[:.]/g, '-')}`);
writeFileSync(`${stem}.json`, JSON.stringify(report, null, 2) + '\n');
writeFileSync(`${stem}.html`, renderHtml(report));

const t = report.totals;
const lines = [
  `${report.profile.name}: offered ${t.offeredRps} req/s, achieved ${t.achievedRps} req/s, errors ${(t.errorRate * 100).toFixed(2)}%, dropped ${t.dropped}`,
  `latency from scheduled start: p50 ${t.latency.med} ms, p95 ${t.latency.p95} ms, p99 ${t.latency.p99} ms, max ${t.latency.max} ms`,
  ...report.operations.map(
    (o) =>
      `  ${o.name.padEnd(32)} ${String(o.requests).padStart(6)} req  err ${(o.errorRate * 100).toFixed(1).padStart(5)}%  p95 ${o.latency.p95} ms  p99 ${o.latency.p99} ms`,
  ),
  ...(report.streaming
    ? [
        `streaming: ${report.streaming.subscribers.open} subscribers (${Object.entries(
          report.streaming.subscribers.transports,
        )
          .map(([t, n]) => `${n} ${t}`)
          .join(
            ', ',
          )}; ${report.streaming.subscribers.refused} refused, ${report.streaming.subscribers.closedEarly} closed early), ${report.streaming.transfers} transfers`,
        ...Object.entries(report.streaming.levels)
          .filter(([, l]) => l.expected > 0)
          .map(
            ([f, l]) =>
              `  ${f.padEnd(10)} delivered ${l.delivered}/${l.expected}${l.required ? `, dropped ${l.dropped}` : ' (not required: S2)'}; from send p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms`,
          ),
      ]
    : []),
  ...report.thresholds.map(
    (x) =>
      `  ${x.ok ? 'pass' : 'FAIL'}  ${x.source}  (actual ${x.actual === null ? 'no samples' : Math.round(x.actual * 1000) / 1000})`,
  ),
  `report: ${stem}.json, ${stem}.html`,
  report.passed ? 'thresholds: all passed' : 'thresholds: FAILED',
];
process.stdout.write(lines.join('\n') + '\n');
process.exit(report.passed ? 0 : 1);
