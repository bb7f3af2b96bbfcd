/**
 * Whether a dependency (a liteserver, the database) answered lately, and since when it has not: health
 * reports say "database unreachable since …" instead of a driver's last error text, which names sockets
 * and hosts and says nothing about how long the trouble has lasted.
 */
export class DependencyState {
  #downSince?: number;
  #lastOkAt?: number;

  constructor(readonly name: string) {}

  ok(now = Date.now()): void {
    this.#downSince = undefined;
    this.#lastOkAt = now;
  }

  failed(now = Date.now()): void {
    this.#downSince ??= now;
  }

  get up(): boolean {
    return this.#downSince === undefined;
  }

  get downSince(): number | undefined {
    return this.#downSince;
  }

  get lastOkAt(): number | undefined {
    return this.#lastOkAt;
  }

  /** `liteserver unreachable since 2026-…Z` while down; undefined while up. */
  message(): string | undefined {
    return this.#downSince === undefined
      ? undefined
      : `${this.name} unreachable since ${new Date(this.#downSince).toISOString()}`;
  }
}
