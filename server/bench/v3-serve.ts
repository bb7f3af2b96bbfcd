/**
 * One index's API v3 server for the v3 bench (v3-transactions.ts), in a process of its own as in a deployment: the
 * bench's client (its HTTP reads and the JSON it parses to check each answer) then neither shares this server's
 * event loop nor leaves its garbage in this server's heap. Served as the bench served it before it moved here: a
 * pool made as the server makes it, kept answers off (every request runs its queries), no log lines.
 *   tsx server/bench/v3-serve.ts <database url>
 * Sends `{ uri }` to its parent (IPC) once listening. On `{ gc: true }` it sends back its garbage-collection pauses
 * since the last such request, as `{ gc: [[from, to], …] }` in ms since the epoch (performance.timeOrigin based,
 * the clock the parent measures requests on); on `{ stop: true }` it stops and exits.
 */
import { pino } from 'pino';
import { createV3Server } from '../src/v3/app.ts';
import { createDatabasePool } from '../src/v3/queries/db.ts';
import { observeGcPauses } from './gc-pauses.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { installPgAdaptations } from '../src/v3/queries/adapters/pg.ts';

// served as server/bin/server.ts serves: with the library adapters it installs
installTonCoreSpeedups();
installPgAdaptations();
const url = process.argv[2];
if (!url || !process.send) {
  console.error('usage: forked by server/bench/v3-transactions.ts with the database url');
  process.exit(2);
}
const send = (m: unknown) => process.send!(m);

const pauses = observeGcPauses();

const pool = createDatabasePool({ connectionString: url, max: 8, statementTimeoutMs: 10_000 }, () => {});
const api = await createV3Server({
  db: pool,
  network: 'mainnet',
  logger: pino({ level: 'silent' }),
  answerCacheBytes: 0,
});
await api.start();

process.on('message', async (m: { gc?: boolean; stop?: boolean }) => {
  if (m.gc) {
    // a pause is reported after it, on a later turn of the event loop
    await new Promise((resolve) => setTimeout(resolve, 20));
    send({ gc: pauses.splice(0) });
  } else if (m.stop) {
    await api.stop();
    await pool.end();
    process.exit(0);
  }
});
// a bench that ended without stopping it (it failed) takes its servers with it
process.on('disconnect', () => process.exit(0));
send({ uri: api.info.uri });
