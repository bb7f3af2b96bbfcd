import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * server/memory.env, the server process's memory settings: read by sh in the image's entrypoint and by
 * node:util's parseEnv in the v3 bench, so both must read the same values, and Node and glibc must take them.
 */
const FILE = new URL('../memory.env', import.meta.url).pathname;
const settings = parseEnv(readFileSync(FILE, 'utf8'));
const LD_SO = '/lib64/ld-linux-x86-64.so.2';

describe('server/memory.env', () => {
  it('reads the same in sh as in parseEnv', () => {
    const names = Object.keys(settings);
    expect(names.sort()).toEqual(['SERVER_GLIBC_TUNABLES', 'SERVER_NODE_FLAGS']);
    const script = `. "$1"; ${names.map((n) => `printf '%s\\0' "$${n}"`).join('; ')}`;
    const fromSh = execFileSync('sh', ['-c', script, 'sh', FILE], { encoding: 'utf8' }).split('\0').slice(0, -1);
    expect(fromSh).toEqual(names.map((n) => settings[n]));
  });

  it('gives Node a young generation of the size it names', () => {
    const flags = settings.SERVER_NODE_FLAGS!.split(/\s+/);
    const mb = Number(/--max-semi-space-size=(\d+)/.exec(settings.SERVER_NODE_FLAGS!)?.[1]);
    const newSpace = (args: string[]) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [...args, '-p', `JSON.stringify(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space'))`],
          { encoding: 'utf8' },
        ),
      ) as { space_size: number };
    // a fresh process without the flags starts smaller and grows; with them it starts at the fixed size
    expect(newSpace([]).space_size).toBeLessThan(mb * 2 ** 20);
    expect(newSpace(flags).space_size).toBe(mb * 2 ** 20);
  });

  it.skipIf(!existsSync(LD_SO))(`has glibc take each tunable at its value (skipped: no ${LD_SO})`, () => {
    const listed = execFileSync(LD_SO, ['--list-tunables'], {
      encoding: 'utf8',
      env: { ...process.env, GLIBC_TUNABLES: settings.SERVER_GLIBC_TUNABLES },
    });
    for (const tunable of settings.SERVER_GLIBC_TUNABLES!.split(':')) {
      const [name, value] = tunable.split('=');
      expect(listed).toContain(`${name}: 0x${BigInt(value!).toString(16)} `);
    }
  });
});
