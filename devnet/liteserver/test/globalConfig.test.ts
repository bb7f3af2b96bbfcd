import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LiteClient, LiteSingleEngine } from 'ton-lite-client';
import { intToIp, ipToInt, parseGlobalConfig, readGlobalConfig } from '../../../liteapi/globalConfig.ts';
import { writeGlobalConfig } from '../writeGlobalConfig.ts';
import { startLiteServer } from '../server.ts';
import { NOW, testHandlers } from './fixtures.ts';

/** How ton-lite-client's README turns a config's integer ip into a host. */
function intToIPFromReadme(int: number): string {
  const part1 = int & 255;
  const part2 = (int >> 8) & 255;
  const part3 = (int >> 16) & 255;
  const part4 = (int >> 24) & 255;
  return `${part4}.${part3}.${part2}.${part1}`;
}

describe('TON global config', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('encodes IPv4 as TON does, signed for high addresses', () => {
    expect(ipToInt('127.0.0.1')).toBe(2130706433);
    expect(ipToInt('200.1.2.3')).toBeLessThan(0);
    expect(intToIp(ipToInt('200.1.2.3'))).toBe('200.1.2.3');
    expect(intToIPFromReadme(ipToInt('200.1.2.3'))).toBe('200.1.2.3');
    expect(() => ipToInt('::1')).toThrow('not an IPv4 address');
  });

  it('is written, read back, and lets the unmodified client connect the usual way', async () => {
    const server = await startLiteServer({ handlers: testHandlers() });
    const dir = await mkdtemp(join(tmpdir(), 'ton-config-'));
    dirs.push(dir);
    const path = join(dir, 'global.config.json');
    const zeroState = {
      workchain: -1,
      shard: '-9223372036854775808',
      seqno: 0,
      rootHash: Buffer.alloc(32, 7),
      fileHash: Buffer.alloc(32, 8),
    };
    await writeGlobalConfig(path, { liteservers: [server], zeroState });

    const text = await readFile(path, 'utf8');
    expect(text).toContain('"shard": -9223372036854775808'); // an exact int64 literal, as TON writes it
    const raw = JSON.parse(text);
    expect(raw['@type']).toBe('config.global');
    expect(raw.validator['@type']).toBe('validator.config.global');
    expect(raw.validator.zero_state.root_hash).toBe(Buffer.alloc(32, 7).toString('base64'));
    expect(raw.liteservers[0]).toEqual({
      ip: 2130706433,
      port: server.port,
      id: { '@type': 'pub.ed25519', key: server.publicKey.toString('base64') },
    });

    const read = await readGlobalConfig(path);
    expect(read.liteservers).toHaveLength(1);
    expect(read.liteservers[0]).toMatchObject({
      ip: '127.0.0.1',
      port: server.port,
      url: `tcp://127.0.0.1:${server.port}`,
    });
    expect(read.liteservers[0]!.publicKey.equals(server.publicKey)).toBe(true);
    expect(read.zeroState).toEqual(zeroState);
    expect(read.init).toEqual(zeroState);

    const ls = raw.liteservers[0];
    const engine = new LiteSingleEngine({
      host: `tcp://${intToIPFromReadme(ls.ip)}:${ls.port}`,
      publicKey: Buffer.from(ls.id.key, 'base64'),
    });
    try {
      await new Promise<void>((r) => engine.once('ready', () => r()));
      expect(await new LiteClient({ engine }).getCurrentTime()).toBe(NOW);
    } finally {
      engine.close();
      await server.close();
    }
  });

  it('reads a public-style config and rejects malformed ones clearly', () => {
    const publicStyle = `{"@type":"config.global","liteservers":[{"ip":-2018135749,"port":53312,"id":{"@type":"pub.ed25519","key":"${Buffer.alloc(32, 3).toString('base64')}"}}],
      "validator":{"@type":"validator.config.global","zero_state":{"workchain":-1,"shard":-9223372036854775808,"seqno":0,"root_hash":"F6OpKZKqvqeFp6CQmFomXNMfMj2EnaUSOXN+Mh+wVWk=","file_hash":"XplPz01CXAps5qeSWUtxcyBfdAo5zVb1N979KLSKD24="},
      "init_block":{"workchain":-1,"shard":-9223372036854775808,"seqno":1,"root_hash":"F6OpKZKqvqeFp6CQmFomXNMfMj2EnaUSOXN+Mh+wVWk=","file_hash":"XplPz01CXAps5qeSWUtxcyBfdAo5zVb1N979KLSKD24="}}}`;
    const cfg = parseGlobalConfig(publicStyle);
    expect(cfg.liteservers[0]).toMatchObject({ ip: intToIPFromReadme(-2018135749), port: 53312 });
    expect(cfg.zeroState?.shard).toBe('-9223372036854775808');
    expect(cfg.init?.seqno).toBe(1);
    expect(() => parseGlobalConfig('{"liteservers":[]}')).toThrow('config.global');
    expect(() => parseGlobalConfig('{"@type":"config.global","liteservers":[{"ip":"x"}]}')).toThrow('liteservers[0]');
  });
});
