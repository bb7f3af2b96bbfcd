import { pino, type Logger } from 'pino';

/** Log lines are written in batches of this many bytes (about 140 request lines)… */
const BATCH_BYTES = 32 * 1024;
/** …or after this long, so a quiet server's lines still show up promptly. */
const FLUSH_MS = 200;

/** Marks a logger made here: plain pino JSON lines (no formatters, mixins or redaction) on its own stream. */
const PLAIN = Symbol('plain pino lines');

/**
 * The process logger: pino JSON lines on stdout (or `dest`). Writes are asynchronous and batched: one write
 * per line cost a system call (and a thread-pool job) per request, about a tenth of a cheap request's CPU.
 * Whatever is buffered is written synchronously when the process exits.
 */
export function createLogger(level = 'info', dest: string | number = 1): Logger {
  const logger = pino(
    { level },
    pino.destination({ dest, sync: false, minLength: BATCH_BYTES, maxWrite: 2 * BATCH_BYTES, periodicFlush: FLUSH_MS }),
  );
  return Object.assign(logger, { [PLAIN]: true });
}

/** The fields of the one line logged per request, in the order they are written. */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  api: string | undefined;
  operation: string;
  status: number;
  ms: number;
  ip: string;
}

/**
 * Writes the line of each request (`msg: "request"`) at info level. On a logger made by `createLogger` the line is
 * formatted here, byte for byte as pino would write it (`server/test/logger.unit.test.ts` holds the two together):
 * pino's generic serialisation of the object was about a tenth of a cheap request's CPU. Any other logger (one a
 * caller configured with its own formatters or redaction) gets `logger.info` as usual.
 */
export function requestLog(logger: Logger): (line: RequestLine) => void {
  if (!(PLAIN in logger)) return (line) => logger.info(line, 'request');
  const symbols = pino.symbols;
  const own = logger as unknown as Record<symbol, unknown>;
  const stream = own[symbols.streamSym] as { write(text: string): unknown };
  const time = own[symbols.timeSym] as () => string;
  const bindings = own[symbols.chindingsSym] as string;
  const info = logger.levels.values.info!;
  const text = JSON.stringify;
  return (l) => {
    if (logger.levelVal > info) return;
    stream.write(
      `{"level":${info}${time()}${bindings},"reqId":${text(l.reqId)},"method":${text(l.method)},"path":${text(l.path)}` +
        `${l.api === undefined ? '' : `,"api":${text(l.api)}`},"operation":${text(l.operation)},"status":${l.status},` +
        `"ms":${l.ms},"ip":${text(l.ip)},"msg":"request"}\n`,
    );
  };
}
