import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { parse as parseYaml } from 'yaml';

/**
 * API keys file (JSON or YAML):
 *   plans:   { <name>: { rps: number, streams?: number } }   # streams: open streaming connections per key
 *   keyless: { rps: number, streams?: number }  # default 1 request per second, 2 streams per client IP
 *   keys:    [ { key, plan, networks?: [mainnet|testnet|local] } ]   # no networks = every network
 */
export interface Plan {
  rps: number;
  /** open streaming connections (SSE, WebSocket) at once; default 10 for plans, 2 keyless (streaming S7) */
  streams?: number;
}
export interface KeyEntry {
  key: string;
  plan: string;
  networks?: string[];
}
export interface KeysConfig {
  plans: Record<string, Plan>;
  keyless: Plan;
  keys: KeyEntry[];
}

export interface ResolvedKey {
  key: string;
  plan: string;
  rps: number;
  streams?: number;
  networks?: string[];
}

export function parseKeysConfig(text: string): KeysConfig {
  const raw = (parseYaml(text) ?? {}) as Partial<KeysConfig>;
  const plans: Record<string, Plan> = {};
  for (const [name, plan] of Object.entries(raw.plans ?? {})) {
    if (!(typeof plan?.rps === 'number' && plan.rps > 0))
      throw new Error(`plan ${name}: rps must be a positive number`);
    if (plan.streams !== undefined && !(Number.isInteger(plan.streams) && plan.streams >= 0))
      throw new Error(`plan ${name}: streams must be a non-negative integer`);
    plans[name] = { rps: plan.rps, streams: plan.streams };
  }
  const keyless = { rps: raw.keyless?.rps ?? 1, streams: raw.keyless?.streams };
  if (!(keyless.rps > 0)) throw new Error('keyless.rps must be a positive number');
  if (keyless.streams !== undefined && !(Number.isInteger(keyless.streams) && keyless.streams >= 0))
    throw new Error('keyless.streams must be a non-negative integer');
  const keys: KeyEntry[] = [];
  for (const entry of raw.keys ?? []) {
    if (typeof entry?.key !== 'string' || entry.key === '') throw new Error('every key needs a non-empty "key"');
    if (!plans[entry.plan]) throw new Error(`key ${entry.key.slice(0, 4)}…: unknown plan ${entry.plan}`);
    keys.push({ key: entry.key, plan: entry.plan, networks: entry.networks });
  }
  return { plans, keyless, keys };
}

/** Holds the current keys; with a file it re-reads on change and keeps the last good version on a bad edit. */
export class KeyStore {
  #config: KeysConfig;
  #byKey = new Map<string, ResolvedKey>();
  #watcher?: FSWatcher;
  #timer?: NodeJS.Timeout;

  constructor(
    config: KeysConfig,
    private readonly onReloadError: (err: unknown) => void = () => {},
  ) {
    this.#config = config;
    this.#index();
  }

  static fromFile(path: string, onReloadError?: (err: unknown) => void): KeyStore {
    const store = new KeyStore(parseKeysConfig(readFileSync(path, 'utf8')), onReloadError);
    store.#watch(path);
    return store;
  }

  get keyless(): Plan {
    return this.#config.keyless;
  }

  /** whether any key is configured (a keyless client then has no per-key resources such as webhooks) */
  get hasKeys(): boolean {
    return this.#byKey.size > 0;
  }

  lookup(key: string): ResolvedKey | undefined {
    return this.#byKey.get(key);
  }

  replace(config: KeysConfig): void {
    this.#config = config;
    this.#index();
  }

  close(): void {
    this.#watcher?.close();
    clearTimeout(this.#timer);
  }

  #index(): void {
    this.#byKey = new Map(
      this.#config.keys.map((k) => [
        k.key,
        {
          key: k.key,
          plan: k.plan,
          rps: this.#config.plans[k.plan]!.rps,
          streams: this.#config.plans[k.plan]!.streams,
          networks: k.networks,
        },
      ]),
    );
  }

  #watch(path: string): void {
    // Editors replace files (rename), so watch and re-read by path rather than trusting the inode.
    this.#watcher = watch(path, { persistent: false }, () => {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        try {
          this.replace(parseKeysConfig(readFileSync(path, 'utf8')));
        } catch (err) {
          this.onReloadError(err);
        }
        if (this.#watcher) {
          this.#watcher.close();
          this.#watch(path);
        }
      }, 50);
    });
  }
}
