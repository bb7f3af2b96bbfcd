#!/usr/bin/env -S tsx
// ton-api-conformance: checks a v2/v3 implementation against the contract and writes reports.
import { parseArgs } from 'node:util';
import { runConformance } from '../src/runner.ts';
import { writeReports, type ReportFormat } from '../src/report/write.ts';
import { figureLine } from '../src/coverage/matrix.ts';
import { receiverOptions } from '../src/webhooks/receiver.ts';
import { canaryMetrics, runCanary, serveCanaryMetrics } from '../src/canary.ts';

const USAGE = `usage: ton-api-conformance --v2 URL --v3 URL [--streaming URL] [--api-key K] [--other-network-key K] [--network mainnet|testnet|local]
       [--profile FILE] [--only PATTERN] [--compare-to URL[,URL]] [--report junit,json,html] [--out DIR]
       [--seed N] [--fuzz-runs N] [--accounts FILE] [--concurrency N] [--rate N]
       [--webhook-receiver [HOST:PORT|URL]] [--webhook-listen HOST:PORT] [--second-api-key K]
       [--every SECONDS [--metrics-listen HOST:PORT]]
The URL of each version is the base the spec's paths are appended to (e.g. http://host/api/v2).
--streaming URL is the Streaming API base its channels (/sse, /ws) are appended to; without it the suite
judges the v3 URL's origin + /api/streaming/v2: a 501 there is "not implemented", a 404 fails, and
streaming is skipped with the reason when nothing listens (or --v3 is not given).
--rate N paces the run at N requests/s; without it the suite paces itself from the first 429 and its
Retry-After, and waits out every 429 (only the rate-limit case judges them).
--webhook-receiver makes the suite receive webhook deliveries (v3 tag webhooks): alone, on a listener of its
own at 127.0.0.1 and a free port; with HOST:PORT, listening there (the target is given http://HOST:PORT/…);
with a public URL that reaches this machine (a tunnel), listening on --webhook-listen (default 0.0.0.0 and
the URL's port, else 8787). Without it only the webhook management operations are judged.
--second-api-key K is another key of the same deployment: a webhook of one key must be 404 for the other.
--every SECONDS is canary mode: the run is repeated that long after each one ends, until stopped (SIGINT or
SIGTERM); with --compare-to, each run's drift (requests whose answer differs from the other deployment's) and
failed checks per operation are served as Prometheus metrics at http://HOST:PORT/metrics (--metrics-listen,
default 127.0.0.1:9465), and the reports are rewritten after every run.
Exit code: 0 when nothing failed, 1 on any failure, 2 on a usage error.`;

async function main(): Promise<number> {
  let values;
  try {
    // --webhook-receiver may stand alone (a local listener): give it the value `local` then
    const args = process.argv.slice(2);
    const i = args.indexOf('--webhook-receiver');
    if (i >= 0 && (i === args.length - 1 || args[i + 1]!.startsWith('--'))) args.splice(i + 1, 0, 'local');
    ({ values } = parseArgs({
      args,
      options: {
        v2: { type: 'string' },
        v3: { type: 'string' },
        streaming: { type: 'string' },
        'api-key': { type: 'string' },
        'other-network-key': { type: 'string' },
        network: { type: 'string', default: 'mainnet' },
        profile: { type: 'string' },
        only: { type: 'string' },
        'compare-to': { type: 'string' },
        report: { type: 'string', default: 'junit,json,html' },
        out: { type: 'string', default: 'reports/conformance' },
        seed: { type: 'string' },
        'fuzz-runs': { type: 'string' },
        accounts: { type: 'string' },
        concurrency: { type: 'string' },
        rate: { type: 'string' },
        'webhook-receiver': { type: 'string' },
        'webhook-listen': { type: 'string' },
        'second-api-key': { type: 'string' },
        every: { type: 'string' },
        'metrics-listen': { type: 'string', default: '127.0.0.1:9465' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!values.v2 && !values.v3) {
    process.stderr.write(`give --v2 and/or --v3\n${USAGE}\n`);
    return 2;
  }
  if (!['mainnet', 'testnet', 'local'].includes(values.network!)) {
    process.stderr.write(`--network must be mainnet, testnet or local\n`);
    return 2;
  }
  const formats = values
    .report!.split(',')
    .map((f) => f.trim())
    .filter(Boolean) as ReportFormat[];
  const bad = formats.filter((f) => !['junit', 'json', 'html'].includes(f));
  if (bad.length) {
    process.stderr.write(`unknown report format(s): ${bad.join(', ')}\n`);
    return 2;
  }
  if (values.rate !== undefined && !(Number.parseFloat(values.rate) > 0)) {
    process.stderr.write(`--rate must be a positive number of requests per second\n`);
    return 2;
  }
  let webhookReceiver;
  try {
    const given = values['webhook-receiver'];
    webhookReceiver =
      given === undefined ? undefined : receiverOptions(given === 'local' ? true : given, values['webhook-listen']);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  const every = values.every === undefined ? undefined : Number(values.every);
  if (every !== undefined && !(Number.isFinite(every) && every > 0)) {
    process.stderr.write(`--every must be a positive number of seconds\n`);
    return 2;
  }
  const listen = /^(.*):(\d+)$/.exec(values['metrics-listen']!);
  if (!listen || Number(listen[2]) > 65535) {
    process.stderr.write(`--metrics-listen must be HOST:PORT\n`);
    return 2;
  }
  const int = (v: string | undefined): number | undefined => (v === undefined ? undefined : Number.parseInt(v, 10));
  const run = () =>
    runConformance({
      v2: values.v2,
      v3: values.v3,
      streaming: values.streaming,
      apiKey: values['api-key'],
      otherNetworkKey: values['other-network-key'],
      network: values.network,
      profile: values.profile,
      only: values.only,
      compareTo: values['compare-to']
        ?.split(',')
        .map((u) => u.trim())
        .filter(Boolean),
      seed: int(values.seed),
      fuzzRuns: int(values['fuzz-runs']),
      accountsFile: values.accounts,
      concurrency: int(values.concurrency),
      rate: values.rate === undefined ? undefined : Number.parseFloat(values.rate),
      webhookReceiver,
      secondApiKey: values['second-api-key'],
    });
  if (every !== undefined) {
    const metrics = canaryMetrics();
    const host = listen[1]!.replace(/^\[(.*)\]$/, '$1');
    const { server, url } = await serveCanaryMetrics(metrics, host, Number(listen[2]));
    process.stderr.write(`canary: a run every ${every} s after the last ends; metrics at ${url}\n`);
    const stop = new AbortController();
    for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => stop.abort());
    await runCanary(
      async () => {
        const report = await run();
        writeReports(report, values.out!, formats);
        return report;
      },
      metrics,
      every * 1000,
      stop.signal,
      (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`),
    );
    server.close();
    return 0;
  }
  const report = await run();
  const files = writeReports(report, values.out!, formats);
  const o = report.summary.operations;
  process.stderr.write(
    `\n${report.summary.total} operations: ${o.pass} pass, ${o.fail} fail, ${o['not-implemented']} not implemented, ${o.skipped} skipped` +
      ` (${report.summary.checks.fail} failed checks) in ${(report.durationMs / 1000).toFixed(1)} s, seed ${report.seed}\n`,
  );
  if (report.coverage) process.stderr.write(`${figureLine(report.coverage.figure)}\n`);
  for (const f of files) process.stderr.write(`report: ${f}\n`);
  return o.fail > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`ton-api-conformance: ${(e as Error).stack ?? e}\n`);
    process.exit(2);
  },
);
