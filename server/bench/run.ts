#!/usr/bin/env tsx
/**
 * The reference server (in front of the local network) next to three frameworks alone (Hapi, Fastify, a plain router
 * on node:http) and a bare node:http server, under the same closed-loop load: N connections, each sending its next
 * request when the last one answered. Each operation is measured in rounds of short slices, every target once per
 * round (below); the first slice of each target comes after 2 s of the same load (connections open, code optimised).
 * The frameworks alone each do the same work per request beyond the recorded answer ("everything on": routing,
 * CORS, the query checked by the contract's ajv, the answer serialised from an object, one pino line; target.ts);
 * bare node:http writes the recorded bytes and nothing else, the denominator. The reference server runs with
 * everything a deployment has on: API keys and rate limits (every request carries a key), input validation,
 * metrics and one log line per request. Printed per operation: reference/bare in req/s and in CPU per request,
 * each next to the target (≥ 0.6), and each framework alone/bare.
 *   tsx server/bench/run.ts [--connections 16] [--seconds 1] [--rounds 12] [--only REGEX] [--cpu-prof DIR]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import { measure, type Result } from './load.ts';
import { compareValidation, printValidation } from './openapi-backend.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '12' },
    'cpu-prof': { type: 'string' },
    only: { type: 'string' },
  },
});
/**
 * `--cpu-prof DIR`: the reference server and each framework alone write a V8 CPU profile there on exit
 * (CPU.<date>.<pid>…cpuprofile; the pids are printed), read with profile-summary.ts
 */
const cpuProf = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : [];
const connections = Number(values.connections);
const seconds = Number(values.seconds);
/**
 * Each operation is measured in rounds, every target once per round for `--seconds`, and the ratios printed are the
 * median round's. The machine (a shared VM) runs faster and slower by up to 2× for seconds to minutes at a time,
 * whatever runs on it: short slices, the reference and bare node:http always one right after the other, and the
 * order reversed every other round (so neither is always first) put a slow moment on both sides of a ratio alike.
 */
const rounds = Number(values.rounds);

const children: ChildProcess[] = [];
interface Target {
  url: string;
  address?: string;
  apiKey?: string;
  v3Account?: string;
  /** Fastify alone: which serialiser each path's answer got */
  serializers?: Record<string, string>;
  pid: number;
}
/** The reference server runs with the memory settings a deployed server's process has (server/memory.env). */
const MEMORY = parseEnv(readFileSync(new URL('../memory.env', import.meta.url), 'utf8'));
const SERVER_NODE_FLAGS = (MEMORY.SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);

async function start(...args: string[]): Promise<Target> {
  const reference = args[0] === 'reference';
  const child = spawn(
    process.execPath,
    [
      ...(reference ? SERVER_NODE_FLAGS : []),
      ...(args[0] === 'devnet' || args[0] === 'bare' ? [] : cpuProf),
      '--import',
      'tsx',
      fileURLToPath(new URL('./target.ts', import.meta.url)),
      ...args,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: reference ? { ...process.env, GLIBC_TUNABLES: MEMORY.SERVER_GLIBC_TUNABLES ?? '' } : process.env,
    },
  );
  children.push(child);
  const stdout = child.stdout!;
  const announced = await new Promise<string | undefined>((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n').find((l) => l.startsWith('{"url"'));
      if (line === undefined) return;
      // the request log lines that follow are drained unread, as cheaply as a log collector would
      stdout.off('data', onData);
      stdout.resume();
      resolve(line);
    };
    stdout.on('data', onData);
    stdout.on('close', () => resolve(undefined));
  });
  if (announced) return { ...(JSON.parse(announced) as Omit<Target, 'pid'>), pid: child.pid! };
  throw new Error(`bench target ${args[0]} exited before listening`);
}

/**
 * CPU seconds (user + system, every thread) a process has used so far, from /proc (Linux): per request, it is
 * what an answer costs the server regardless of how busy the machine is; undefined elsewhere.
 */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();
function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond; // utime, stime
  } catch {
    return undefined;
  }
}

let headers: Record<string, string> = {};
async function measureWithCpu(
  target: { url: string; pid: number },
  path: string,
  warmupSeconds: number,
): Promise<Result & { cpuUs?: number }> {
  let before: number | undefined;
  const r = await measure(target.url, path, connections, seconds, headers, {
    warmupSeconds,
    onStart: () => (before = cpuSeconds(target.pid)),
  });
  const after = cpuSeconds(target.pid);
  return {
    ...r,
    cpuUs: before === undefined || after === undefined ? undefined : ((after - before) * 1e6) / r.requests,
  };
}

try {
  // the local network in a process of its own: its block production and liteserver work are not the API's cost
  const devnet = await start('devnet');
  const reference = { ...(await start('reference', devnet.url)), address: devnet.address };
  // the same key header and a browser's Origin go to every target, so each parses the same request bytes, and the
  // CORS grant of each (the request's origin, as the reference server gives it) is part of every answer
  headers = { 'x-api-key': reference.apiKey!, origin: 'https://app.example' };
  const paths: Record<string, string> = {
    getMasterchainInfo: '/api/v2/getMasterchainInfo',
    getAddressInformation: `/api/v2/getAddressInformation?address=${encodeURIComponent(reference.address!)}`,
    // a v3 list: a PostgreSQL query per request, rows to records, the address book of the addresses they name
    'v3 transactions (list)': `/api/v3/transactions?account=${encodeURIComponent(reference.v3Account!)}&limit=10&offset=0&sort=desc`,
  };
  /** the least reference/bare ratio (req/s, and bare/reference CPU per request) every operation is expected to reach */
  const target = 0.6;
  const bodies: Record<string, string> = {};
  for (const path of Object.values(paths)) {
    const res = await fetch(reference.url + path, { headers });
    if (res.status !== 200) throw new Error(`${path}: reference server answered ${res.status}`);
    bodies[path] = Buffer.from(await res.arrayBuffer()).toString('base64');
  }
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const frameworks: Array<[string, Target]> = [
    ['hapi', await start('hapi', file)],
    ['fastify', await start('fastify', file)],
    ['plain', await start('plain', file)],
  ];
  const bare = await start('bare', file);
  if (cpuProf.length)
    console.log(
      `CPU profiles in ${values['cpu-prof']}: reference pid ${reference.pid}, ${frameworks.map(([n, t]) => `${n} pid ${t.pid}`).join(', ')}`,
    );
  const fastify = frameworks.find(([n]) => n === 'fastify')![1];
  console.log(
    `fastify's answers serialised by: ${Object.entries(fastify.serializers ?? {})
      .map(([path, how]) => `${path} ${how}`)
      .join(', ')}`,
  );

  console.log(
    `closed loop, ${connections} connections, ${rounds} rounds of ${seconds} s per target and operation, the reference and bare side by side (medians, [least–most round]); reference = the server (one pipeline on node:http) + liteserver pool + embedded PostgreSQL, keys and limits on, local network in another process; ` +
      'hapi, fastify, plain = the framework alone with routing, CORS, ajv on the query, serialising, a pino line; bare = node:http writing the recorded bytes',
  );
  const rows: string[][] = [['operation', 'target', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'errors']];
  const ratios: string[] = [];
  const fmt = (r: Result & { cpuUs?: number }, name: string, server: string) => [
    name,
    server,
    r.rps.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    r.cpuUs === undefined ? '-' : r.cpuUs.toFixed(0),
    String(r.errors),
  ];
  const met = (ratio: number) => (ratio >= target ? 'met' : 'NOT met');
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  /** one figure per target: the median over its rounds of each column */
  const medianResult = (rs: Array<Result & { cpuUs?: number }>): Result & { cpuUs?: number } => ({
    requests: rs.reduce((a, r) => a + r.requests, 0),
    errors: rs.reduce((a, r) => a + r.errors, 0),
    rps: median(rs.map((r) => r.rps)),
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    cpuUs: rs.every((r) => r.cpuUs !== undefined) ? median(rs.map((r) => r.cpuUs!)) : undefined,
  });
  const names = ['reference', ...frameworks.map(([n]) => n), 'bare'];
  const targets: Target[] = [reference, ...frameworks.map(([, t]) => t), bare];
  for (const [name, path] of Object.entries(paths)) {
    if (values.only && !new RegExp(values.only).test(name)) continue;
    // per target, its result in each round; the first round's warm-up is longer (connections open, code optimised)
    const results = targets.map(() => [] as Array<Result & { cpuUs?: number }>);
    // the reference and bare side by side, then the frameworks; reversed every other round
    const order = [0, targets.length - 1, ...targets.keys()].filter((i, k, all) => all.indexOf(i) === k);
    for (let round = 0; round < rounds; round++)
      for (const i of round % 2 ? [...order].reverse() : order)
        results[i]!.push(await measureWithCpu(targets[i]!, path, round === 0 ? 2 : 0.3));
    const [ref, ...others] = results.map(medianResult);
    const raw = others.pop()!;
    rows.push(
      fmt(ref!, name, 'reference'),
      ...others.map((r, i) => fmt(r, name, names[i + 1]!)),
      fmt(raw, name, 'bare node:http'),
    );
    // each round's ratios (bare measured in the same round), and their median
    const perRound = (i: number, of: (r: Result & { cpuUs?: number }) => number | undefined, inverse = false) =>
      results[i]!.map((r, k) => {
        const a = of(r);
        const b = of(results[targets.length - 1]![k]!);
        return a && b ? (inverse ? b / a : a / b) : Number.NaN;
      });
    const rpsRatios = (i: number) => perRound(i, (r) => r.rps);
    // CPU per request moves much less than req/s with the machine's other load: the same comparison in CPU
    const cpuRatios = (i: number) => perRound(i, (r) => r.cpuUs, true);
    const shown = (xs: number[]) =>
      Number.isNaN(median(xs))
        ? '-'
        : `${median(xs).toFixed(3)} [${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}]`;
    const refRps = median(rpsRatios(0));
    const refCpu = median(cpuRatios(0));
    ratios.push(
      `${name}: reference/bare req/s ${shown(rpsRatios(0))} (target ≥ ${target}, ${met(refRps)}), ` +
        `bare/reference CPU per request ${shown(cpuRatios(0))}${Number.isNaN(refCpu) ? '' : ` (${met(refCpu)})`}; ` +
        `p50 ×${(ref!.p50 / raw.p50).toFixed(1)}, p99 ×${(ref!.p99 / raw.p99).toFixed(1)}; alone/bare req/s (bare/alone CPU per request): ` +
        frameworks
          .map(
            ([framework], i) =>
              `${framework} ${median(rpsRatios(i + 1)).toFixed(3)} (${median(cpuRatios(i + 1)).toFixed(3)})`,
          )
          .join(', '),
    );
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows)
    console.log(r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
  for (const r of ratios) console.log(r);
  // the load is over: the in-process comparison has the machine to itself as much as the runs above had
  printValidation(await compareValidation());
} finally {
  // waited for: a profiled reference server writes its profile on the way out
  const exited = children.map(
    (c) => new Promise((resolve) => (c.exitCode !== null ? resolve(undefined) : c.once('exit', resolve))),
  );
  for (const c of children) c.kill('SIGTERM');
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
}
