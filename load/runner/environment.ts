// What a load figure means depends on where it was measured: every report carries this.
import { cpus, totalmem, freemem, loadavg, platform, release, arch, hostname } from 'node:os';
import { execFileSync } from 'node:child_process';

export interface Environment {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  freeMemoryGiB: number;
  loadAverage: number[];
  os: string;
  node: string;
  host: string;
  /** HEAD, with "+ uncommitted changes" when the working tree differs from it (what ran is then not exactly HEAD) */
  commit?: string;
}

function gitCommit(): string | undefined {
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const head = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${head} + uncommitted changes` : head;
  } catch {
    return undefined;
  }
}

export function environment(): Environment {
  const c = cpus();
  const gib = (b: number) => Math.round((b / 2 ** 30) * 10) / 10;
  return {
    cpuModel: c[0]?.model.trim() ?? 'unknown',
    cores: c.length,
    memoryGiB: gib(totalmem()),
    freeMemoryGiB: gib(freemem()),
    loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
    os: `${platform()} ${release()} ${arch()}`,
    node: process.version,
    host: hostname(),
    commit: gitCommit(),
  };
}
