import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync, type WriteFileOptions } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Files other processes read while this one may be writing them (the global config, accounts.json, the API
 * keys file) are written to a temporary name in the same folder and renamed over the target: a reader sees
 * the old whole file or the new whole file, never a half-written one ("Unexpected end of JSON input").
 */
const tempName = (path: string) =>
  join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);

export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options?: WriteFileOptions,
): Promise<void> {
  const temp = tempName(path);
  try {
    await writeFile(temp, data, options);
    await rename(temp, path);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

export function writeFileAtomicSync(path: string, data: string | Uint8Array, options?: WriteFileOptions): void {
  const temp = tempName(path);
  try {
    writeFileSync(temp, data, options);
    renameSync(temp, path);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}
