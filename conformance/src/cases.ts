// Loads the case files: conformance/cases/<api>/<operationId>/<case>.ts, each default-exporting a CaseDef.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CaseDef, CaseInfo } from './case.ts';
import type { Api } from './types.ts';

export const CASES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'cases');

/** operationId → case files, without importing them (the integrity test uses this). */
export function caseFiles(api: Api, dir = CASES_DIR): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const root = join(dir, api);
  if (!existsSync(root)) return out;
  for (const opId of readdirSync(root)) {
    const folder = join(root, opId);
    if (!statSync(folder).isDirectory()) continue;
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => join(folder, f));
    if (files.length) out.set(opId, files);
  }
  return out;
}

/** api → operationId → case name → case: the cases compiled into the packaged build (tools/build-package.ts). */
export type CaseRegistry = Partial<Record<Api, Record<string, Record<string, CaseDef>>>>;
let bundled: CaseRegistry | undefined;

/** The packaged build has no case files to scan: it registers the cases it was built with. */
export function useBundledCases(cases: CaseRegistry): void {
  bundled = cases;
}

export async function loadCases(api: Api, dir = CASES_DIR): Promise<Map<string, CaseInfo[]>> {
  const out = new Map<string, CaseInfo[]>();
  if (bundled && dir === CASES_DIR) {
    for (const [operationId, byName] of Object.entries(bundled[api] ?? {})) {
      out.set(
        operationId,
        Object.entries(byName)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, def]) => ({ ...def, api, operationId, name, file: `${api}/${operationId}/${name}` })),
      );
    }
    return out;
  }
  for (const [operationId, files] of caseFiles(api, dir)) {
    const list: CaseInfo[] = [];
    for (const file of files) {
      const mod = (await import(pathToFileURL(file).href)) as { default?: CaseDef };
      if (!mod.default || typeof mod.default.run !== 'function')
        throw new Error(`${file} does not default-export a case`);
      list.push({ ...mod.default, api, operationId, name: file.split('/').pop()!.replace(/\.ts$/, ''), file });
    }
    out.set(operationId, list);
  }
  return out;
}
