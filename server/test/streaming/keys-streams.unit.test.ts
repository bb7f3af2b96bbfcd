import { describe, expect, it } from 'vitest';
import { KeyStore, parseKeysConfig } from '../../src/auth/keys.ts';

/** A plan's `streams` (open streaming connections per key) is read from the keys file and checked (streaming S7). */
describe('keys file: streams per plan', () => {
  it("carries each plan's streams to its keys and keyless streams to keyless clients", () => {
    const store = new KeyStore(
      parseKeysConfig(
        'plans: { pro: { rps: 5, streams: 3 }, free: { rps: 1 } }\nkeyless: { rps: 1, streams: 0 }\nkeys: [ { key: a, plan: pro }, { key: b, plan: free } ]',
      ),
    );
    expect(store.lookup('a')).toMatchObject({ rps: 5, streams: 3 });
    expect(store.lookup('b')!.streams).toBeUndefined();
    expect(store.keyless).toEqual({ rps: 1, streams: 0 });
  });

  it('refuses a streams value that is not a non-negative integer', () => {
    expect(() => parseKeysConfig('plans: { pro: { rps: 5, streams: -1 } }')).toThrow(/streams/);
    expect(() => parseKeysConfig('plans: { pro: { rps: 5, streams: 1.5 } }')).toThrow(/streams/);
    expect(() => parseKeysConfig('keyless: { rps: 1, streams: many }')).toThrow(/keyless.streams/);
  });
});
