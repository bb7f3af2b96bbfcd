/**
 * Dependencies flow one way (CONTRIBUTING.md, "Layers"). Every relative import of every TypeScript file is
 * read with TypeScript's own pre-parser (import, export … from, import(), require) and its target's
 * top-level folder checked against the table below; a file importing in a direction the table does not
 * allow fails this test, naming the file and the import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../contract/index.ts';

/** What the production code of each top-level folder may import, besides itself and npm packages. */
const ALLOWED: Record<string, readonly string[]> = {
  // base layers
  generated: [],
  config: [],
  tlb: [],
  liteapi: ['tlb'],
  contract: ['generated'],
  // the parts: none imports another's code
  devnet: ['tlb', 'liteapi'],
  indexer: ['tlb', 'liteapi', 'contract', 'generated', 'config'],
  server: ['tlb', 'liteapi', 'contract', 'generated', 'config'],
  // the composition root: the whole system on the local network
  stack: ['tlb', 'liteapi', 'contract', 'generated', 'devnet', 'indexer', 'server'],
  // consumers of the whole: they judge, load, run or document it
  conformance: ['contract', 'generated', 'devnet', 'stack'],
  load: ['contract', 'devnet', 'stack'],
  deploy: ['devnet', 'indexer', 'stack'],
  // tools/row-types.ts migrates a throwaway database with the indexer's own migrations to generate the row types
  tools: ['contract', 'generated', 'stack', 'config', 'indexer'],
  docs: ['contract', 'tools'],
  spec: [],
};

/**
 * Tests and benchmarks (any file under a `test/` or `bench/` folder) may also import these: a real local
 * network to run against, the whole stack, the recorded fixtures' reader (tools/fixtures.ts), the contract
 * to validate answers; for the server, the indexer that fills the database it reads and the conformance
 * suite that judges the contract-driven mock.
 */
const TEST_EXTRA: Record<string, readonly string[]> = {
  '*': ['devnet', 'stack', 'tools', 'contract', 'generated', 'liteapi', 'tlb'],
  server: ['indexer', 'conformance'],
  docs: ['spec'],
  spec: ['docs'],
};

/**
 * A process's entry point (`<folder>/bin/*.ts`) composes that process: it may also import another part's
 * public module (`<folder>/index.ts`), e.g. the server's wires the indexer's pending emulation in.
 */
const ENTRY_POINT = /^[^/]+\/bin\/[^/]+\.ts$/;

/**
 * Inside the indexer, its folders are layers too (CONTRIBUTING.md, "The indexer's layers"): the model (row shapes,
 * addresses, decoding, table columns) under everything; ingest (chain → rows) and the traces, actions, entities
 * and pending emulation built on the model, never on ingest; one writer that owns the database transaction; the
 * pipeline that follows the chain or imports files through them. What each folder's production code may import
 * of the indexer besides itself; `bin/`, `index.ts`, tests and benchmarks may import any of it.
 */
const INDEXER_LAYERS: Record<string, readonly string[]> = {
  model: [],
  db: [],
  ingest: ['model'],
  traces: ['model'],
  actions: ['model', 'traces'],
  entities: ['model'],
  pending: ['model', 'db', 'traces', 'actions'],
  writer: ['model', 'db', 'traces', 'actions', 'entities', 'pending'],
  pipeline: ['model', 'db', 'ingest', 'traces', 'actions', 'entities', 'pending', 'writer'],
};
const INDEXER_FREE = new Set(['bin', 'test', 'bench', 'migrations']);
/** A folder's build script (`<folder>/tools/*.ts`, e.g. its package build) may also import the repository's `tools/`. */
const BUILD_SCRIPT = /^[^/]+\/tools\/[^/]+\.ts$/;

const SKIP = new Set(['node_modules', 'dist', 'reports', '.data', '.git']);

function typescriptFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) typescriptFiles(path, out);
    else if (/\.(ts|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const isTestLike = (file: string) => /(^|\/)(test|bench)\//.test(file);
const top = (path: string) => path.split('/')[0]!;

interface ImportEdge {
  file: string;
  specifier: string;
  target: string;
}

function relativeImports(file: string): ImportEdge[] {
  const info = ts.preProcessFile(readFileSync(join(repoRoot, file), 'utf8'), true, true);
  return info.importedFiles
    .filter((i) => i.fileName.startsWith('.'))
    .map((i) => ({ file, specifier: i.fileName, target: normalize(join(dirname(file), i.fileName)) }));
}

function forbidden(edge: ImportEdge): boolean {
  const from = top(edge.file);
  const to = top(edge.target);
  if (from === to || !edge.file.includes('/')) return false;
  if (edge.target.startsWith('..')) return true; // outside the repository
  if ((ALLOWED[from] ?? []).includes(to)) return false;
  if (isTestLike(edge.file) && [...TEST_EXTRA['*']!, ...(TEST_EXTRA[from] ?? [])].includes(to)) return false;
  if (ENTRY_POINT.test(edge.file) && edge.target === `${to}/index.ts`) return false;
  if (BUILD_SCRIPT.test(edge.file) && to === 'tools') return false;
  return true;
}

/** The indexer folder a path is in (`model`, `writer`, …), or undefined for a file at the indexer's top. */
const indexerFolder = (path: string) => (path.startsWith('indexer/') ? path.split('/').slice(1, -1)[0] : undefined);

function forbiddenInIndexer(edge: ImportEdge): boolean {
  if (!edge.file.startsWith('indexer/') || !edge.target.startsWith('indexer/') || isTestLike(edge.file)) return false;
  const from = indexerFolder(edge.file);
  if (from === undefined || INDEXER_FREE.has(from)) return false;
  const to = indexerFolder(edge.target) ?? edge.target;
  return from !== to && !(INDEXER_LAYERS[from] ?? []).includes(to);
}

/** The relative imports of a file that load code when it runs: `import type` and type-only names left out. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(repoRoot, file), 'utf8'), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const s of source.statements) {
    const spec = (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) continue;
    if (ts.isImportDeclaration(s)) {
      const clause = s.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
      if (onlyTypes && named.elements.length > 0) continue;
    } else if (s.isTypeOnly) continue;
    out.push(normalize(join(dirname(file), spec.text)));
  }
  return out;
}

/** Files that import each other at run time, directly or round a loop (strongly connected, more than one file). */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        part.push(w);
      } while (w !== v);
      if (part.length > 1) cycles.push(part.sort());
    }
  };
  for (const f of graph.keys()) if (!index.has(f)) visit(f);
  return cycles;
}

const runtimeGraph = (files: string[]) => new Map(files.map((f) => [f, runtimeImports(f).filter((t) => t !== f)]));

describe('dependencies flow one way', () => {
  const files = typescriptFiles('');
  const folders = new Set(files.filter((f) => f.includes('/')).map(top));

  it('reads the whole repository', () => {
    expect(files.length).toBeGreaterThan(500);
    for (const folder of ['tlb', 'liteapi', 'contract', 'server', 'indexer', 'devnet', 'stack', 'conformance'])
      expect(folders).toContain(folder);
  });

  it('every top-level folder with TypeScript has a row in the table', () => {
    expect([...folders].filter((f) => !(f in ALLOWED))).toEqual([]);
  });

  it('no file imports in a direction the table does not allow', () => {
    const bad = files
      .flatMap(relativeImports)
      .filter(forbidden)
      .map((e) => `${e.file} imports ${e.specifier}`);
    expect(bad).toEqual([]);
  });

  it('no production files import each other at run time (a loop makes load order decide what a module sees)', () => {
    expect(importCycles(runtimeGraph(files.filter((f) => !isTestLike(f))))).toEqual([]);
  });

  it('the cycle check finds a loop, and reads type-only imports as none', () => {
    // conformance's run-operation → checks/protocol → checks/input-forms → run-operation was one
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e2']],
      ['e2', []],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c']]);
    // routes.ts imports only types of types.ts, and code of dispatch.ts
    expect(runtimeImports('server/src/http/routes.ts')).not.toContain('server/src/http/types.ts');
    expect(runtimeImports('server/src/http/routes.ts')).toContain('server/src/http/dispatch.ts');
  });

  it("every indexer folder with production TypeScript has a row in the indexer's table", () => {
    const inner = new Set(files.map(indexerFolder).filter((f): f is string => f !== undefined && !INDEXER_FREE.has(f)));
    expect([...inner].filter((f) => !(f in INDEXER_LAYERS))).toEqual([]);
  });

  it("no indexer file imports against the indexer's inner direction", () => {
    const bad = files
      .flatMap(relativeImports)
      .filter(forbiddenInIndexer)
      .map((e) => `${e.file} imports ${e.specifier}`);
    expect(bad).toEqual([]);
  });

  it("the indexer's check refuses backward imports", () => {
    const edge = (file: string, target: string) => ({ file, specifier: target, target });
    expect(forbiddenInIndexer(edge('indexer/model/decode.ts', 'indexer/ingest/chain.ts'))).toBe(true);
    expect(forbiddenInIndexer(edge('indexer/traces/assemble.ts', 'indexer/ingest/parse-pool.ts'))).toBe(true);
    expect(forbiddenInIndexer(edge('indexer/entities/events.ts', 'indexer/writer/store.ts'))).toBe(true);
    expect(forbiddenInIndexer(edge('indexer/actions/store.ts', 'indexer/entities/write.ts'))).toBe(true);
    expect(forbiddenInIndexer(edge('indexer/ingest/chain.ts', 'indexer/writer/store.ts'))).toBe(true);
    expect(forbiddenInIndexer(edge('indexer/writer/store.ts', 'indexer/pipeline/follow.ts'))).toBe(true);
    expect(forbiddenInIndexer(edge('indexer/model/rows.ts', 'indexer/index.ts'))).toBe(true);
    expect(forbiddenInIndexer(edge('indexer/pipeline/follow.ts', 'indexer/writer/store.ts'))).toBe(false);
    expect(forbiddenInIndexer(edge('indexer/actions/store.ts', 'indexer/model/rows.ts'))).toBe(false);
    expect(forbiddenInIndexer(edge('indexer/test/x.test.ts', 'indexer/pipeline/import.ts'))).toBe(false);
    expect(forbiddenInIndexer(edge('indexer/bin/indexer.ts', 'indexer/pipeline/follow.ts'))).toBe(false);
  });

  it('the check itself refuses the directions it is meant to refuse', () => {
    const edge = (file: string, target: string) => ({ file, specifier: target, target });
    expect(forbidden(edge('indexer/ingest/chain.ts', 'server/src/lite/pool.ts'))).toBe(true);
    expect(forbidden(edge('server/src/streaming/source.ts', 'indexer/writer/store.ts'))).toBe(true);
    expect(forbidden(edge('liteapi/pool.ts', 'devnet/liteserver/globalConfig.ts'))).toBe(true);
    expect(forbidden(edge('server/bin/server.ts', 'indexer/writer/store.ts'))).toBe(true);
    expect(forbidden(edge('server/bin/server.ts', 'indexer/index.ts'))).toBe(false);
    expect(forbidden(edge('server/test/x.test.ts', 'indexer/writer/store.ts'))).toBe(false);
    expect(forbidden(edge('indexer/test/x.test.ts', 'server/src/v3/app.ts'))).toBe(true);
    expect(forbidden(edge('devnet/tools/build-package.ts', 'tools/package.ts'))).toBe(false);
    expect(forbidden(edge('devnet/liteserver/x.ts', 'tools/package.ts'))).toBe(true);
  });
});
