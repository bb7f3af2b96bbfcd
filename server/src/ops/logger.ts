import { pino, type Logger } from 'pino';

/** Log lines are written in batches of this many bytes (about 15 request lines)… */
const BATCH_BYTES = 4096;
/** …or after this long, so a quiet server's lines still show up promptly. */
const FLUSH_MS = 200;

/**
 * The process logger: pino JSON lines on stdout (or `dest`). Writes are asynchronous and batched: one write
 * per line cost a system call (and a thread-pool job) per request, about a tenth of a cheap request's CPU.
 * Whatever is buffered is written synchronously when the process exits.
 */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', dest: string | number = 1): Logger {
  return pino({ level }, pino.destination({ dest, sync: false, minLength: BATCH_BYTES, periodicFlush: FLUSH_MS }));
}
