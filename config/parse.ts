/**
 * What one environment variable may hold, and how its text becomes a value. Each kind says what it expects in
 * words, for the configuration table and for the line that refuses a bad value: a process must not start on a
 * setting it misread (`Number('10s')` is NaN, `Number('-1')` a negative timeout).
 */

/** A value a variable cannot hold; `expected` completes "expected …". */
export class Invalid extends Error {
  constructor(readonly expected: string) {
    super(expected);
  }
}

export interface Kind<T> {
  /** what the text must be, in words: "a whole number of milliseconds, at least 1" */
  readonly expected: string;
  readonly parse: (text: string) => T;
  /** the value as the table shows it */
  readonly show: (value: T) => string;
}

export interface WholeOptions {
  /** what one counts, plural: "milliseconds", "seconds", "MiB"; none for a plain count */
  unit?: string;
  min?: number;
  max?: number;
}

/** A whole number in decimal digits, in a unit its variable's name says (`_MS`, `_SECONDS`, `_MB`). */
export function whole({ unit, min = 0, max }: WholeOptions = {}): Kind<number> {
  const range = max === undefined ? `at least ${min}` : `from ${min} to ${max}`;
  const expected = `a whole number${unit ? ` of ${unit}` : ''}, ${range}`;
  return {
    expected,
    parse: (text) => {
      const value = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || (max !== undefined && value > max))
        throw new Invalid(expected);
      return value;
    },
    show: String,
  };
}

/** One of a few words. */
export function oneOf<const T extends string>(choices: readonly T[]): Kind<T> {
  const expected = `one of ${choices.join(', ')}`;
  return {
    expected,
    parse: (text) => {
      if (!(choices as readonly string[]).includes(text)) throw new Invalid(expected);
      return text as T;
    },
    show: String,
  };
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/** On or off: 1/true/yes/on or 0/false/no/off, in any case. */
export function flag(): Kind<boolean> {
  const expected = '1 or 0 (true/false, yes/no, on/off)';
  return {
    expected,
    parse: (text) => {
      const word = text.toLowerCase();
      if (TRUE.includes(word)) return true;
      if (FALSE.includes(word)) return false;
      throw new Invalid(expected);
    },
    show: (value) => (value ? '1' : '0'),
  };
}

/** Text: a path, a host name, a prefix; `pattern` narrows it when the text has a shape `expected` describes. */
export function text(expected = 'any text', pattern?: RegExp): Kind<string> {
  return {
    expected,
    parse: (value) => {
      if (pattern && !pattern.test(value)) throw new Invalid(expected);
      return value;
    },
    show: String,
  };
}

/** An absolute URL with one of `protocols` (without the colon). */
export function url(protocols: readonly string[]): Kind<string> {
  const expected = `a ${protocols.join(':// or ')}:// URL`;
  return {
    expected,
    parse: (value) => {
      if (!URL.canParse(value) || !protocols.includes(new URL(value).protocol.slice(0, -1)))
        throw new Invalid(expected);
      return value;
    },
    show: String,
  };
}

/** Comma-separated items of one kind; blanks around and between commas are ignored. */
export function list<T>(item: Kind<T>): Kind<T[]> {
  const expected = `comma-separated, each ${item.expected}`;
  return {
    expected,
    parse: (value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          try {
            return item.parse(part);
          } catch (err) {
            if (err instanceof Invalid) throw new Invalid(`${expected}; "${part}" is not`);
            throw err;
          }
        }),
    show: (values) => values.map(item.show).join(','),
  };
}
