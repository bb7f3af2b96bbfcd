// An answer written with kept JSON (answerBytes) is byte for byte the UTF-8 of JSON.stringify over the plain values
// the kept ones stand for, whatever the values and wherever the kept ones sit; a kept value written any other way
// is its plain value; and an answer in which another string looks like a kept value's place is written plainly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerBytes, KeptJson, KeptText, PLACEHOLDER, utf8 } from '../src/http/kept-json.ts';

class Kept extends KeptJson {
  readonly #value: unknown;
  readonly #json: KeptText;
  constructor(value: unknown) {
    super();
    this.#value = value;
    this.#json = new KeptText(value);
  }
  protected json(): KeptText {
    return this.#json;
  }
  protected plain(): unknown {
    return this.#value;
  }
}

/** The value with every Kept replaced by its plain value, as a reference answer is written. */
const plainOf = (v: unknown): unknown =>
  v instanceof Kept
    ? JSON.parse(JSON.stringify(v))
    : Array.isArray(v)
      ? v.map(plainOf)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plainOf(x)]))
        : v;

const bytesOf = (answer: string | Buffer) => (typeof answer === 'string' ? Buffer.from(answer) : answer);

// strings of every kind: ASCII, Latin-1, other planes, lone surrogates, quotes and escapes
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
const leaf = fc.oneof(text, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null));
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small' },
    leaf,
    leaf.map((v) => new Kept(v)),
    fc.dictionary(text, tie('tree')).map((o) => new Kept(o)),
    fc.array(tie('tree')),
    fc.dictionary(text, tie('tree')),
  ),
}));

describe('answerBytes', () => {
  it('writes what JSON.stringify writes of the plain values', () => {
    fc.assert(
      fc.property(tree, (value) => {
        expect(bytesOf(answerBytes(value)).equals(Buffer.from(JSON.stringify(plainOf(value)) ?? ''))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('copies each kept value in, and gives text when there is none', () => {
    const comment = new Kept({ body: 'te6cc', decoded: { type: 'text_comment', comment: 'привет "мир"\n' } });
    const answer = answerBytes({ messages: [{ content: comment }, { content: comment }, { content: null }] });
    expect(Buffer.isBuffer(answer)).toBe(true);
    expect(JSON.parse(answer.toString())).toEqual({
      messages: [{ content: plainOf(comment) }, { content: plainOf(comment) }, { content: null }],
    });
    expect(answerBytes({ a: 1 })).toBe('{"a":1}');
  });

  it('is the plain value outside an answer', () => {
    const kept = new Kept({ hash: 'x', body: 'y' });
    expect(JSON.stringify({ kept })).toBe('{"kept":{"hash":"x","body":"y"}}');
  });

  it('writes an answer plainly when another of its strings is the placeholder', () => {
    const kept = new Kept({ body: 'kept' });
    for (const lookalike of [PLACEHOLDER, `${PLACEHOLDER}"`, `"${PLACEHOLDER}`, `x${PLACEHOLDER}`]) {
      for (const value of [
        [lookalike, kept],
        [kept, lookalike],
        { [lookalike]: kept },
        [kept, { [lookalike]: 1 }, kept],
      ]) {
        expect(bytesOf(answerBytes(value)).toString()).toBe(JSON.stringify(plainOf(value)));
      }
    }
  });
});

describe('utf8', () => {
  it('gives the UTF-8 bytes of any string', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(utf8(s).equals(Buffer.from(s))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
