#!/usr/bin/env tsx
/**
 * The reference server (in front of the local network) next to three frameworks alone (Hapi, Fastify, a plain router
 * on node:http) and a bare node:http server, under the same closed-loop load: N connections, each sending its next
 * request when the last one answered, for T seconds per operation, the targets one after another per operation.
 * The frameworks alone each do the same work per request beyond the recorded answer ("everything on": routing,
 * CORS, the query checked by the contract's ajv, the answer serialised from an object, one pino line; target.ts);
 * bare node:http writes the recorded bytes and nothing else, the denominator. The reference server runs with
 * everything a deployment has on: API keys and rate limits (every request carries a key), input validation,
 * metrics and one log line per request. Printed per operation: reference/bare in req/s and in CPU per request,
 * each next to the target (≥ 0.6), and each framework alone/bare.
 *   tsx server/bench/run.ts [--connections 16] [--seconds 10] [--only REGEX] [--cpu-prof DIR]
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
    seconds: { type: 'string', default: '10' },
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
): Promise<Result & { cpuUs?: number }> {
  const before = cpuSeconds(target.pid);
  const r = await measure(target.url, path, connections, seconds, headers);
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
    `closed loop, ${connections} connections, ${seconds} s per run; reference = the server (one pipeline on node:http) + liteserver pool + embedded PostgreSQL, keys and limits on, local network in another process; ` +
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
  for (const [name, path] of Object.entries(paths)) {
    if (values.only && !new RegExp(values.only).test(name)) continue;
    const ref = await measureWithCpu(reference, path);
    const alone: Array<[string, Result & { cpuUs?: number }]> = [];
    for (const [framework, t] of frameworks) alone.push([framework, await measureWithCpu(t, path)]);
    const raw = await measureWithCpu(bare, path);
    rows.push(
      fmt(ref, name, 'reference'),
      ...alone.map(([framework, r]) => fmt(r, name, framework)),
      fmt(raw, name, 'bare node:http'),
    );
    // CPU per request moves much less than req/s with the machine's other load: the same comparison in CPU
    const cpuRatio = (r: { cpuUs?: number }) => (r.cpuUs && raw.cpuUs ? raw.cpuUs / r.cpuUs : undefined);
    const refRps = ref.rps / raw.rps;
    const refCpu = cpuRatio(ref);
    ratios.push(
      `${name}: reference/bare req/s ${refRps.toFixed(3)} (target ≥ ${target}, ${met(refRps)}), ` +
        `bare/reference CPU per request ${refCpu === undefined ? '-' : `${refCpu.toFixed(3)} (${met(refCpu)})`}; ` +
        `p50 ×${(ref.p50 / raw.p50).toFixed(1)}, p99 ×${(ref.p99 / raw.p99).toFixed(1)}; alone/bare req/s (bare/alone CPU per request): ` +
        alone
          .map(([framework, r]) => `${framework} ${(r.rps / raw.rps).toFixed(3)} (${cpuRatio(r)?.toFixed(3) ?? '-'})`)
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
