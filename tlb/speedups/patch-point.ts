import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// @ton/core's modules require each other in a cycle that only its entry point walks safely (Cell.EMPTY is built
// while Cell.js loads): load the entry before reaching into any inner module.
require('@ton/core');

/**
 * One function of @ton/core or @ton/crypto that is replaced in place: the object @ton/core reads it from at
 * each call (a module's exports or a class prototype), the original found there, and the replacement.
 * When the module or the function is no longer where it was (a library upgrade moved it), `original` is
 * undefined, `install` leaves the library alone, and the pin test says which one moved.
 */
export interface PatchPoint<F extends (...args: never[]) => unknown> {
  /** module path and property chain, e.g. `@ton/core/dist/boc/BitReader.js BitReader.prototype._preloadUint` */
  readonly location: string;
  /** the object holding the function, when found */
  readonly holder: Record<string, unknown> | undefined;
  readonly key: string;
  readonly original: F | undefined;
  readonly replacement: F;
  /** puts the replacement in place; false when the original was not found */
  install(): boolean;
  /** puts the library's own function back */
  uninstall(): void;
  installed(): boolean;
}

/** on each replacement: the library's function it replaces */
const ORIGINAL = Symbol.for('ton-core-speedups.original');

function lookup(modulePath: string, chain: string[]): Record<string, unknown> | undefined {
  let at: unknown;
  try {
    at = require(modulePath);
  } catch {
    return undefined;
  }
  for (const name of chain) {
    if (at === null || (typeof at !== 'object' && typeof at !== 'function')) return undefined;
    at = (at as Record<string, unknown>)[name];
  }
  return at !== null && (typeof at === 'object' || typeof at === 'function')
    ? (at as Record<string, unknown>)
    : undefined;
}

/**
 * `modulePath` is resolved from this package; `chain` leads from the module's exports to the holder
 * (empty for a module export), `key` names the function on it. `replacement` receives the original, so a
 * replacement may fall back to it for cases it does not speed up.
 */
export function patchPoint<F extends (...args: never[]) => unknown>(
  modulePath: string,
  chain: string[],
  key: string,
  makeReplacement: (original: F) => F,
): PatchPoint<F> {
  const holder = lookup(modulePath, chain);
  const current = holder?.[key] as { [ORIGINAL]?: unknown } | undefined;
  // a replacement put in place by another copy of this module (a test runner may load two) is not the original
  const found = current?.[ORIGINAL] ?? current;
  const original = typeof found === 'function' ? (found as F) : undefined;
  const replacement = makeReplacement(
    original ??
      ((() => {
        throw new Error(`${modulePath} ${key} not found`);
      }) as unknown as F),
  );
  Object.defineProperty(replacement, ORIGINAL, { value: original });
  return {
    location: `${modulePath} ${[...chain, key].join('.')}`,
    holder,
    key,
    original,
    replacement,
    install() {
      if (!holder || !original) return false;
      holder[key] = replacement;
      return true;
    },
    uninstall() {
      if (holder && original && holder[key] === replacement) holder[key] = original;
    },
    installed: () => holder?.[key] === replacement,
  };
}
