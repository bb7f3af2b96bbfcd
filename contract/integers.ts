// Integer inputs as the contract types them: the exact range a parameter or body field accepts, read
// from its schema (`format` int32/uint32/int64/uint64…, `minimum`, `maximum`, and the 64-bit decimal
// string formats), and one strict reading of a value against it. The server's validation layer and the
// tests share it, so "what is an integer here" has one answer.
import type { JsonObject } from './spec.ts';

export interface IntegerRange {
  min: bigint;
  max: bigint;
  /** wider than a JSON number holds exactly: read values are handed on as exact decimal strings */
  wide: boolean;
}

const FORMAT_BOUNDS: Record<string, [bigint, bigint]> = {
  int8: [-128n, 127n],
  uint8: [0n, 255n],
  int16: [-32768n, 32767n],
  uint16: [0n, 65535n],
  int32: [-(2n ** 31n), 2n ** 31n - 1n],
  uint32: [0n, 2n ** 32n - 1n],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
  uint64: [0n, 2n ** 64n - 1n],
  'int64-string': [-(2n ** 63n), 2n ** 63n - 1n],
  'uint64-string': [0n, 2n ** 64n - 1n],
};
const SAFE_MAX = BigInt(Number.MAX_SAFE_INTEGER);
/** An integer without a format is a JSON number: at most ±(2^53 − 1). */
const NUMBER_BOUNDS: [bigint, bigint] = [-SAFE_MAX, SAFE_MAX];

function bound(value: unknown, round: 'up' | 'down'): bigint | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return BigInt(round === 'up' ? Math.ceil(value) : Math.floor(value));
}

function rangeOfBranch(s: JsonObject): [bigint, bigint] | undefined | 'not-integer' {
  const format = typeof s.format === 'string' ? s.format : undefined;
  if (s.type === 'integer') {
    let [min, max] = (format && FORMAT_BOUNDS[format]) || NUMBER_BOUNDS;
    const lo = bound(s.minimum, 'up');
    const hi = bound(s.maximum, 'down');
    if (lo !== undefined && lo > min) min = lo;
    if (hi !== undefined && hi < max) max = hi;
    return [min, max];
  }
  if (s.type === 'string') {
    if (format !== 'int64-string' && format !== 'uint64-string') return 'not-integer';
    const [min, max] = FORMAT_BOUNDS[format]!;
    // a decimal-string pattern that refuses a minus sign (`^[0-9]{1,19}$`) is how a string says "not negative"
    return [typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test('-1') && min < 0n ? 0n : min, max];
  }
  return undefined;
}

/**
 * The range of an integer input, or undefined when the schema is not an integer: `type: integer`, a
 * 64-bit decimal string format, or an `anyOf`/`oneOf` of those (the JSON-body form "decimal string or
 * JSON integer"); a branch that takes any other string (a method name) makes it not an integer.
 */
export function integerRangeOf(schema: unknown): IntegerRange | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const s = schema as JsonObject;
  const branches = (Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : [s]) as JsonObject[];
  let min: bigint | undefined;
  let max: bigint | undefined;
  for (const branch of branches) {
    const r = branch && typeof branch === 'object' ? rangeOfBranch(branch) : undefined;
    if (r === 'not-integer') return undefined;
    if (!r) continue;
    min = min === undefined || r[0] < min ? r[0] : min;
    max = max === undefined || r[1] > max ? r[1] : max;
  }
  if (min === undefined || max === undefined) return undefined;
  return { min, max, wide: max > SAFE_MAX || min < -SAFE_MAX };
}

/**
 * Decimal digits with an optional minus: no plus, spaces, exponent, fraction or hex. Leading zeros are
 * read as decimal (`0012` is 12), as both upstream implementations' integer parsers do.
 */
const DECIMAL = /^-?[0-9]+$/;

export type IntegerReading = { ok: true; value: bigint } | { ok: false; problem: string };

/**
 * Reads one input value as an integer of `range`: a decimal string (query strings always; JSON bodies
 * too, as both upstream implementations accept) or a JSON integer. A JSON number beyond 2^53 is taken
 * at the value it parsed to; exact 64-bit values travel as strings.
 */
export function readInteger(value: unknown, range: IntegerRange): IntegerReading {
  let n: bigint;
  if (typeof value === 'string') {
    if (!DECIMAL.test(value)) return { ok: false, problem: 'must be integer' };
    // no BigInt of a 100 KB digit string: past 40 significant digits no range here can hold it
    const digits = value.replace(/^-?0*/, '');
    if (digits.length > 40)
      return { ok: false, problem: value.startsWith('-') ? `must be >= ${range.min}` : `must be <= ${range.max}` };
    n = BigInt(value);
  } else if (typeof value === 'number') {
    if (!Number.isInteger(value)) return { ok: false, problem: 'must be integer' };
    n = BigInt(value);
  } else {
    return { ok: false, problem: 'must be integer' };
  }
  if (n < range.min) return { ok: false, problem: `must be >= ${range.min}` };
  if (n > range.max) return { ok: false, problem: `must be <= ${range.max}` };
  return { ok: true, value: n };
}
