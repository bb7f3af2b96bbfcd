import { describe, expect, it } from 'vitest';
import { integerRangeOf, readInteger } from '../index.ts';

describe('integer inputs', () => {
  it('reads the range from type, format, minimum and maximum, and from the 64-bit string forms', () => {
    expect(integerRangeOf({ type: 'integer', format: 'int32', minimum: 1 })).toEqual({
      min: 1n,
      max: 2n ** 31n - 1n,
      wide: false,
    });
    // biome-ignore lint/correctness/noPrecisionLoss: a schema's int64 bound is written this way in JSON; the test reads it as JSON would
    expect(integerRangeOf({ type: 'integer', format: 'int64', minimum: 0, maximum: 9223372036854775807 })).toEqual({
      min: 0n,
      max: 2n ** 63n - 1n,
      wide: true,
    });
    expect(integerRangeOf({ type: 'integer', minimum: 1, maximum: 1000 })).toEqual({
      min: 1n,
      max: 1000n,
      wide: false,
    });
    // "decimal string or JSON integer", non-negative by its pattern
    expect(
      integerRangeOf({
        anyOf: [
          { type: 'string', format: 'int64-string', pattern: '^[0-9]{1,19}$' },
          { type: 'integer', format: 'int64', minimum: 0 },
        ],
      }),
    ).toEqual({ min: 0n, max: 2n ** 63n - 1n, wide: true });
    expect(integerRangeOf({ type: 'string', format: 'int64-string', pattern: '^-?[0-9]{1,19}$' })?.min).toBe(
      -(2n ** 63n),
    );
    // a method name or id is not an integer input, nor is a plain string
    expect(integerRangeOf({ anyOf: [{ type: 'string' }, { type: 'integer', format: 'int32' }] })).toBeUndefined();
    expect(integerRangeOf({ type: 'string', format: 'shard-id' })).toBeUndefined();
  });

  it('reads decimal text and JSON integers strictly, within the range', () => {
    const int32 = integerRangeOf({ type: 'integer', format: 'int32' })!;
    const ok = (v: unknown) => readInteger(v, int32);
    expect(ok('100')).toEqual({ ok: true, value: 100n });
    expect(ok('0012')).toEqual({ ok: true, value: 12n });
    expect(ok(-5)).toEqual({ ok: true, value: -5n });
    for (const bad of [
      '1e3',
      '1.5',
      ' 1',
      '1 ',
      '+1',
      '0x10',
      'Infinity',
      'NaN',
      '',
      '١',
      1.5,
      Infinity,
      NaN,
      true,
      null,
      [],
      {},
    ]) {
      expect(ok(bad), JSON.stringify(bad)).toEqual({ ok: false, problem: 'must be integer' });
    }
    expect(ok('2147483648')).toEqual({ ok: false, problem: 'must be <= 2147483647' });
    expect(ok(-(2 ** 31) - 1)).toEqual({ ok: false, problem: 'must be >= -2147483648' });
    expect(ok('9'.repeat(100_000))).toEqual({ ok: false, problem: 'must be <= 2147483647' });
    const uint64 = integerRangeOf({ type: 'string', format: 'uint64-string' })!;
    expect(readInteger('18446744073709551615', uint64)).toEqual({ ok: true, value: 2n ** 64n - 1n });
    expect(readInteger(2 ** 64, uint64)).toEqual({ ok: false, problem: 'must be <= 18446744073709551615' });
  });
});
