import { describe, expect, it } from 'vitest';
import { flag, Invalid, list, oneOf, text, url, whole } from '../parse.ts';

/** What `kind.parse(text)` throws, as the words after "expected". */
const refusal = (parse: () => unknown) => {
  try {
    parse();
  } catch (err) {
    if (err instanceof Invalid) return err.expected;
    throw err;
  }
  return undefined;
};

describe('a whole number', () => {
  const ms = whole({ unit: 'milliseconds', min: 1 });

  it('is decimal digits in the unit the name says', () => {
    expect(ms.parse('10000')).toBe(10_000);
    expect(ms.parse('1')).toBe(1);
  });

  it('refuses a value with a unit of its own, a sign, a fraction or an exponent, naming the unit', () => {
    // Number() read "10s" as NaN and went on with it
    for (const text of ['10s', '10 ms', '-1', '+5', '1.5', '1e4', ' 10', '0x10', 'NaN', 'Infinity'])
      expect(
        refusal(() => ms.parse(text)),
        text,
      ).toBe('a whole number of milliseconds, at least 1');
  });

  it('keeps to its range', () => {
    expect(refusal(() => ms.parse('0'))).toBe('a whole number of milliseconds, at least 1');
    const port = whole({ min: 0, max: 65_535 });
    expect(port.parse('0')).toBe(0);
    expect(port.parse('65535')).toBe(65_535);
    expect(refusal(() => port.parse('65536'))).toBe('a whole number, from 0 to 65535');
    expect(refusal(() => port.parse('99999999999999999999'))).toBe('a whole number, from 0 to 65535');
  });
});

describe('a switch', () => {
  it('is 1/0, true/false, yes/no or on/off in any case', () => {
    for (const text of ['1', 'true', 'TRUE', 'yes', 'On']) expect(flag().parse(text), text).toBe(true);
    for (const text of ['0', 'false', 'False', 'no', 'OFF']) expect(flag().parse(text), text).toBe(false);
  });

  it('refuses anything else rather than reading it as off', () => {
    for (const text of ['2', 'enabled', 'y', ' 1'])
      expect(
        refusal(() => flag().parse(text)),
        text,
      ).toBe('1 or 0 (true/false, yes/no, on/off)');
  });
});

describe('a choice', () => {
  it('is one of its words, exactly', () => {
    const network = oneOf(['mainnet', 'testnet', 'local']);
    expect(network.parse('testnet')).toBe('testnet');
    expect(refusal(() => network.parse('Mainnet'))).toBe('one of mainnet, testnet, local');
  });
});

describe('a URL', () => {
  const postgres = url(['postgres', 'postgresql']);

  it('is absolute and of the named protocols', () => {
    expect(postgres.parse('postgres://ton:secret@db:5432/ton_index')).toBe('postgres://ton:secret@db:5432/ton_index');
    expect(postgres.parse('postgresql:///ton_index?host=/var/run/postgresql')).toMatch(/^postgresql:/);
  });

  it('refuses another protocol or text that is not a URL', () => {
    for (const text of ['http://db/ton', 'db:5432/ton', 'ton_index'])
      expect(
        refusal(() => postgres.parse(text)),
        text,
      ).toBe('a postgres:// or postgresql:// URL');
  });
});

describe('a list', () => {
  const urls = list(url(['postgres']));

  it('is comma-separated, blanks ignored', () => {
    expect(urls.parse(' postgres://a/x , postgres://b/x,')).toEqual(['postgres://a/x', 'postgres://b/x']);
  });

  it('names the item it cannot read', () => {
    expect(refusal(() => urls.parse('postgres://a/x,b/x'))).toBe(
      'comma-separated, each a postgres:// URL; "b/x" is not',
    );
  });
});

describe('text', () => {
  it('may have a shape', () => {
    const prefix = text('a path starting with /', /^\/\S*$/);
    expect(prefix.parse('/api/v2')).toBe('/api/v2');
    expect(refusal(() => prefix.parse('api/v2'))).toBe('a path starting with /');
    expect(text('a path').parse('./mainnet.json')).toBe('./mainnet.json');
  });
});
