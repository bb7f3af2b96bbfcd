// Faults at the edges of the HTTP server: Redis stopped or gone, slowloris clients, malformed liteserver
// configs at start; and headers every answer carries (nosniff, CORS).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyStore, parseKeysConfig } from '../src/auth/keys.ts';
import {
  connectRedisLimiter,
  parseRedisPolicy,
  type RateLimiter,
  type RedisUnavailablePolicy,
} from '../src/auth/limiter.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { MAX_HEADER_BYTES } from '../src/http/limits.ts';
import type { HandlerMap } from '../src/http/types.ts';
import { miniDoc, testServer } from './helpers.ts';
import { expectNoInternals, freePort, timed, until } from './faults.ts';

const ADDRESS = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
const handlers: HandlerMap = {
  getAddressBalance: async () => '1',
  sendBoc: async () => 'sent',
  getBroken: async () => 'fine',
};
const KEYS = 'keyless: { rps: 1000 }';

async function miniServer(
  options: { limiter?: RateLimiter; headersTimeoutMs?: number; requestTimeoutMs?: number; handlers?: HandlerMap } = {},
) {
  const { server } = await testServer({
    doc: miniDoc(),
    handlers: options.handlers ?? handlers,
    requestTimeoutMs: options.requestTimeoutMs,
    host: '127.0.0.1',
    // 503 is not a status of the mini contract: the answers are judged here, not by the response validator
    validateResponses: false,
    headersTimeoutMs: options.headersTimeoutMs,
    ...(options.limiter
      ? { auth: { keys: new KeyStore(parseKeysConfig(KEYS)), limiter: options.limiter, network: 'mainnet' } }
      : {}),
  });
  await server.start();
  return server;
}

const redisBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

describe.skipIf(!redisBinary)(
  redisBinary
    ? 'rate limits while Redis is stopped or gone'
    : 'rate limits while Redis is stopped or gone (skipped: redis-server is not installed; make test installs it)',
  () => {
    let redis: ChildProcess;
    let port: number;
    const servers: Record<RedisUnavailablePolicy, Awaited<ReturnType<typeof miniServer>> | undefined> = {
      local: undefined,
      refuse: undefined,
    };
    const startRedis = async () => {
      redis = spawn(redisBinary!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await until(
        'redis listening',
        () =>
          new Promise<true | undefined>((resolve) => {
            const s = connect(port, '127.0.0.1', () => {
              s.destroy();
              resolve(true);
            }).on('error', () => resolve(undefined));
          }),
        5000,
        50,
      );
    };

    beforeAll(async () => {
      port = await freePort();
      await startRedis();
      for (const policy of ['local', 'refuse'] as const) {
        servers[policy] = await miniServer({ limiter: await connectRedisLimiter({ host: '127.0.0.1', port }, policy) });
      }
    });
    afterAll(async () => {
      for (const s of Object.values(servers)) await s?.stop();
      redis?.kill('SIGKILL');
    });

    const ask = (policy: RedisUnavailablePolicy) =>
      timed(`${servers[policy]!.info.uri}/api/v2/getAddressBalance?address=${ADDRESS}`);

    async function expectPolicy(when: string) {
      for (let i = 0; i < 3; i++) {
        const local = await ask('local');
        expect(local.status, `local policy, ${when}`).toBe(200);
        expect(local.ms).toBeLessThan(1000);
        const refused = await ask('refuse');
        expect(refused.status, `refuse policy, ${when}`).toBe(503);
        expect(JSON.parse(refused.body)).toMatchObject({ ok: false, code: 503, error: 'rate limiter unavailable' });
        expect(refused.ms).toBeLessThan(1000);
        expectNoInternals(refused.body);
      }
    }

    it('answers every request within 1 s under either policy, and shares limits again when Redis is back', async () => {
      expect((await ask('local')).status).toBe(200);
      expect((await ask('refuse')).status).toBe(200);

      redis.kill('SIGSTOP'); // accepts nothing, answers nothing: only the command timeout ends the wait
      try {
        await expectPolicy('Redis frozen');
      } finally {
        redis.kill('SIGCONT');
      }
      const gone = new Promise((r) => redis.once('exit', r));
      redis.kill('SIGKILL');
      await gone;
      await expectPolicy('Redis gone');

      await startRedis();
      await until(
        'limits shared through Redis again',
        async () => ((await ask('refuse')).status === 200 ? true : undefined),
        5000,
      );
    });
  },
);

describe('slow clients', () => {
  it('closes 100 slowloris sockets while other clients are served', async () => {
    const server = await miniServer({ headersTimeoutMs: 1000 });
    const port = Number(server.info.port);
    const sockets: Socket[] = [];
    const closed: number[] = [];
    const drips: NodeJS.Timeout[] = [];
    const openedAt = Date.now();
    try {
      for (let i = 0; i < 100; i++) {
        const s = connect(port, '127.0.0.1');
        s.on('error', () => {});
        s.resume(); // reads what the server sends, as a client that only sends slowly would
        s.on('close', () => closed.push(Date.now() - openedAt));
        s.write(`GET /api/v2/getAddressBalance?address=${ADDRESS} HTTP/1.1\r\nHost: x\r\n`);
        // a header line now and then, never the blank line that ends them
        drips.push(setInterval(() => s.writable && s.write(`X-Slow-${i}: 1\r\n`), 300));
        sockets.push(s);
      }
      const served: number[] = [];
      while (closed.length < 100 && Date.now() - openedAt < 5000) {
        const r = await timed(`${server.info.uri}/api/v2/getAddressBalance?address=${ADDRESS}`);
        expect(r.status).toBe(200);
        served.push(r.ms);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(closed).toHaveLength(100);
      // on the server's side too: only the keep-alive connection of the requests above may remain
      const open = await new Promise<number>((resolve, reject) =>
        server.listener.getConnections((err, n) => (err ? reject(err) : resolve(n))),
      );
      expect(open).toBeLessThanOrEqual(1);
      // headers timeout (1 s) plus Node's check interval (1 s) at most
      expect(Math.max(...closed)).toBeLessThan(3000);
      expect(served.length).toBeGreaterThan(5);
      expect(Math.max(...served)).toBeLessThan(500);
    } finally {
      drips.forEach(clearInterval);
      sockets.forEach((s) => s.destroy());
      await server.stop();
    }
  });
  it('lets an answer take longer than both timeouts: they bound how a request arrives, not the answer', async () => {
    const slowAnswer: HandlerMap = {
      ...handlers,
      getAddressBalance: () => new Promise((r) => setTimeout(() => r('1'), 1500)),
    };
    const server = await miniServer({ headersTimeoutMs: 300, requestTimeoutMs: 500, handlers: slowAnswer });
    try {
      const r = await timed(`${server.info.uri}/api/v2/getAddressBalance?address=${ADDRESS}`);
      expect(r.status).toBe(200);
      expect(r.ms).toBeGreaterThanOrEqual(1400);
    } finally {
      await server.stop();
    }
  });
});

describe('headers of every answer', () => {
  it('sends X-Content-Type-Options: nosniff on answers and errors, and the documented CORS policy', async () => {
    const server = await miniServer();
    try {
      const base = server.info.uri;
      const answers = [
        await timed(`${base}/api/v2/getAddressBalance?address=${ADDRESS}`),
        await timed(`${base}/api/v2/getAddressBalance?address=nope`),
        await timed(`${base}/api/v2/noSuchMethod`),
        await timed(`${base}/nowhere`),
        await timed(`${base}/api/v2/getAddressBalance?address=${ADDRESS}`, { method: 'DELETE' }),
        await timed(`${base}/healthz`),
        await timed(`${base}/api/v2/openapi.json`),
        // the HTTP layer's refusal of an over-long body on an API path, and the contract's header limit
        await timed(`${base}/api/v2/getAddressBalance`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) }),
        await timed(`${base}/api/v2/getAddressBalance?address=${ADDRESS}`, {
          headers: { 'x-padding': 'x'.repeat(MAX_HEADER_BYTES), origin: 'https://wallet.example' },
        }),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 422, 404, 404, 405, 200, 200, 413, 431]);
      for (const a of answers) {
        expect(a.headers.get('x-content-type-options')).toBe('nosniff');
        expect([a.status, a.headers.get('x-api-version')]).toEqual([a.status, miniDoc().info.version]);
        expect(a.headers.get('x-request-id')).toMatch(/\S/);
      }
      expect(JSON.parse(answers[7]!.body)).toEqual({
        ok: false,
        code: 413,
        error: 'request body too large',
        '@extra': expect.any(String),
      });
      expect(JSON.parse(answers[8]!.body)).toMatchObject({ ok: false, code: 431 });
      expect(answers[8]!.headers.get('access-control-allow-origin')).toBe('https://wallet.example');
      expect(answers[8]!.headers.get('access-control-expose-headers')).toMatch(/x-request-id/i);

      const preflight = await timed(`${base}/api/v2/getAddressBalance`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://wallet.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-api-key',
        },
      });
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://wallet.example');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-api-key/i);
      expect(preflight.headers.get('access-control-max-age')).toBe('86400');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const simple = await timed(`${base}/api/v2/getAddressBalance?address=${ADDRESS}`, {
        headers: { origin: 'https://wallet.example' },
      });
      expect(simple.headers.get('access-control-expose-headers')).toMatch(/x-request-id/i);
    } finally {
      await server.stop();
    }
  });
});

describe('a malformed liteserver config is refused at start', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'faults-config-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const key = Buffer.alloc(32, 1).toString('base64');
  const entry = (ls: object) => JSON.stringify({ '@type': 'config.global', liteservers: [ls] });
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('names the file and the entry in one line, for each kind of mistake', async () => {
    const cases: Array<[string | undefined, RegExp]> = [
      ['{"@type": "config.global", "liteservers": [', /^global config \S+: not valid JSON \(/],
      [
        entry({ ip: 2130706433, port: 4924, id: { '@type': 'pub.ed25519', key: 'c2hvcnQ=' } }),
        /^global config \S+: liteservers\[0\]\.id\.key is not a base64 32-byte key$/,
      ],
      [
        entry({ ip: '127.0.0.1', port: 4924, id: { key } }),
        /^global config \S+: liteservers\[0\] needs numeric ip and port and id\.key$/,
      ],
      [
        entry({ ip: 2 ** 40, port: 4924, id: { key } }),
        /^global config \S+: liteservers\[0\]\.ip \d+ is not an IPv4 address/,
      ],
      [
        entry({ ip: 2130706433, port: 70000, id: { key } }),
        /^global config \S+: liteservers\[0\]\.port 70000 is not a TCP port$/,
      ],
      [undefined, /^global config \S+: cannot be read \(ENOENT\)$/],
    ];
    for (const [i, [text, expected]] of cases.entries()) {
      const path = text === undefined ? join(dir, 'absent.json') : write(`config-${i}.json`, text);
      const err = await LitePool.fromGlobalConfig(path).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(err?.message, text).toMatch(expected);
      expect(err!.message).not.toContain('\n');
    }
    expect(() => parseRedisPolicy('maybe')).toThrow('REDIS_UNAVAILABLE must be local or refuse, got "maybe"');
  });

  /** The server's CLI started with `env` over a config at `path`: its exit code and what it wrote to stderr. */
  const runCli = async (path: string, env: Record<string, string>) => {
    const bin = fileURLToPath(new URL('../bin/server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', bin], {
      env: { ...process.env, TON_GLOBAL_CONFIG: path, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, stderr };
  };

  it('by the CLI with that one line and exit code 2, no stack trace', async () => {
    const path = write('bad-key.json', entry({ ip: 2130706433, port: 4924, id: { key: 'c2hvcnQ=' } }));
    const { code, stderr } = await runCli(path, { DATABASE_URL: '' });
    expect(code, stderr).toBe(2);
    expect(stderr).toBe(`server: global config ${path}: liteservers[0].id.key is not a base64 32-byte key\n`);
  });

  it('by the CLI, for a setting that is not a whole number, naming it (Number() read "10s" as NaN)', async () => {
    const path = write('any.json', entry({ ip: 2130706433, port: 4924, id: { key: 'c2hvcnQ=' } }));
    // read before the config is: a malformed one would stop the server first otherwise
    for (const value of ['10s', '0']) {
      const { code, stderr } = await runCli(path, { LITESERVER_TIMEOUT_MS: value });
      expect(code, stderr).toBe(2);
      expect(stderr).toBe(
        `server: LITESERVER_TIMEOUT_MS="${value}": expected a whole number of milliseconds, at least 1\n`,
      );
    }
  });
});
