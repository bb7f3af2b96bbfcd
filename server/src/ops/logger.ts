import { pino, type Logger } from 'pino';

/**
 * The process logger: pino JSON lines on stdout (or `dest`). Writes are asynchronous (lines written
 * while a write is in flight go out together in the next one), and flushed synchronously on exit.
 */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', dest: string | number = 1): Logger {
  return pino({ level }, pino.destination({ dest, sync: false }));
}
