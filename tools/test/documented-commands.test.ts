// Every block the READMEs and docs pages mark runnable, run as a reader runs it: from the repository root,
// with the reader's PATH (not make's, so no node_modules/.bin unless the page exports it), the blocks of a
// page in order in one shell. Pages that call localhost:8080 run against `make run` itself, started here
// as the README starts it; this is also where a fresh `make run` is shown to serve history, not empty lists.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentedPages,
  errorAnswers,
  needsRunningSystem,
  pageScript,
  repoRoot,
  runnableBlocks,
} from '../documented-commands.ts';

const pages = documentedPages()
  .map((file) => ({ file, blocks: runnableBlocks(file) }))
  .filter((p) => p.blocks.length);
const standalone = pages.filter((p) => !needsRunningSystem(p.blocks));
const againstRun = pages.filter((p) => needsRunningSystem(p.blocks));
const scratch = join(repoRoot, '.scratch-docs');

/** The reader's environment: make's PATH entry for node_modules/.bin removed. */
const readerEnv = () => ({
  ...process.env,
  PATH: (process.env.PATH ?? '')
    .split(':')
    .filter((p) => p !== join(repoRoot, 'node_modules', '.bin'))
    .join(':'),
});

function runPage(blocks: ReturnType<typeof runnableBlocks>): Promise<{ code: number | null; out: string }> {
  mkdirSync(scratch, { recursive: true });
  const script = pageScript(blocks, (name, code) => {
    writeFileSync(join(scratch, name), code);
    return `.scratch-docs/${name}`;
  });
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-c', script],
      { cwd: repoRoot, env: readerEnv(), timeout: 600_000, maxBuffer: 64 << 20 },
      (err, stdout, stderr) => {
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, out: `${stdout}\n${stderr}` });
      },
    );
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => s.close(() => resolve(true)));
  });
}

describe('the documented-commands reader', () => {
  it('finds the runnable blocks of the getting-started page, and refuses a runnable block it cannot run', () => {
    const gs = pages.find((p) => p.file === 'docs/getting-started.md');
    expect(gs?.blocks.map((b) => b.lang)).toEqual(expect.arrayContaining(['sh', 'ts', 'js']));
    const dir = mkdtempSync(join(tmpdir(), 'doc-'));
    try {
      writeFileSync(join(dir, 'p.md'), 'x\n```python runnable\nprint(1)\n```\n');
      expect(() => runnableBlocks(join(dir, 'p.md'))).toThrow(/must be sh, bash, ts or js/);
      writeFileSync(join(dir, 'q.md'), '```sh\nnot runnable\n```\n```sh runnable\necho 1\n```\n');
      expect(runnableBlocks(join(dir, 'q.md')).map((b) => [b.line, b.code])).toEqual([[4, 'echo 1']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads v2 and v3 error bodies in an output as failures', () => {
    expect(errorAnswers('{"ok":false,"code":401,"error":"API key does not exist"}')).toHaveLength(1);
    expect(errorAnswers('{"code":422,"error":"failed to parse address"}')).toHaveLength(1);
    expect(errorAnswers('{"ok":true,"result":{"error":"none"}}')).toEqual([]);
  });
});

describe.each(standalone.map((p) => [p.file, p]))('runnable commands of %s', (_file, page) => {
  it('run as written and exit 0', async () => {
    const { code, out } = await runPage(page.blocks);
    expect({ code, errors: errorAnswers(out) }, out.slice(-4000)).toEqual({ code: 0, errors: [] });
  }, 600_000);
});

describe('pages that call the running system, against `make run`', async () => {
  const free = await portFree(8080);
  const skipWhy = !againstRun.length
    ? 'no page calls localhost:8080'
    : !free
      ? 'port 8080 is in use (a running `make run`?): the pages call localhost:8080'
      : '';
  let run: ChildProcess | undefined;
  let log = '';
  const started = Date.now();

  beforeAll(async () => {
    if (skipWhy) return;
    // its own process group, so that stopping it reaches make, tsx and every part of the system
    run = spawn('make', ['run'], {
      cwd: repoRoot,
      env: readerEnv(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    run.stdout!.on('data', (b: Buffer) => {
      log += b;
    });
    run.stderr!.on('data', (b: Buffer) => {
      log += b;
    });
    while (!/API v3\s+http:\/\/localhost:8080\/api\/v3/.test(log)) {
      if (run.exitCode !== null || Date.now() - started > 300_000)
        throw new Error(`make run did not come up:\n${log.slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 320_000);

  afterAll(async () => {
    if (!run || run.exitCode !== null) return;
    const exited = new Promise((r) => run!.once('exit', r));
    try {
      process.kill(-run.pid!, 'SIGINT');
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
    if (run.exitCode === null) {
      try {
        process.kill(-run.pid!, 'SIGKILL');
      } catch {
        // the group ended between the two looks: nothing left to stop
      }
    }
    rmSync(scratch, { recursive: true, force: true });
  }, 40_000);

  it.skipIf(!!skipWhy)(
    `serves history from its seeded network: v2 transactions, v3 transactions, actions and traces${skipWhy ? ` (skipped: ${skipWhy})` : ''}`,
    async () => {
      const wallet = 'UQC0iJ9phGpCnjKJSQUx5Uakwl3CLCV-6nUfrCruUbfdtlGG';
      const key = (
        JSON.parse(readFileSync(join(repoRoot, '.data', 'api-keys.json'), 'utf8')) as { keys: { key: string }[] }
      ).keys[0]!.key;
      const get = async (path: string) =>
        (await fetch(`http://localhost:8080${path}`, { headers: { 'X-API-Key': key } })).json() as Promise<
          Record<string, unknown>
        >;
      const counts = async () => ({
        v2:
          ((await get(`/api/v2/getTransactions?address=${wallet}&limit=5`)).result as unknown[] | undefined)?.length ??
          0,
        transactions:
          ((await get(`/api/v3/transactions?account=${wallet}&limit=5`)).transactions as unknown[] | undefined)
            ?.length ?? 0,
        actions:
          ((await get(`/api/v3/actions?account=${wallet}&limit=5`)).actions as unknown[] | undefined)?.length ?? 0,
        traces: ((await get(`/api/v3/traces?account=${wallet}&limit=5`)).traces as unknown[] | undefined)?.length ?? 0,
      });
      let seen = await counts();
      while (Object.values(seen).some((n) => n === 0) && Date.now() - started < 300_000) {
        await new Promise((r) => setTimeout(r, 500));
        seen = await counts();
      }
      process.stdout.write(
        `make run: history in v2 and v3 ${((Date.now() - started) / 1000).toFixed(1)} s after \`make run\` started (${JSON.stringify(seen)})\n`,
      );
      expect(
        Object.values(seen).every((n) => n > 0),
        JSON.stringify(seen),
      ).toBe(true);
    },
    320_000,
  );

  for (const page of againstRun) {
    it.skipIf(!!skipWhy)(
      `runnable commands of ${page.file} run as written and exit 0${skipWhy ? ` (skipped: ${skipWhy})` : ''}`,
      async () => {
        const { code, out } = await runPage(page.blocks);
        expect({ code, errors: errorAnswers(out) }, out.slice(-4000)).toEqual({ code: 0, errors: [] });
      },
      600_000,
    );
  }
});
