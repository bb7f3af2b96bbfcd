import type { DependencyReport } from '../../../liteapi/dependency-state.ts';

export interface HealthReport {
  ok: boolean;
  [k: string]: unknown;
}

/**
 * Something that can say whether the server can answer: an API's dependencies (the liteserver pool, the
 * database). `/healthz` answers from `report()` alone; `probe()` is called by the server's own timer, never by a
 * request, so a health check costs no query however often load balancers (or anyone) call it.
 */
export interface HealthSource {
  /** checks the dependencies now, updating what `report()` and `dependencies()` say */
  probe(): Promise<unknown>;
  /** what the last probe and the requests since found: no I/O */
  report(): HealthReport;
  /** each dependency: name, up or down, since when, the class of its last failure */
  dependencies(): DependencyReport[];
}

export type { DependencyReport };
// The liteserver pool keeps one per liteserver; the database pool one for PostgreSQL.
export { DependencyState } from '../../../liteapi/dependency-state.ts';

/**
 * Probes every source on an interval (an unref'd timer: it never keeps the process alive), each on its own, so a
 * dependency that hangs delays only its own next probe. The first round is under way from `start()` (or from the
 * first `ready()` of a server that was never started, such as one answering `inject` in tests); health answers
 * wait for that round once, and never again.
 */
export class HealthMonitor {
  readonly #sources: HealthSource[];
  readonly #intervalMs: number;
  readonly #inFlight = new Map<HealthSource, Promise<unknown>>();
  #timer?: NodeJS.Timeout;
  #first?: Promise<void>;
  /** probes run so far, all sources counted (tests and metrics) */
  probes = 0;

  constructor(sources: HealthSource[], intervalMs: number) {
    this.#sources = [...new Set(sources)];
    this.#intervalMs = intervalMs;
  }

  get intervalMs(): number {
    return this.#intervalMs;
  }

  start(): void {
    this.ready();
    this.#timer ??= setInterval(() => void this.#round(), this.#intervalMs).unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Resolves once every source has been probed once. */
  ready(): Promise<void> {
    this.#first ??= this.#round();
    return this.#first;
  }

  async #round(): Promise<void> {
    await Promise.all(this.#sources.map((s) => this.#probe(s)));
  }

  #probe(source: HealthSource): Promise<unknown> {
    let p = this.#inFlight.get(source);
    if (!p) {
      this.probes++;
      p = source
        .probe()
        .catch(() => undefined)
        .finally(() => this.#inFlight.delete(source));
      this.#inFlight.set(source, p);
    }
    return p;
  }
}
