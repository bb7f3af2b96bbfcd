import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, VARIABLES } from '../index.ts';

describe("a program's settings", () => {
  it('are the defaults without the environment', () => {
    const server = readConfig('server', {});
    expect(server.PORT).toBe(8080);
    expect(server.HOST).toBe('0.0.0.0');
    expect(server.LOG_LEVEL).toBe('info');
    expect(server.NETWORK).toBe('mainnet');
    expect(server.LITESERVER_TIMEOUT_MS).toBe(10_000);
    expect(server.DATABASE_URL).toBeUndefined();
    expect(server.DATABASE_READ_URLS).toEqual([]);
    expect(server.DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(server.TRUST_PROXY).toBe(false);
    expect(server.V3_ANSWER_CACHE_MB).toBe(64);
  });

  it("take a program's own default where it has one", () => {
    expect(readConfig('mock', {}).HOST).toBe('127.0.0.1');
    expect(readConfig('run', {}).LOG_LEVEL).toBe('warn');
    // make run leaves the network to the stack: local, or mainnet with a global config
    expect(readConfig('run', {}).NETWORK).toBeUndefined();
    expect(readConfig('run', { LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
  });

  it('read an empty value as none', () => {
    expect(readConfig('server', { PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 8080, DATABASE_URL: undefined });
  });

  it('are only those the program reads', () => {
    const indexer = readConfig('indexer', {});
    expect(Object.keys(indexer).sort()).toEqual(['DATABASE_URL', 'INDEXER_POSTGRES']);
    // the server does not read make run's folder, so a bad one does not stop it
    expect(() => readConfig('server', { DEVNET_PORT: 'x' })).not.toThrow();
  });

  it('are parsed and checked: the first bad one is one line naming it, its value and what was expected', () => {
    const error = (env: NodeJS.ProcessEnv) => {
      try {
        readConfig('server', env);
      } catch (err) {
        if (err instanceof ConfigError) return err.message;
        throw err;
      }
      return undefined;
    };
    expect(error({ LITESERVER_TIMEOUT_MS: '10s' })).toBe(
      'LITESERVER_TIMEOUT_MS="10s": expected a whole number of milliseconds, at least 1',
    );
    expect(error({ TRUST_PROXY: 'maybe' })).toBe('TRUST_PROXY="maybe": expected 1 or 0 (true/false, yes/no, on/off)');
    expect(error({ NETWORK: 'devnet' })).toBe('NETWORK="devnet": expected one of mainnet, testnet, local');
    expect(error({ REDIS_URL: 'cache:6379' })).toBe('REDIS_URL="cache:6379": expected a redis:// or rediss:// URL');
    expect(error({ STREAMING_RESUME_SECONDS: '86401' })).toBe(
      'STREAMING_RESUME_SECONDS="86401": expected a whole number of seconds, from 0 to 86400',
    );
    expect(error({ HEALTHZ_RPS: '5\n' })).toBe(
      'HEALTHZ_RPS="5\\n": expected a whole number of requests per second, at least 1',
    );
  });

  it('take a flag given over its variable, checked as the variable is and named as the flag', () => {
    const flags = { PORT: ['--port', '9090'], DATABASE_URL: ['--database', undefined] } as const;
    expect(readConfig('server', { PORT: '8081', DATABASE_URL: 'postgres://db/x' }, flags)).toMatchObject({
      PORT: 9090,
      DATABASE_URL: 'postgres://db/x',
    });
    expect(() => readConfig('server', {}, { PORT: ['--port', 'http'] })).toThrow(
      '--port="http": expected a whole number, from 0 to 65535',
    );
  });
});

describe('the declarations', () => {
  it('each say who reads them and why, and have a default their own kind accepts', () => {
    for (const [name, v] of Object.entries(VARIABLES)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(v.readBy.length, name).toBeGreaterThan(0);
      expect(v.description, name).not.toBe('');
      const fallbacks = [v.fallback, ...Object.values(v.fallbackFor ?? {})].filter((f) => f !== undefined);
      for (const f of fallbacks) expect(v.kind.parse(v.kind.show(f as never)), name).toEqual(f);
    }
  });
});
