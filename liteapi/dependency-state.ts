/** What a health report says of one dependency: whether it answers, since when, and why not, without internals. */
export interface DependencyReport {
  /** `database`, `liteserver 0`, `redis` */
  name: string;
  ok: boolean;
  /** since when it has been in this state (ISO 8601); null before anything was learnt of it */
  since: string | null;
  /** while down: the class of its last failure (`unreachable`, `timeout`, `error`, `not checked yet`), never a driver's text */
  error?: string;
}

/**
 * Whether a dependency (a liteserver, the database) answered lately, and since when it has not: health
 * reports say "database unreachable since …" instead of a driver's last error text, which names sockets
 * and hosts and says nothing about how long the trouble has lasted.
 */
export class DependencyState {
  #downSince?: number;
  #lastOkAt?: number;
  #upSince?: number;
  #errorClass = 'unreachable';

  constructor(readonly name: string) {}

  ok(now = Date.now()): void {
    if (this.#downSince !== undefined || this.#upSince === undefined) this.#upSince = now;
    this.#downSince = undefined;
    this.#lastOkAt = now;
  }

  /** `errorClass`: what kind of failure, for reports (`unreachable`, `timeout`, `error`) */
  failed(now = Date.now(), errorClass = 'unreachable'): void {
    this.#downSince ??= now;
    this.#upSince = undefined;
    this.#errorClass = errorClass;
  }

  get up(): boolean {
    return this.#downSince === undefined;
  }

  /** something was learnt of it: it answered, or it failed */
  get known(): boolean {
    return this.#lastOkAt !== undefined || this.#downSince !== undefined;
  }

  get downSince(): number | undefined {
    return this.#downSince;
  }

  get lastOkAt(): number | undefined {
    return this.#lastOkAt;
  }

  /** `liteserver unreachable since 2026-…Z` while down; undefined while up. */
  message(): string | undefined {
    if (this.#downSince === undefined) return undefined;
    // a dependency that times out is as unreachable to its callers as one that refuses them
    const what = this.#errorClass === 'error' ? 'answering with errors' : 'unreachable';
    return `${this.name} ${what} since ${new Date(this.#downSince).toISOString()}`;
  }

  /** The state as a health report lists it; `name` overrides the state's (one of several liteservers). */
  report(name = this.name): DependencyReport {
    if (!this.known) return { name, ok: false, since: null, error: 'not checked yet' };
    if (this.#downSince !== undefined)
      return { name, ok: false, since: new Date(this.#downSince).toISOString(), error: this.#errorClass };
    return { name, ok: true, since: new Date(this.#upSince!).toISOString() };
  }
}
