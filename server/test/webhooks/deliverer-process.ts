/**
 * A deliverer alone in its own process, as a replica runs it, for the tests that kill it (-9) mid-delivery.
 * DATABASE_URL names the index; WEBHOOK_ALLOWED_TARGETS the receiver's loopback.
 */
import pg from 'pg';
import pino from 'pino';
import { DEFAULT_WEBHOOK_SETTINGS } from '../../src/webhooks/config.ts';
import { Deliverer } from '../../src/webhooks/deliverer.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
const deliverer = new Deliverer({
  db: { pool, timeoutMs: 10_000 },
  network: 'local',
  logger: pino({ level: 'silent' }),
  settings: {
    ...DEFAULT_WEBHOOK_SETTINGS,
    allowedTargets: process.env.WEBHOOK_ALLOWED_TARGETS ?? '',
    retryBaseMs: 200,
    retryMaxMs: 2000,
  },
});
deliverer.start();
process.stdout.write('delivering\n');
process.on('SIGTERM', () => void deliverer.stop().then(() => pool.end().then(() => process.exit(0))));
