/**
 * CPU time read from /proc (Linux; elsewhere nothing is reported rather than a zero): the bench process's own, and
 * one PostgreSQL server's, so that a rate measured on a shared machine comes with what it cost.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

interface Stat {
  ppid: number;
  /** utime + stime of the process itself. */
  own: number;
  /** cutime + cstime: the time of its children that ended and that it has waited for. */
  reaped: number;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): state, ppid, …, utime at 11. */
function stat(pid: number | string): Stat | undefined {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
  } catch {
    return undefined; // ended meanwhile, or no /proc
  }
}

/** The postmaster of a backend (a connection's `pg_backend_pid()`): its parent, when this machine can see it. */
export function postmasterOf(backendPid: number): number | undefined {
  const s = stat(backendPid);
  return s && s.ppid > 1 ? s.ppid : undefined;
}

/**
 * CPU seconds one PostgreSQL server has used so far: the postmaster, its live children (backends, writer,
 * checkpointer, WAL writer, autovacuum), and its children that have ended, whose time the postmaster's
 * reaped-children fields keep. The figure only grows, so a span's difference is never negative, and other
 * servers on the machine are not counted.
 */
export function serverCpuSeconds(postmaster: number): number | undefined {
  const root = stat(postmaster);
  if (!root) return undefined;
  let ticks = root.own + root.reaped;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const s = stat(pid);
    if (s?.ppid === postmaster) ticks += s.own;
  }
  return ticks / TICKS_PER_SECOND;
}

/** This process's CPU seconds since `start` (every thread: the parse workers too). */
export function processCpuSince(start: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1e6;
}
