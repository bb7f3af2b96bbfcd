// Builds generated/ from spec/: the bundled OpenAPI document and TypeScript types of each api.
// Kept free of side effects so the freshness test can rebuild into a temporary folder and compare.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { API_NAMES, repoRoot, sourceSpecPath, type ApiName } from '../contract/spec.ts';

/** Redocly must never reach the network: no telemetry, no update check. */
export const redoclyEnv: NodeJS.ProcessEnv = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

export const redoclyBin = join(repoRoot, 'node_modules', '.bin', 'redocly');

export function marker(api: ApiName): string {
  return `generated from spec/${api}/openapi.yaml, do not edit; run make generate`;
}

/** Runs the Redocly CLI from the repository root; throws with its output when it fails. */
export function runRedocly(args: string[]): string {
  const res = spawnSync(redoclyBin, args, { cwd: repoRoot, env: redoclyEnv, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (res.status !== 0) {
    throw new Error(
      `redocly ${args.join(' ')} failed (exit ${res.status ?? res.signal}):\n${res.stdout}\n${res.stderr}`,
    );
  }
  return res.stdout;
}

/** The bundled document: external files become components (kept as components, not inlined). */
export function bundleDocument(api: ApiName): Record<string, unknown> {
  const tmp = mkdtempSync(join(tmpdir(), `bundle-${api}-`));
  try {
    const out = join(tmp, 'openapi.json');
    runRedocly([
      'bundle',
      relative(repoRoot, sourceSpecPath(api)),
      '--config',
      'redocly.yaml',
      '--ext',
      'json',
      '--component-renaming-conflicts-severity',
      'error',
      '--lint-config',
      'off',
      '-o',
      out,
    ]);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as { info: Record<string, unknown> } & Record<string, unknown>;
    doc.info = { ...doc.info, 'x-generated': marker(api) };
    return doc;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export async function typesFor(api: ApiName, doc: Record<string, unknown>): Promise<string> {
  // emptyObjectsUnknown: a schema `type: object` without properties admits any fields (an action's `details`,
  // stored content), so it is `Record<string, unknown>`; the default `Record<string, never>` admits none.
  const ast = await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0], {
    silent: true,
    emptyObjectsUnknown: true,
  });
  return `// ${marker(api)}\n// (TypeScript types by openapi-typescript from generated/${api}/openapi.json)\n\n${astToString(ast)}`;
}

/**
 * `v3/actions.ts`: the Action union's variants as a map from action type to its details type, so the
 * classifiers' payloads and the API's mappers can be typed per action type (a variant is `{type: {const},
 * details: {$ref}}` in the Action schema's anyOf).
 */
export function actionTypesFor(api: ApiName, doc: Record<string, unknown>): string | undefined {
  const action = (doc as { components?: { schemas?: Record<string, { allOf?: Array<{ anyOf?: unknown[] }> }> } })
    .components?.schemas?.Action;
  const variants = action?.allOf?.flatMap((part) => part.anyOf ?? []) ?? [];
  const rows = variants.flatMap((v) => {
    const props = (v as { properties?: { type?: { const?: unknown }; details?: { $ref?: unknown } } }).properties;
    const type = props?.type?.const;
    const ref = props?.details?.$ref;
    return typeof type === 'string' && typeof ref === 'string'
      ? [`  ${type}: S['${ref.replace('#/components/schemas/', '')}'];`]
      : [];
  });
  if (rows.length === 0) return undefined;
  return `// ${marker(api)}
// (the variants of components.schemas.Action in generated/${api}/openapi.json: action type → details schema)

import type { components } from './types.ts';

type S = components['schemas'];

/** The \`details\` of each action type the contract types. */
export interface ActionDetailsByType {
${rows.join('\n')}
}

export type TypedActionType = keyof ActionDetailsByType;
`;
}

const README = `# generated/

Everything in this folder is derived by \`make generate\` (tools/generate.ts) and must not be edited by hand:
from \`spec/\` (\`spec/test/generated-fresh.test.ts\` fails when it is out of date), except \`db/\`, from
\`indexer/migrations/\` (\`tools/test/row-types.test.ts\`).

- \`<api>/openapi.json\`: the bundled OpenAPI 3.1 document (\`redocly bundle\`): one file, every external file
  turned into a component under \`#/components/...\`, so it can be served, validated against (contract/) and
  rendered (docs/). \`info.x-generated\` carries the do-not-edit marker.
- \`<api>/types.ts\`: TypeScript types of that document (openapi-typescript): \`paths\`, \`operations\`,
  \`components['schemas'][...]\`.
- \`v3/actions.ts\`: \`ActionDetailsByType\`, the \`details\` type of each variant of the \`Action\` union by its
  \`type\`, which the indexer's classifiers and the API's mappers are typed with.
- \`db/rows.ts\`: one interface per table of the index (\`TransactionsRow\`, …), each column typed as node-postgres
  returns it, read from a database the migrations were applied to (tools/row-types.ts). Its header holds the
  migrations' sha256: \`make generate\` migrates a database only when that differs.

Which apis are present depends on which \`spec/<api>/openapi.yaml\` exist.
`;

export interface GeneratedFile {
  path: string; // relative to the output folder
  content: string;
}

/** Every file generated/ should hold, built in memory from the current spec. */
export async function buildGenerated(): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [{ path: 'README.md', content: README }];
  for (const api of API_NAMES) {
    if (!existsSync(sourceSpecPath(api))) continue;
    const doc = bundleDocument(api);
    files.push({ path: `${api}/openapi.json`, content: `${JSON.stringify(doc, null, 2)}\n` });
    files.push({ path: `${api}/types.ts`, content: await typesFor(api, doc) });
    const actions = actionTypesFor(api, doc);
    if (actions) files.push({ path: `${api}/actions.ts`, content: actions });
  }
  return files;
}

export function writeGenerated(outDir: string, files: GeneratedFile[]): void {
  for (const api of API_NAMES) rmSync(join(outDir, api), { recursive: true, force: true });
  for (const f of files) {
    const target = join(outDir, f.path);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, f.content);
  }
}
