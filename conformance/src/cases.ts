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
    const files = readdirSync(folder).filter((f) => f.endsWith('.ts')).sort().map((f) => join(folder, f));
    if (files.length) out.set(opId, files);
  }
  return out;
}

export async function loadCases(api: Api, dir = CASES_DIR): Promise<Map<string, CaseInfo[]>> {
  const out = new Map<string, CaseInfo[]>();
  for (const [operationId, files] of caseFiles(api, dir)) {
    const list: CaseInfo[] = [];
    for (const file of files) {
      const mod = (await import(pathToFileURL(file).href)) as { default?: CaseDef };
      if (!mod.default || typeof mod.default.run !== 'function') throw new Error(`${file} does not default-export a case`);
      list.push({ ...mod.default, api, operationId, name: file.split('/').pop()!.replace(/\.ts$/, ''), file });
    }
    out.set(operationId, list);
  }
  return out;
}
