import { LiteClient } from 'ton-lite-client';
import { CodedLiteSingleEngine } from './client.ts';
import { LiteErrorCode, LitePoolTimeoutError, LiteServerError } from './errors.ts';
import { readGlobalConfig } from './globalConfig.ts';
import { DependencyState, type DependencyReport } from './dependency-state.ts';
import { readyWithin } from './ready.ts';

export interface LiteEndpoint {
  host: string;
  port: number;
  publicKey: Buffer;
  /** keeps full history: preferred for `archival=true` requests */
  archival?: boolean;
}

export interface PoolOptions {
  /** overall budget of one API request's liteserver query, failovers included (default 10 s) */
  timeoutMs?: number;
  /** how long the latest masterchain info is reused (default 1 s) */
  masterchainCacheMs?: number;
  /** a server that failed in transport is skipped for this long (default 5 s) */
  cooldownMs?: number;
  observe?: (server: number, method: string, outcome: 'ok' | 'error' | 'timeout', seconds: number) => void;
}

export interface RunOptions {
  archival?: boolean;
  /** this call's overall budget instead of the pool's `timeoutMs` */
  timeoutMs?: number;
  /** collects the indices of the servers that answered, for `@extra` */
  servedBy?: Set<number>;
}

interface Member {
  index: number;
  endpoint: LiteEndpoint;
  engine: CodedLiteSingleEngine;
  client: LiteClient;
  downUntil: number;
  lastSeqno?: number;
  lastOkAt?: number;
  /** since when it has not answered: health reports say so instead of the client's last error text */
  state: DependencyState;
  /** the last probe's round trip */
  latencyMs?: number;
  /** the last probe's answer was an error of the liteserver's own (it is reachable, but cannot say its head) */
  probeError?: string;
}

/** What `health()` reports: a type (not an interface) so it fits any `{ ok: boolean; [k: string]: unknown }` consumer. */
export type PoolHealthReport = {
  ok: boolean;
  last_seqno: number | null;
  liteservers: Array<{
    index: number;
    archival: boolean;
    reachable: boolean;
    last_seqno?: number;
    latency_ms?: number;
    error?: string;
  }>;
  error?: string;
};

/**
 * Worth another liteserver: transport trouble (ton-lite-client reports it only by these texts) or the
 * liteserver's own query deadline (-503, 652), which another server may well meet (v2 D28). Any other
 * liteServer.error (651 not in db, -400, …) is the server's answer and is not retried.
 */
function isTransportError(err: unknown): boolean {
  if (err instanceof LiteServerError)
    return err.code === LiteErrorCode.queryTimeout || err.code === LiteErrorCode.timeout;
  const m = err instanceof Error ? err.message : String(err);
  return m === 'Engine is closed' || m === 'Timeout' || /ECONNREFUSED|ECONNRESET|socket|closed/i.test(m);
}

type MasterchainInfo = Awaited<ReturnType<LiteClient['getMasterchainInfoExt']>>;

/**
 * How long the latest masterchain info waits for a liteserver to reach a block the process already knows of
 * (liteServer.waitMasterchainSeqno) before the newest answer there is is given instead: about a masterchain
 * block's interval, the lag between two healthy liteservers.
 */
const CATCH_UP_MS = 2000;

/** The masterchain block a liteserver answer shows it has: the latest one, or a masterchain block it names. */
function masterchainSeqnoOf(method: string, result: unknown): number | undefined {
  const r = result as { last?: { seqno?: unknown }; id?: { workchain?: unknown; seqno?: unknown } } | undefined;
  if (method.startsWith('getMasterchainInfo') && typeof r?.last?.seqno === 'number') return r.last.seqno;
  if (r?.id?.workchain === -1 && typeof r.id.seqno === 'number') return r.id.seqno;
  return undefined;
}

interface KeptMasterchainInfo {
  at: number;
  value: Promise<MasterchainInfo>;
  /** the newest block the process knew of when it was asked for */
  reached: number;
  /** its block, once answered */
  seqno?: number;
}

/** Liteservers of a global config: failover between them, a request deadline, archival routing. */
export class LitePool {
  readonly members: Member[];
  #rr = 0;
  #mcCache?: KeptMasterchainInfo;
  /** the newest masterchain block the process knows exists: told of it (`masterchainReached`) or shown one */
  #reached = 0;
  readonly #timeoutMs: number;
  readonly #mcCacheMs: number;
  readonly #cooldownMs: number;

  constructor(
    endpoints: LiteEndpoint[],
    readonly options: PoolOptions = {},
  ) {
    if (endpoints.length === 0) throw new Error('liteserver pool: no liteservers configured');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#mcCacheMs = options.masterchainCacheMs ?? 1000;
    this.#cooldownMs = options.cooldownMs ?? 5000;
    this.members = endpoints.map((endpoint, index) => {
      const engine = new CodedLiteSingleEngine({
        host: `tcp://${endpoint.host}:${endpoint.port}`,
        publicKey: endpoint.publicKey,
        reconnectTimeout: 1000,
      });
      engine.on('error', () => {}); // reconnects by itself; a down server is skipped meanwhile
      return {
        index,
        endpoint,
        engine,
        client: new LiteClient({ engine }),
        downUntil: 0,
        state: new DependencyState('liteserver'),
      };
    });
  }

  static async fromGlobalConfig(
    path: string,
    options: PoolOptions & { archivalConfigPath?: string } = {},
  ): Promise<LitePool> {
    const main = await readGlobalConfig(path);
    const endpoints: LiteEndpoint[] = main.liteservers.map((l) => ({
      host: l.host,
      port: l.port,
      publicKey: l.publicKey,
    }));
    if (options.archivalConfigPath) {
      const archival = await readGlobalConfig(options.archivalConfigPath);
      endpoints.push(
        ...archival.liteservers.map((l) => ({ host: l.host, port: l.port, publicKey: l.publicKey, archival: true })),
      );
    }
    return new LitePool(endpoints, options);
  }

  /** Servers to try, best first: ready and not cooling down, round-robin among equals. */
  #candidates(archival: boolean): Member[] {
    const now = Date.now();
    let pool = this.members;
    if (archival && pool.some((m) => m.endpoint.archival)) pool = pool.filter((m) => m.endpoint.archival);
    const start = this.#rr++ % pool.length;
    const rotated = [...pool.slice(start), ...pool.slice(0, start)];
    // a server more than 3 masterchain blocks behind the best known one is used only when nothing better is up
    const best = Math.max(0, ...this.members.map((m) => m.lastSeqno ?? 0));
    const lagging = (m: Member) => m.lastSeqno !== undefined && best - m.lastSeqno > 3;
    const score = (m: Member) => (m.engine.isReady() ? 0 : 4) + (m.downUntil > now ? 2 : 0) + (lagging(m) ? 1 : 0);
    return rotated.sort((a, b) => score(a) - score(b));
  }

  /**
   * Runs `fn` on one liteserver, moving on to the next when one is unreachable, within one deadline.
   * A liteserver's own error answer is not retried elsewhere: it is the answer.
   */
  async run<T>(
    method: string,
    fn: (client: LiteClient, timeoutMs: number) => Promise<T>,
    options: RunOptions = {},
  ): Promise<T> {
    const deadline = Date.now() + (options.timeoutMs ?? this.#timeoutMs);
    const candidates = this.#candidates(options.archival === true);
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      const member = candidates[attempt % candidates.length]!;
      if (!member.engine.isReady())
        await waitReady(member.engine, Math.min(deadline - Date.now(), attempt < candidates.length ? 300 : 1000));
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      if (!member.engine.isReady() && attempt < candidates.length * 3) continue;
      // A server whose socket died silently would hold the whole budget; leave time for the others.
      const untried = Math.max(1, candidates.length - (attempt % candidates.length));
      const budget = untried > 1 ? Math.min(remaining, Math.max(1000, Math.floor(remaining / untried))) : remaining;
      const started = performance.now();
      try {
        const result = await withDeadline(fn(member.client, budget), budget);
        this.options.observe?.(member.index, method, 'ok', (performance.now() - started) / 1000);
        member.lastOkAt = Date.now();
        member.downUntil = 0;
        member.probeError = undefined;
        member.state.ok();
        const seqno = masterchainSeqnoOf(method, result);
        if (seqno !== undefined) {
          if (method.startsWith('getMasterchainInfo')) member.lastSeqno = seqno;
          this.masterchainReached(seqno);
        }
        options.servedBy?.add(member.index);
        return result;
      } catch (err) {
        const transport = isTransportError(err);
        this.options.observe?.(
          member.index,
          method,
          transport ? 'timeout' : 'error',
          (performance.now() - started) / 1000,
        );
        if (!transport) {
          options.servedBy?.add(member.index);
          throw err;
        }
        member.downUntil = Date.now() + this.#cooldownMs;
        member.state.failed(Date.now(), err instanceof Error && err.message === 'Timeout' ? 'timeout' : 'unreachable');
        // every server has failed once: pause before the next round instead of hammering them
        if (attempt + 1 >= candidates.length)
          await new Promise((r) => setTimeout(r, Math.max(0, Math.min(200, deadline - Date.now()))));
      }
    }
    throw new LitePoolTimeoutError();
  }

  /**
   * A masterchain block exists: the process has announced it (a streaming event of that block) or a liteserver
   * has shown it. The latest masterchain info answered from now on is not older.
   */
  masterchainReached(seqno: number): void {
    if (seqno > this.#reached) this.#reached = seqno;
  }

  /**
   * Latest masterchain block (with its time), shared by all requests for about a second, and asked for again as
   * soon as the process knows of a newer block: a client told of block N over the streaming interface, who then
   * asks API v2, must not be answered N-1. In steady state one liteserver query per block or per second.
   */
  async masterchainInfo(options: RunOptions = {}): Promise<MasterchainInfo> {
    const now = Date.now();
    const kept = this.#mcCache;
    // an answer older than a block learned of since it was asked for is not given again; one older than the block
    // known when it was asked for is what the liteservers had (#latest), given until a newer block is known
    const current =
      kept && now - kept.at <= this.#mcCacheMs && Math.max(kept.seqno ?? 0, kept.reached) >= this.#reached;
    if (current) return kept.value;
    const entry: KeptMasterchainInfo = { at: now, value: this.#latest(this.#reached, options), reached: this.#reached };
    this.#mcCache = entry;
    entry.value.then(
      (info) => {
        entry.seqno = info.last.seqno;
      },
      () => {
        if (this.#mcCache === entry) this.#mcCache = undefined;
      },
    );
    return entry.value;
  }

  /** The latest masterchain info, at `reached` or newer when a liteserver gets there within CATCH_UP_MS. */
  async #latest(reached: number, options: RunOptions): Promise<MasterchainInfo> {
    const info = await this.run('getMasterchainInfoExt', (c, t) => c.getMasterchainInfoExt({ timeout: t }), options);
    if (info.last.seqno >= reached) return info;
    // The liteserver asked has not yet applied a block the process knows of (another one served it to the
    // indexer). Asking for that block, waiting for it, costs a round trip only in this case.
    try {
      return await this.run(
        'getMasterchainInfoExt',
        (c, t) => c.getMasterchainInfoExt({ timeout: t, awaitSeqno: reached }),
        { ...options, timeoutMs: CATCH_UP_MS },
      );
    } catch {
      // no liteserver has it yet: the newest block they have is still an answer (a stuck block's news must not
      // make every request fail)
      return info;
    }
  }

  /**
   * Sends to several liteservers at once (toncenter broadcasts external messages to 4–5) and answers with
   * the first success; fails only when every one failed.
   */
  async broadcast<T>(
    method: string,
    fn: (client: LiteClient, timeoutMs: number) => Promise<T>,
    count: number,
    options: RunOptions = {},
  ): Promise<T> {
    const targets = this.#candidates(false)
      .filter((m) => m.engine.isReady())
      .slice(0, Math.max(1, count));
    if (targets.length <= 1) return this.run(method, fn, options);
    const attempts = targets.map(async (m) => {
      const started = performance.now();
      try {
        const r = await withDeadline(fn(m.client, this.#timeoutMs), this.#timeoutMs);
        this.options.observe?.(m.index, method, 'ok', (performance.now() - started) / 1000);
        options.servedBy?.add(m.index);
        return r;
      } catch (err) {
        this.options.observe?.(
          m.index,
          method,
          isTransportError(err) ? 'timeout' : 'error',
          (performance.now() - started) / 1000,
        );
        throw err;
      }
    });
    try {
      return await Promise.any(attempts);
    } catch (err) {
      const errors = (err as AggregateError).errors ?? [];
      const answer = errors.find((e) => !isTransportError(e));
      if (answer) throw answer;
      throw new LitePoolTimeoutError();
    }
  }

  #monitor?: NodeJS.Timeout;
  /** Probes every liteserver periodically so lagging or dead ones are known before a request hits them. */
  startMonitoring(intervalMs = 5000): void {
    this.#monitor ??= setInterval(() => void this.health().catch(() => undefined), intervalMs).unref();
  }

  #health?: Promise<PoolHealthReport>;
  /**
   * Probes every liteserver. Probes that arrive while one is under way (load balancers of several replicas,
   * the monitor) share it instead of each querying every liteserver again.
   */
  health(): Promise<PoolHealthReport> {
    this.#health ??= this.#probe().finally(() => {
      this.#health = undefined;
    });
    return this.#health;
  }

  async #probe(): Promise<PoolHealthReport> {
    await Promise.all(
      this.members.map(async (m) => {
        const started = performance.now();
        try {
          if (!m.engine.isReady()) await waitReady(m.engine, 1000);
          const info = await withDeadline(m.client.getMasterchainInfo({ timeout: 2000 }), 2000);
          m.lastSeqno = info.last.seqno;
          this.masterchainReached(info.last.seqno);
          m.latencyMs = Math.round(performance.now() - started);
          m.probeError = undefined;
          m.lastOkAt = Date.now();
          m.state.ok();
        } catch (err) {
          if (isTransportError(err))
            m.state.failed(Date.now(), err instanceof Error && err.message === 'Timeout' ? 'timeout' : 'unreachable');
          else m.probeError = `liteserver error: ${err instanceof Error ? err.message : String(err)}`;
        }
      }),
    );
    return this.report();
  }

  /**
   * What the last probes and requests found, without asking any liteserver: health endpoints answer from it, so
   * their callers never add liteserver queries. A liteserver nothing was learnt of yet counts as unreachable.
   */
  report(): PoolHealthReport {
    const servers: PoolHealthReport['liteservers'] = this.members.map((m) => {
      const archival = m.endpoint.archival === true;
      if (m.state.known && m.state.up && m.probeError === undefined)
        return {
          index: m.index,
          archival,
          reachable: true,
          ...(m.lastSeqno !== undefined ? { last_seqno: m.lastSeqno } : {}),
          ...(m.latencyMs !== undefined ? { latency_ms: m.latencyMs } : {}),
        };
      // "Engine is closed" or "Timeout" say nothing useful: how long it has been away does
      const error = m.state.message() ?? m.probeError ?? 'liteserver not checked yet';
      return { index: m.index, archival, reachable: false, error };
    });
    const seqnos = servers.flatMap((s) => (s.reachable && s.last_seqno !== undefined ? [s.last_seqno] : []));
    const report: PoolHealthReport = {
      ok: servers.some((s) => s.reachable),
      last_seqno: seqnos.length ? Math.max(...seqnos) : null,
      liteservers: servers,
    };
    if (!report.ok) {
      // the pool has been unable to answer since the last of its servers went away
      const since = Math.max(...this.members.map((m) => m.state.downSince ?? Date.now()));
      report.error = `${this.members.length > 1 ? 'every liteserver' : 'liteserver'} unreachable since ${new Date(since).toISOString()}`;
    }
    return report;
  }

  /** Each liteserver as health reports list their dependencies (`liteserver 0`, …). */
  dependencies(): DependencyReport[] {
    return this.members.map((m) => {
      const r = m.state.report(`liteserver ${m.index}`);
      return r.ok && m.probeError !== undefined ? { ...r, ok: false, error: 'error' } : r;
    });
  }

  close(): void {
    clearInterval(this.#monitor);
    for (const m of this.members) m.engine.close();
  }
}

function waitReady(engine: CodedLiteSingleEngine, ms: number): Promise<void> {
  return engine.isReady() ? Promise.resolve() : readyWithin(engine, ms);
}

function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Timeout')), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
