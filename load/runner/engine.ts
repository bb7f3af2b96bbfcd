// The open-model load generator: requests start on the arrival schedule whatever the server does;
// when every allowed concurrent request (maxVUs) is still in flight, the iteration is dropped and
// counted, like k6's dropped_iterations.
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { buildRequest, succeeded, type Bases, type BuiltRequest, type Dataset } from '../shared/dataset.ts';
import { parseDuration, weightedOrder, type Arrival, type Profile, type Templates } from '../shared/profile.ts';
import { Recorder } from './metrics.ts';
import { arrivalOffsets } from './schedule.ts';

export interface RunOptions {
  profile: Profile;
  templates: Templates;
  dataset: Dataset;
  bases: Bases;
  apiKey?: string;
  /** template names of the profile's mix left out (data not found, not local...) with the reason */
  excluded?: Record<string, string>;
  /** replaces the profile's arrival (tests, rate overrides) */
  arrival?: Arrival;
  /**
   * Connections to the target (default maxVUs). Fewer than maxVUs makes requests wait in the
   * generator for a free connection, like a closed-model tool: latency from the scheduled start
   * still charges that wait, latency from the send does not.
   */
  connections?: number;
  /** called once per second of the run with what happened so far */
  onProgress?: (r: Recorder, elapsedMs: number) => void;
  /** called as each request is answered, with when it went on the wire (streaming subscribers learn which transfers to expect) */
  onAnswer?: (name: string, req: BuiltRequest, sentAt: number, ok: boolean) => void;
}

export interface RunOutcome {
  recorder: Recorder;
  warmup: Recorder | null;
  startedAt: string;
  durationMs: number;
  /** the mix actually sent (after exclusions) */
  mix: Array<{ template: string; weight: number }>;
}

interface Phase {
  arrival: Arrival;
  record: boolean;
}

/** The warm-up: the arrival's first rate, held for the profile's warm-up duration. */
function warmupArrival(a: Arrival, warmup: string): Arrival {
  const rate = a.executor === 'constant-arrival-rate' ? a.rate : Math.max(a.startRate, a.stages[0]?.target ?? 1, 1);
  return {
    executor: 'constant-arrival-rate',
    rate,
    timeUnit: a.timeUnit,
    duration: warmup,
    preAllocatedVUs: a.preAllocatedVUs,
    maxVUs: a.maxVUs,
  };
}

export async function runProfile(o: RunOptions): Promise<RunOutcome> {
  const excluded = o.excluded ?? {};
  const mix = o.profile.mix.filter((m) => !(m.template in excluded));
  if (mix.length === 0) throw new Error(`nothing left to send: every template of ${o.profile.name} was excluded`);
  const order = weightedOrder(mix);
  const arrival = o.arrival ?? o.profile.arrival;
  const timeoutMs = parseDuration(o.profile.timeout ?? '10s');
  const connections = o.connections ?? arrival.maxVUs;
  const agent = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const uses = new Map<string, number>();
  let iteration = 0;

  const next = (): { name: string; req: BuiltRequest | null } => {
    const name = order[iteration++ % order.length]!;
    const n = uses.get(name) ?? 0;
    uses.set(name, n + 1);
    return { name, req: buildRequest(name, o.templates[name]!, o.dataset, o.bases, n, o.apiKey) };
  };

  async function phase(p: Phase): Promise<Recorder> {
    const rec = new Recorder();
    const inflight = new Set<Promise<void>>();
    const start = performance.now();
    let lastProgress = 0;
    for (const offset of arrivalOffsets(p.arrival)) {
      const due = start + offset;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      if (p.record && o.onProgress && offset - lastProgress >= 1000) {
        lastProgress = offset;
        o.onProgress(rec, offset);
      }
      rec.onScheduled(offset);
      if (inflight.size >= p.arrival.maxVUs) {
        rec.onDropped(offset);
        continue;
      }
      const { name, req } = next();
      if (!req) {
        rec.op(name).exhausted++;
        continue;
      }
      const task = send(rec, name, req, due, offset).finally(() => inflight.delete(task));
      inflight.add(task);
    }
    await Promise.all(inflight);
    return rec;
  }

  // Free connections; a request takes one before it is sent, so the send time is when it goes on the wire.
  let free = connections;
  const waiting: Array<() => void> = [];
  const acquire = (): Promise<void> | void => {
    if (free > 0) {
      free--;
      return;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };

  async function send(rec: Recorder, name: string, req: BuiltRequest, due: number, offset: number): Promise<void> {
    await acquire();
    try {
      await sendOnConnection(rec, name, req, due, offset);
    } finally {
      release();
    }
  }

  async function sendOnConnection(
    rec: Recorder,
    name: string,
    req: BuiltRequest,
    due: number,
    offset: number,
  ): Promise<void> {
    const sent = performance.now();
    rec.onSent(sent - due);
    let status = 0;
    let error: string | undefined;
    try {
      const res = await request(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        dispatcher: agent,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      status = res.statusCode;
      await res.body.text();
    } catch (e) {
      const err = e as Error & { code?: string };
      error = err.code ?? err.name ?? 'error';
    }
    const end = performance.now();
    const ok = status !== 0 && succeeded(status, o.templates[name]!);
    if (!ok && !error) error = `HTTP ${status}`;
    rec.onDone(name, offset, end - due, end - sent, status, ok, error);
    o.onAnswer?.(name, req, sent, ok);
  }

  try {
    const warmup = o.profile.warmup
      ? await phase({ arrival: warmupArrival(arrival, o.profile.warmup), record: false })
      : null;
    const startedAt = new Date().toISOString();
    const t0 = performance.now();
    const recorder = await phase({ arrival, record: true });
    return { recorder, warmup, startedAt, durationMs: performance.now() - t0, mix };
  } finally {
    await agent.close();
  }
}
