import { pino, type Logger } from 'pino';
import type SonicBoom from 'sonic-boom';

/** Log lines are written in batches of this many characters (about 140 request lines)… */
const BATCH_CHARS = 32 * 1024;
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
  const logger = pino({ level }, logDestination(dest));
  return Object.assign(logger, { [PLAIN]: true });
}

/** Where the process logger writes: asynchronous batches on `dest` (stdout by default), for any pino logger. */
export function logDestination(dest: string | number = 1): pino.DestinationStream {
  return new LineBatch(pino.destination({ dest, sync: false, minLength: 1 }));
}

/**
 * Lines gathered in a list and handed to sonic-boom a batch at a time. sonic-boom batches by itself too (its
 * minLength), but it measures the UTF-8 length of the string it is gathering on every write: a scan and a flattening
 * copy of up to the whole batch for each line, a few µs per request with 32 KiB batches.
 */
/** Every batch of the process, written out synchronously when it exits. */
const batches = new Set<LineBatch>();

class LineBatch {
  #lines: string[] = [];
  #chars = 0;

  constructor(private readonly out: SonicBoom) {
    setInterval(() => this.#handOver(), FLUSH_MS).unref();
    if (batches.size === 0) process.once('exit', () => batches.forEach((b) => b.flushSync()));
    batches.add(this);
  }

  write(line: string): boolean {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= BATCH_CHARS) this.#handOver();
    return true;
  }

  #handOver(): void {
    if (this.#lines.length === 0) return;
    const text = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.out.write(text);
  }

  /** pino's `logger.flush(cb)`: every line written, then `cb` */
  flush(cb?: (err?: Error) => void): void {
    this.#handOver();
    this.out.flush(cb);
  }

  /** pino's final write on a fatal error, and the exit hook */
  flushSync(): void {
    this.#handOver();
    // an ended stream has nothing left to write and takes nothing more
    if (!(this.out as { destroyed?: boolean }).destroyed) this.out.flushSync();
  }

  end(): void {
    this.#handOver();
    this.out.end();
  }
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
