import { describe, expect, it } from 'vitest';
import { alive } from './processes.ts';
import { processService, Supervisor, type ServiceSpec } from '../supervisor.ts';

/** A real child process that runs until killed and says so on stdout once it is up. */
function sleeper(name: string, started: number[]): ServiceSpec {
  const spec = processService(
    name,
    process.execPath,
    () => ['-e', 'console.log(process.pid); setInterval(() => {}, 1000)'],
    {
      onLine: (line) => started.push(Number(line)),
    },
  );
  return spec;
}

async function until<T>(what: string, fn: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('stack/supervisor.ts (make run keeps its parts up)', () => {
  it('restarts a child killed with SIGKILL, with backoff, and says so in its log', async () => {
    const lines: string[] = [];
    const pids: number[] = [];
    const supervisor = new Supervisor({ log: (l) => lines.push(l), backoffMs: (n) => 200 * 2 ** (n - 1) });
    await supervisor.add(sleeper('indexer', pids));
    try {
      const first = await until('first start', () => pids[0]);
      process.kill(first, 'SIGKILL');
      const second = await until('restart', () => pids[1]);
      expect(second).not.toBe(first);
      expect(alive(second)).toBe(true);
      expect(lines).toContain('indexer exited (SIGKILL); restarting in 200 ms (attempt 2)');

      // a second quick failure waits twice as long
      const killedAt = Date.now();
      process.kill(second, 'SIGKILL');
      await until('second restart', () => pids[2]);
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(400);
      expect(lines).toContain('indexer exited (SIGKILL); restarting in 400 ms (attempt 3)');
      expect(supervisor.attempts('indexer')).toBe(3);
    } finally {
      await supervisor.stop();
    }
    expect(alive(pids[2]!)).toBe(false);
  });

  it('reports an exit code, and a start that fails is retried', async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervisor = new Supervisor({ log: (l) => lines.push(l), backoffMs: () => 100 });
    const flaky: ServiceSpec = {
      name: 'devnet',
      start: () => {
        starts++;
        // the second start fails outright (say, its port is still taken); the others run a process that exits 3
        if (starts === 2) return Promise.reject(new Error('address in use'));
        return processService('devnet', process.execPath, () => [
          '-e',
          'setTimeout(() => process.exit(3), 100)',
        ]).start();
      },
    };
    await supervisor.add(flaky);
    await until('three starts', () => (starts >= 3 ? true : undefined));
    await supervisor.stop();
    expect(lines[0]).toBe('devnet exited (code 3); restarting in 100 ms (attempt 2)');
    expect(lines[1]).toBe('devnet failed to start (address in use); restarting in 100 ms (attempt 3)');
  });

  it('stops every child on stop, and restarts nothing afterwards', async () => {
    const pids: number[] = [];
    const supervisor = new Supervisor({ log: () => {}, backoffMs: () => 50 });
    await supervisor.add(sleeper('devnet', pids));
    await supervisor.add(sleeper('server', pids));
    await until('both up', () => (pids.length === 2 ? true : undefined));
    await supervisor.stop();
    expect(pids.map(alive)).toEqual([false, false]);
    await new Promise((r) => setTimeout(r, 200));
    expect(pids).toHaveLength(2);
  });

  it('gives up instead of restarting when told to (make run before the system is up)', async () => {
    const lines: string[] = [];
    const gaveUp: string[] = [];
    const pids: number[] = [];
    const supervisor = new Supervisor({
      log: (l) => lines.push(l),
      restart: () => false,
      onGiveUp: (name) => gaveUp.push(name),
    });
    await supervisor.add(sleeper('server', pids));
    const pid = await until('start', () => pids[0]);
    process.kill(pid, 'SIGTERM');
    await until('give up', () => gaveUp[0]);
    expect(lines).toEqual(['server exited (SIGTERM)']);
    await supervisor.stop();
  });
});

describe('stack/supervisor.ts when its process ends without stopping', () => {
  for (const [how, end] of [
    ['exits', 'process.exit(0);'],
    ['is sent SIGTERM (as a test runner ends its worker)', "process.kill(process.pid, 'SIGTERM');"],
  ])
    it(`takes its children with it when it ${how}: a start that timed out leaves nothing serving`, async () => {
      const { spawnSync } = await import('node:child_process');
      const script = [
        `import { processService } from ${JSON.stringify(new URL('../supervisor.ts', import.meta.url).href)};`,
        `const spec = processService('child', process.execPath, () => ['-e', 'setInterval(() => {}, 1000)']);`,
        `const running = await spec.start();`,
        `console.log(running.pid);`,
        end,
        `setInterval(() => {}, 1000);`,
      ].join('\n');
      const out = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 30_000,
      });
      const pid = Number(out.stdout.trim());
      expect(pid, out.stderr).toBeGreaterThan(0);
      await until('the orphan to end', () => (alive(pid) ? undefined : true));
    });
});
