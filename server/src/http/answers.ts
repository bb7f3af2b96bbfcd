import { LRUCache } from 'lru-cache';
import { answerBytes, utf8 } from './kept-json.ts';

/** An answer's body as the bytes sent: kept and sent again without building or serialising it anew. */
export class SerializedAnswer {
  constructor(readonly bytes: Buffer) {}
}

/** A request as sent, for finding its kept answer without reading and validating it again (`AnswerCache.keptFor`). */
export interface SentRequest {
  /** the request target and the operation's declared header values, as sent (`requestText`) */
  text: string;
  /** the `X-Ignored-Parameters` its query gave, repeated with the kept answer */
  ignored?: string;
}

export interface AnswerCacheOptions {
  /** the bytes of answers kept at most (the least recently used go first) */
  maxBytes: number;
  /** an answer larger than this is sent but not kept (default maxBytes / 16) */
  maxEntryBytes?: number;
  /** whether this operation's answer for these arguments depends only on what the news invalidates */
  cacheable(operationId: string, args: Record<string, unknown>): boolean;
}

/**
 * Answers kept until the data behind them may have changed. Whoever knows of changes calls `invalidate()`;
 * answers are only kept while `live` (the news is being received: with it lost, a change could go unseen).
 * An answer is kept only when no news came between the start of its reading and its end: a reading that
 * overlapped a change may hold the old data, and is sent but not kept. Identical requests arriving while one
 * is being read wait for that one's answer (one reading for N clients); errors are never kept and reach every
 * waiter as they reached the first.
 */
export class AnswerCache {
  #live = false;
  #epoch = 0;
  readonly #entries: LRUCache<string, SerializedAnswer>;
  readonly #reading = new Map<string, Promise<SerializedAnswer>>();
  /**
   * Requests as sent → the key of their validated arguments. Reading and validating a request depends on its bytes
   * alone, so a request sent again byte for byte gives the same key: its answer is found without parsing its query,
   * validating it or serialising the arguments (a third of an answered request's own work, measured). Not dropped
   * with the answers: what it maps stays true whatever the index holds.
   */
  readonly #requests: LRUCache<string, { key: string; ignored?: string }>;
  readonly #maxEntryBytes: number;
  hits = 0;
  misses = 0;

  constructor(private readonly options: AnswerCacheOptions) {
    this.#maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 16);
    this.#entries = new LRUCache({
      maxSize: options.maxBytes,
      // the key too: a list of 1024 addresses makes a key of ≈80 KB
      sizeCalculation: (a, key) => a.bytes.length + key.length + 64,
    });
    this.#requests = new LRUCache({
      maxSize: Math.max(1, Math.floor(options.maxBytes / 8)),
      sizeCalculation: (entry, text) => text.length + entry.key.length + 64,
    });
  }

  get live(): boolean {
    return this.#live;
  }

  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** The data may have changed: nothing kept so far is answered again. */
  invalidate(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#reading.clear();
  }

  /** The news is received (again): answers may be kept from now on. What changed while it was not is unknown. */
  resume(): void {
    this.invalidate();
    this.#live = true;
  }

  /** The news is not received: nothing is kept or answered from what was kept. */
  suspend(): void {
    this.#live = false;
    this.invalidate();
  }

  /**
   * The answer kept for a request sent byte for byte as one answered before, and the `X-Ignored-Parameters` its query
   * gave; undefined when there is none (never seen, not kept, or dropped since), and the request is then read as usual.
   */
  keptFor(request: string): { answer: SerializedAnswer; ignored?: string } | undefined {
    if (!this.#live) return undefined;
    const seen = this.#requests.get(request);
    if (seen === undefined) return undefined;
    const answer = this.#entries.get(seen.key);
    if (answer === undefined) return undefined;
    this.hits++;
    return { answer, ignored: seen.ignored };
  }

  /**
   * The answer of `operationId` for these validated arguments: kept bytes, the bytes of a reading under way, or
   * `produce()`'s result serialised. Returns `produce()`'s result as is when this answer is not kept. `request`,
   * the request as sent that gave these arguments, finds this answer again with `keptFor`.
   */
  answer(
    operationId: string,
    args: Record<string, unknown>,
    produce: () => Promise<unknown>,
    request?: SentRequest,
  ): Promise<unknown> {
    if (!this.#live || !this.options.cacheable(operationId, args)) return produce();
    // the operation and every argument as validated (defaults filled): two requests share an entry only when
    // the handler was given the same input
    const key = `${operationId}?${JSON.stringify(args)}`;
    if (request) this.#requests.set(request.text, { key, ignored: request.ignored });
    const kept = this.#entries.get(key);
    if (kept) {
      this.hits++;
      return Promise.resolve(kept);
    }
    const under = this.#reading.get(key);
    if (under) {
      this.hits++;
      return under;
    }
    this.misses++;
    const epoch = this.#epoch;
    const reading = produce().then((result) => {
      const json = answerBytes(result);
      const answer = new SerializedAnswer(typeof json === 'string' ? utf8(json) : json);
      if (this.#live && this.#epoch === epoch && answer.bytes.length <= this.#maxEntryBytes)
        this.#entries.set(key, answer);
      return answer;
    });
    this.#reading.set(key, reading);
    const done = () => {
      if (this.#reading.get(key) === reading) this.#reading.delete(key);
    };
    reading.then(done, done);
    return reading;
  }
}
