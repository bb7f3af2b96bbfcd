/**
 * What the image runs is installed with `npm prune --omit=dev` (deploy/Containerfile): a package that the production
 * code of the server, the indexer and the layers under them imports must be in `dependencies`, or the image's
 * processes fail to start. Every import of every such file is read with TypeScript's parser; type-only imports are
 * erased and need nothing at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../contract/index.ts';

/** The folders deploy/Containerfile copies whose code the image's processes run. */
const SHIPPED = ['config', 'contract', 'generated', 'tlb', 'liteapi', 'indexer', 'server'];

/**
 * Code outside a test folder that only tests read, with the dev dependencies it may use: the reader of the recorded
 * classified traces (LZ4 and msgpack), shared by the indexer's and the server's tests. No shipped file imports it
 * (checked below).
 */
const TEST_SUPPORT = ['indexer/actions/fixtures.ts'];

const production = (path: string) =>
  path.endsWith('.ts') && !/(^|\/)(test|bench)\//.test(path) && !TEST_SUPPORT.includes(path);

function files(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => `${dir}/${f}`)
    .filter((f) => production(f) && !f.includes('node_modules'));
}

/** The packages a file needs at run time: every import and re-export that is not type-only, and every import(). */
function runtimePackages(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(repoRoot, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.importClause?.namedBindings;
      const onlyTypes =
        node.importClause !== undefined &&
        node.importClause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) out.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      out.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

describe('production code and the image', () => {
  it('imports at run time only packages in dependencies, which the image installs', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const dir of SHIPPED)
      for (const file of files(dir)) {
        checked++;
        for (const name of runtimePackages(file)) if (!pkg.dependencies[name]) wrong.push(`${file} imports ${name}`);
      }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('ships no code that imports the test-support files', () => {
    const importers: string[] = [];
    for (const dir of SHIPPED)
      for (const file of files(dir)) {
        const text = readFileSync(join(repoRoot, file), 'utf8');
        for (const support of TEST_SUPPORT) {
          const name = support.split('/').pop()!;
          const sameDir = file.split('/').slice(0, -1).join('/') === support.split('/').slice(0, -1).join('/');
          if (text.includes(support.split('/').slice(1).join('/')) || (sameDir && text.includes(`./${name}'`)))
            importers.push(`${file} imports ${support}`);
        }
      }
    expect(importers).toEqual([]);
  });
});
