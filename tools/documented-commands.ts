// The commands the READMEs and docs pages show, as a reader runs them. A fenced block whose info string
// carries `runnable` (```sh runnable, ```ts runnable, ```js runnable) is one a reader can paste on a fresh
// clone as written; the blocks of one page run in order in one shell, as a reader would type them (an
// `export` in one block serves the next), ts/js blocks through `npx tsx` from a file in the repository.
//   tsx tools/documented-commands.ts [FILE.md ...]   prints each page's script (nothing runs)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(import.meta.dirname, '..');

export interface RunnableBlock {
  /** page, relative to the repository root */
  file: string;
  /** line of the opening fence */
  line: number;
  lang: 'sh' | 'ts' | 'js';
  code: string;
}

const FENCE = /^```(\S+)((?:[ \t]+\S+)*)[ \t]*$/;

/** Every runnable block of one markdown page, in page order. */
export function runnableBlocks(file: string): RunnableBlock[] {
  const lines = readFileSync(resolve(repoRoot, file), 'utf8').split('\n');
  const blocks: RunnableBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith('```'));
    if (end < 0) throw new Error(`${file}:${i + 1}: unclosed code fence`);
    const tokens = open[2]!.trim().split(/\s+/);
    if (tokens.includes('runnable')) {
      const lang = ({ sh: 'sh', bash: 'sh', ts: 'ts', js: 'js' } as const)[open[1]! as 'sh'];
      if (!lang) throw new Error(`${file}:${i + 1}: a runnable block must be sh, bash, ts or js, not ${open[1]}`);
      blocks.push({
        file: relative(repoRoot, resolve(repoRoot, file)),
        line: i + 1,
        lang,
        code: lines.slice(i + 1, end).join('\n'),
      });
    }
    i = end;
  }
  return blocks;
}

/** README.md at the root and in every top-level folder, and the docs site's pages. */
export function documentedPages(): string[] {
  const pages = ['README.md'];
  for (const entry of readdirSync(repoRoot, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    if (existsSync(join(repoRoot, entry.name, 'README.md'))) pages.push(`${entry.name}/README.md`);
  }
  for (const f of readdirSync(join(repoRoot, 'docs')))
    if (f.endsWith('.md') && f !== 'README.md') pages.push(`docs/${f}`);
  return pages.sort();
}

/** Whether a page's commands talk to the system `make run` serves on its default port. */
export function needsRunningSystem(blocks: RunnableBlock[]): boolean {
  return blocks.some((b) => /localhost:8080/.test(b.code));
}

/**
 * One bash script for a page's blocks: strict mode, each block introduced by its location, ts/js blocks
 * written by `writeSource(name, code)` into the repository (where their imports resolve) and run with tsx.
 */
export function pageScript(blocks: RunnableBlock[], writeSource: (name: string, code: string) => string): string {
  const parts = ['set -euo pipefail'];
  for (const b of blocks) {
    parts.push(`echo "### ${b.file}:${b.line}" >&2`);
    if (b.lang === 'sh') parts.push(b.code);
    else {
      const path = writeSource(`${b.file.replace(/[/.]/g, '-')}-${b.line}.${b.lang === 'ts' ? 'ts' : 'mjs'}`, b.code);
      parts.push(`npx tsx ${JSON.stringify(path)}`);
    }
  }
  return parts.join('\n') + '\n';
}

/** Answers in an output that say a documented call failed: a v2 error envelope, or a v3/other `error` body. */
export function errorAnswers(output: string): string[] {
  return output
    .split('\n')
    .filter((l) => /"ok"\s*:\s*false/.test(l) || /^\s*\{\s*"code"\s*:\s*\d{3}\s*,\s*"error"/.test(l));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : documentedPages();
  for (const file of files) {
    const blocks = runnableBlocks(file);
    if (!blocks.length) continue;
    process.stdout.write(`# ${file}${needsRunningSystem(blocks) ? ' (needs make run)' : ''}\n`);
    process.stdout.write(pageScript(blocks, (name) => `.scratch-docs/${name}`) + '\n');
  }
}
