import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeComponent, queryOf } from '../src/http/query.ts';

/** What the strict reading must equal: `+` as a space, then decodeURIComponent, a throw for what it refuses. */
function reference(text: string): string | 'refused' {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return 'refused';
  }
}

function read(text: string): string | 'refused' {
  try {
    return decodeComponent(text);
  } catch (err) {
    expect((err as { code?: number }).code).toBe(422);
    return 'refused';
  }
}

/** Query text made of plain characters, `+`, and escapes: ASCII, multi-byte UTF-8 (whole or cut), malformed. */
const piece = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom(
    '+',
    '%',
    '%3A',
    '%3a',
    '%7F',
    '%80',
    '%C3%A9',
    '%C3',
    '%E2%82%AC',
    '%F0%9F%98%80',
    '%zz',
    '%4',
    '%00',
    '%25',
  ),
  fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
  fc.string({ unit: 'binary', maxLength: 2 }).map((s) => encodeURIComponent(s)),
);

describe('query reading', () => {
  it('decodes a component exactly as decodeURIComponent does, and refuses what it refuses', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(read(text)).toBe(reference(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads repeated keys as lists and a key named __proto__ as any other', () => {
    const q = queryOf('/x?address=0%3Aab&a=1&a=2&__proto__=3&flag&e=');
    expect({ ...q }).toEqual({ address: '0:ab', a: ['1', '2'], ['__proto__']: '3', flag: '', e: '' });
    expect(Object.keys(q)).toEqual(['address', 'a', '__proto__', 'flag', 'e']);
    expect(Object.getPrototypeOf(q)).toBe(Object.prototype);
  });

  it("reads keys named like Object.prototype's members as values sent once, then repeated", () => {
    const q = queryOf('/x?toString=1&constructor=2&hasOwnProperty=3&__proto__=4&__proto__=5&valueOf=6&valueOf=7');
    expect(Object.entries(q)).toEqual([
      ['toString', '1'],
      ['constructor', '2'],
      ['hasOwnProperty', '3'],
      ['__proto__', ['4', '5']],
      ['valueOf', ['6', '7']],
    ]);
  });
});
