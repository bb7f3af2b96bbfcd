/**
 * Liteserver answers that can never change — what a liteserver says about one fixed block — kept by key,
 * least recently used dropped first, bounded by count and by an estimate of memory. Concurrent requests for
 * the same key share one query; a failed query is forgotten, so the next request asks again.
 */
export class AnswerCache<T> {
  readonly #entries = new Map<string, { value: Promise<T>; weight: number }>();
  #weight = 0;

  constructor(
    readonly maxEntries = 10_000,
    /** in the unit `weigh` returns (bytes) */
    readonly maxWeight = 64 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get weight(): number {
    return this.#weight;
  }

  get(key: string, load: () => Promise<T>, weigh: (value: T) => number = () => 1): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit) {
      // most recently used last: Map keeps insertion order, so the first key is the eviction candidate
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const entry = { value: load(), weight: 0 };
    this.#entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.#entries.get(key) !== entry) return;
        entry.weight = weigh(value);
        this.#weight += entry.weight;
        this.#trim();
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    this.#trim();
    return entry.value;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  #trim(): void {
    while (this.#entries.size > this.maxEntries || (this.#weight > this.maxWeight && this.#entries.size > 1)) {
      const [key, oldest] = this.#entries.entries().next().value!;
      this.#entries.delete(key);
      this.#weight -= oldest.weight;
    }
  }
}
