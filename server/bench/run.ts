#!/usr/bin/env tsx
/**
 * The reference server (in front of the local network) next to Hapi alone and a bare node:http server
 * answering the same JSON bytes, under the same closed-loop load: N connections, each sending its next
 * request when the last one answered, for T seconds per operation. Against bare node:http the ratio is what
 * the API layer costs; Hapi alone is the part of it the framework takes whatever the server does.
 *   tsx server/bench/run.ts [--connections 16] [--seconds 10]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measure, type Result } from './load.ts';

const { values } = parseArgs({ options: { connections: { type: 'string', default: '16' }, seconds: { type: 'string', default: '10' } } });
const connections = Number(values.connections);
const seconds = Number(values.seconds);

const children: ChildProcess[] = [];
async function start(...args: string[]): Promise<{ url: string; address?: string; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./target.ts', import.meta.url)), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  if (announced) return { ...(JSON.parse(announced) as { url: string; address?: string }), pid: child.pid! };
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

async function measureWithCpu(target: { url: string; pid: number }, path: string): Promise<Result & { cpuUs?: number }> {
  const before = cpuSeconds(target.pid);
  const r = await measure(target.url, path, connections, seconds);
  const after = cpuSeconds(target.pid);
  return { ...r, cpuUs: before === undefined || after === undefined ? undefined : ((after - before) * 1e6) / r.requests };
}

try {
  // the local network in a process of its own: its block production and liteserver work are not the API's cost
  const devnet = await start('devnet');
  const reference = { ...(await start('reference', devnet.url)), address: devnet.address };
  const paths = {
    getMasterchainInfo: '/api/v2/getMasterchainInfo',
    getAddressInformation: `/api/v2/getAddressInformation?address=${encodeURIComponent(reference.address!)}`,
  };
  const bodies: Record<string, string> = {};
  for (const path of Object.values(paths)) {
    const res = await fetch(reference.url + path);
    if (res.status !== 200) throw new Error(`${path}: reference server answered ${res.status}`);
    bodies[path] = Buffer.from(await res.arrayBuffer()).toString('base64');
  }
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const hapi = await start('hapi', file);
  const bare = await start('bare', file);

  console.log(`closed loop, ${connections} connections, ${seconds} s per run; reference = Hapi server + liteserver pool, local network in another process`);
  const rows: string[][] = [['operation', 'target', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'errors']];
  const ratios: string[] = [];
  const fmt = (r: Result & { cpuUs?: number }, name: string, target: string) =>
    [name, target, r.rps.toFixed(0), r.p50.toFixed(2), r.p99.toFixed(2), r.cpuUs === undefined ? '-' : r.cpuUs.toFixed(0), String(r.errors)];
  for (const [name, path] of Object.entries(paths)) {
    const ref = await measureWithCpu(reference, path);
    const framework = await measureWithCpu(hapi, path);
    const raw = await measureWithCpu(bare, path);
    rows.push(fmt(ref, name, 'reference'), fmt(framework, name, 'Hapi alone'), fmt(raw, name, 'bare node:http'));
    const cpu = ref.cpuUs !== undefined && raw.cpuUs ? `, CPU/req ×${(ref.cpuUs / raw.cpuUs).toFixed(1)}` : '';
    ratios.push(`${name}: reference/bare req/s ${(ref.rps / raw.rps).toFixed(3)}, p50 ×${(ref.p50 / raw.p50).toFixed(1)}, p99 ×${(ref.p99 / raw.p99).toFixed(1)}${cpu}; reference/Hapi alone req/s ${(ref.rps / framework.rps).toFixed(3)}`);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
  for (const r of ratios) console.log(r);
} finally {
  for (const c of children) c.kill('SIGTERM');
}
