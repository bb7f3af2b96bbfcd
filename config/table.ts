/** The variables as a Markdown table: docs/operators.md holds it between markers, and a test keeps it equal. */
import type { Program, Variable } from './variable.ts';
import { VARIABLES } from './variables.ts';

const PROGRAM_NAMES: Record<Program, string> = {
  server: 'server',
  indexer: 'indexer',
  run: '`make run`',
  mock: 'mock',
  tests: 'tests',
};

export const TABLE_START =
  '<!-- configuration table: rendered from config/variables.ts (tsx tools/configuration-table.ts) -->';
export const TABLE_END = '<!-- end of the configuration table -->';

function defaultOf(variable: Variable<unknown>): string {
  if (variable.defaultText) return variable.defaultText;
  const shown = (value: unknown) => `\`${variable.kind.show(value as never)}\``;
  const others = Object.entries(variable.fallbackFor ?? {}).map(
    ([program, value]) => `${PROGRAM_NAMES[program as Program]}: ${shown(value)}`,
  );
  return others.length ? `${shown(variable.fallback)} (${others.join(', ')})` : shown(variable.fallback);
}

export function configurationTable(): string {
  const rows = Object.entries(VARIABLES).map(([name, v]) => {
    const variable = v as Variable<unknown>;
    const readBy = variable.readBy.map((p) => PROGRAM_NAMES[p]).join(', ');
    return `| \`${name}\` | ${readBy} | ${defaultOf(variable)} | ${variable.kind.expected} | ${variable.description} |`;
  });
  return ['| Variable | Read by | Default | Value | Meaning |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** `page` with the table between its markers replaced by the current one. */
export function withConfigurationTable(page: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('the page has no configuration table markers');
  return `${page.slice(0, start + TABLE_START.length)}\n${configurationTable()}\n${page.slice(end)}`;
}
