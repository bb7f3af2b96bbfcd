/**
 * The node-pg adaptations: the one place the server's v3 reads run other code than node-pg 8 / pg-protocol 1.16's
 * own. Nothing is changed by importing this or the modules it names; `server/bin/server.ts` (and the benches and
 * tests that measure or check the server as it runs) calls `installPgAdaptations()` by name, before it creates its
 * database pools. A process that does not reads through node-pg as published and gets the same rows, only slower.
 *
 * What it changes, while installed:
 *
 * - pg-protocol's `Parser.prototype.handlePacket` is wrapped so data rows of a result asked for in binary keep
 *   their bytea fields as bytes, and node-pg is given a binary parser for bytea (`../binary-fields.ts`); statements
 *   that read message bodies then ask for those columns in binary. pg-protocol decodes every field as UTF-8, which
 *   garbles bytes, so without this they read hex text, twice the size: a batch of 164 bodies (327 KB) took 3.2 ms
 *   in text and 1.7 ms in binary.
 * - `run` (`../statements.ts`) reads rows through `RowQuery` (`../row-query.ts`), a subclass of node-pg's Query
 *   whose rows are made by a function compiled per column list instead of node-pg's copied template: the two took
 *   12% of the API process's CPU on a page of ten transactions and 90 messages.
 * - the pools of `createDatabasePool` (`../db.ts`) open `ReleasingClient`s (`../released-results.ts`), whose
 *   queries let go of their result once handed over, which node-pg's read timeout otherwise keeps reachable for
 *   V8's scavenger: on the v3 bench's pages, 2.5 MB copied per scavenge and 8 ms pauses against 0.17 MB and 3.6 ms
 *   (docs/sizing.md, "results let go of").
 *
 * When it can go: the binary reads once pg-protocol keeps binary fields as bytes (then node-pg's `binary` per
 * column suffices); RowQuery once node-pg builds a row without copying a template per row; ReleasingClient once
 * node-pg's read timeout no longer holds the query after it ends (`server/test/v3/released-results.test.ts` says
 * so when it stops keeping the rows). Each is checked against node-pg's own results by its test, and the
 * adaptations as a whole by `server/test/v3/pg-adapter.test.ts`.
 */
import { binaryFieldsInstalled, installBinaryFields, uninstallBinaryFields } from '../binary-fields.ts';

/** The name an entry lists among the adapters it installed (its start log). */
export const PG_ADAPTATIONS = 'node-pg adaptations';

let installed = false;

/** Whether the v3 reads use RowQuery and pools open ReleasingClients (binary reads: `binaryFieldsInstalled`). */
export const pgAdaptationsInstalled = (): boolean => installed;

/**
 * Installs the adaptations; calling it again changes nothing. Logs nothing; returns the adapter's name. When
 * pg-protocol no longer has its parser where expected, bodies are read as text and the rest is still installed.
 */
export function installPgAdaptations(): string {
  installBinaryFields();
  installed = true;
  return PG_ADAPTATIONS;
}

/** Back to node-pg's own reads for statements run and pools created from now on (the tests compare both). */
export function uninstallPgAdaptations(): void {
  uninstallBinaryFields();
  installed = false;
}

export { binaryFieldsInstalled };
