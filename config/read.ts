/**
 * A program's settings from the environment, each parsed and checked when the program starts: a bad value stops
 * it at once with one line naming the variable, rather than surfacing later as a NaN timeout or an ignored typo.
 */
import { Invalid } from './parse.ts';
import type { Program, Variable } from './variable.ts';
import { type Name, VARIABLES } from './variables.ts';

type Declared = typeof VARIABLES;
/** Variable `N`'s value in program `P`: never undefined where `P` has a fallback of its own. */
type ValueOf<N extends Name, P extends Program = Program> =
  Declared[N] extends Variable<infer T, readonly Program[], infer F> ? (P extends keyof F ? NonNullable<T> : T) : never;
/** The settings program `P` reads, by variable name. */
export type Config<P extends Program> = {
  readonly [N in Name as P extends Declared[N]['readBy'][number] ? N : never]: ValueOf<N, P>;
};

/** A value a program cannot start with; its message is the whole line to print. */
export class ConfigError extends Error {}

/** One variable's value from `text` (its fallback when unset or empty); `label` names it in the error. */
export function parseValue<N extends Name, P extends Program = Program>(
  name: N,
  text: string | undefined,
  program?: P,
  label: string = name,
): ValueOf<N, P> {
  const variable = VARIABLES[name] as Variable<unknown>;
  if (text === undefined || text === '')
    return (
      program && variable.fallbackFor && program in variable.fallbackFor
        ? variable.fallbackFor[program]
        : variable.fallback
    ) as ValueOf<N, P>;
  try {
    return variable.kind.parse(text) as ValueOf<N, P>;
  } catch (err) {
    if (err instanceof Invalid) throw new ConfigError(`${label}=${JSON.stringify(text)}: expected ${err.expected}`);
    throw err;
  }
}

/** Flags that override variables: each variable's flag name and its text (undefined when not given). */
export type Overrides = Partial<Record<Name, readonly [flag: string, text: string | undefined]>>;

/**
 * Every setting `program` reads, from `env` and the flags in `overrides` (a flag given wins, and is checked as its
 * variable is); throws ConfigError for the first bad one.
 */
export function readConfig<P extends Program>(
  program: P,
  env: NodeJS.ProcessEnv = process.env,
  overrides: Overrides = {},
): Config<P> {
  const config: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(VARIABLES) as [Name, Variable<unknown>][]) {
    if (!variable.readBy.includes(program)) continue;
    const [flag, text] = overrides[name] ?? [];
    config[name] = text === undefined ? parseValue(name, env[name], program) : parseValue(name, text, program, flag);
  }
  return config as Config<P>;
}

/** A program's entry: its settings, or the one line saying which is wrong and exit code 2 (no stack trace). */
export function configOrExit<P extends Program>(
  program: P,
  env: NodeJS.ProcessEnv = process.env,
  overrides: Overrides = {},
): Config<P> {
  try {
    return readConfig(program, env, overrides);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${program}: ${err.message}\n`);
    process.exit(2);
  }
}
