// Load profiles: the one description of traffic that both the k6 script and the Node runner read.
// Scenario fields use k6's own names so a profile's `arrival` is a valid k6 scenario as written.
// Pure TypeScript without Node or k6 imports: k6 runs this file too.

export type ApiName = 'v2' | 'v3';

export interface ConstantArrival {
  executor: 'constant-arrival-rate';
  rate: number;
  timeUnit?: string;
  duration: string;
  preAllocatedVUs: number;
  maxVUs: number;
}

export interface RampingArrival {
  executor: 'ramping-arrival-rate';
  startRate: number;
  timeUnit?: string;
  stages: Array<{ target: number; duration: string }>;
  preAllocatedVUs: number;
  maxVUs: number;
}

export type Arrival = ConstantArrival | RampingArrival;

export interface MixEntry {
  template: string;
  weight: number;
}

/**
 * Subscribers of the Streaming API held open during the run (Node runner only): each subscribes to the
 * accounts the run's transfers (sendBoc) move between, and must receive each transfer at every finality
 * from `min_finality` up. Metrics for thresholds: `stream_events_dropped`, `stream_subscribers_refused`,
 * `stream_delivery_ms{name:pending|confirmed|finalized}`.
 */
export interface StreamingLoad {
  subscribers: number;
  /** spread round-robin over these (default both) */
  transports?: Array<'sse' | 'ws'>;
  types?: string[];
  min_finality?: 'pending' | 'confirmed' | 'finalized';
  /** how long after the last request the runner waits for the last transfers to be finalized (default 30s) */
  drain?: string;
}

export interface Profile {
  name: string;
  description: string;
  arrival: Arrival;
  /** sent before measuring at the arrival's first rate; not recorded (k6: a separate scenario tagged name=warmup) */
  warmup?: string;
  /** per-request timeout */
  timeout?: string;
  mix: MixEntry[];
  /** k6 threshold expressions keyed by metric (optionally `{name:<template>}`) */
  thresholds: Record<string, string[]>;
  streaming?: StreamingLoad;
}

/** A request with placeholders (`${account}`, `${tx.lt}`...) filled from the discovered dataset. */
export interface Template {
  api: ApiName;
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** only sent to a local network (it broadcasts or needs signed local messages) */
  localOnly?: boolean;
  /** statuses that count as success besides 2xx (none by default) */
  expect?: number[];
  note?: string;
}

export type Templates = Record<string, Template>;

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** k6 duration strings ("500ms", "30s", "1m30s") in milliseconds. */
export function parseDuration(text: string): number {
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  let total = 0;
  let used = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    total += Number(m[1]) * UNITS[m[2]!]!;
    used += m[0].length;
  }
  if (used === 0 || used !== text.length)
    throw new Error(`invalid duration "${text}" (use k6 form like 500ms, 30s, 1m30s)`);
  return total;
}

export function formatDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${Math.round(ms)}ms`;
}

/** Rates in iterations per second, whatever the profile's timeUnit. */
export function perSecond(arrival: Arrival): { start: number; stages: Array<{ target: number; ms: number }> } {
  const unit = parseDuration(arrival.timeUnit ?? '1s') / 1000;
  if (arrival.executor === 'constant-arrival-rate') {
    const r = arrival.rate / unit;
    return { start: r, stages: [{ target: r, ms: parseDuration(arrival.duration) }] };
  }
  return {
    start: arrival.startRate / unit,
    stages: arrival.stages.map((s) => ({ target: s.target / unit, ms: parseDuration(s.duration) })),
  };
}

export function arrivalDurationMs(arrival: Arrival): number {
  return perSecond(arrival).stages.reduce((a, s) => a + s.ms, 0);
}

/** Everything wrong with a profile, in words; empty when it is usable. */
export function profileProblems(p: Profile, templates: Templates): string[] {
  const out: string[] = [];
  if (!p.name) out.push('name is missing');
  const a = p.arrival;
  if (!a || (a.executor !== 'constant-arrival-rate' && a.executor !== 'ramping-arrival-rate')) {
    out.push('arrival.executor must be constant-arrival-rate or ramping-arrival-rate (open model)');
  } else {
    try {
      const r = perSecond(a);
      if (a.executor === 'constant-arrival-rate' && !(r.start > 0)) out.push('arrival.rate must be > 0');
      if (r.stages.length === 0) out.push('arrival has no stages');
      for (const s of r.stages)
        if (!(s.target >= 0) || !(s.ms > 0)) out.push('every stage needs target >= 0 and a positive duration');
    } catch (e) {
      out.push((e as Error).message);
    }
    if (!(a.maxVUs >= 1) || !(a.preAllocatedVUs >= 1) || a.preAllocatedVUs > a.maxVUs)
      out.push('arrival needs 1 <= preAllocatedVUs <= maxVUs');
  }
  for (const d of [p.warmup, p.timeout])
    if (d !== undefined) {
      try {
        parseDuration(d);
      } catch (e) {
        out.push((e as Error).message);
      }
    }
  if (!Array.isArray(p.mix) || p.mix.length === 0) out.push('mix is empty');
  for (const m of p.mix ?? []) {
    if (!templates[m.template]) out.push(`mix names unknown template "${m.template}"`);
    if (!(m.weight > 0)) out.push(`weight of "${m.template}" must be > 0`);
  }
  for (const key of Object.keys(p.thresholds ?? {})) {
    const tag = /\{name:([^}]+)\}$/.exec(key);
    if (key.startsWith('stream_')) {
      if (!p.streaming) out.push(`threshold ${key} needs a streaming section`);
      else if (tag && !['pending', 'confirmed', 'finalized'].includes(tag[1]!))
        out.push(`threshold ${key}: name must be a finality (pending, confirmed, finalized)`);
    } else if (tag && !p.mix.some((m) => m.template === tag[1]))
      out.push(`threshold ${key} names a template not in the mix`);
  }
  const s = p.streaming;
  if (s) {
    if (!(Number.isInteger(s.subscribers) && s.subscribers >= 1))
      out.push('streaming.subscribers must be a whole number >= 1');
    if (s.transports && (!s.transports.length || s.transports.some((t) => t !== 'sse' && t !== 'ws')))
      out.push('streaming.transports must list sse and/or ws');
    if (s.min_finality && !['pending', 'confirmed', 'finalized'].includes(s.min_finality))
      out.push('streaming.min_finality must be pending, confirmed or finalized');
    if (s.drain !== undefined) {
      try {
        parseDuration(s.drain);
      } catch (e) {
        out.push(`streaming.drain: ${(e as Error).message}`);
      }
    }
    if (!p.mix.some((m) => /sendBoc/.test(m.template)))
      out.push('streaming needs activity: a sendBoc template in the mix');
  }
  return out;
}

/**
 * Smooth weighted round robin: a deterministic order whose every prefix keeps the weights' shares,
 * so short runs and k6's distributed iterations send the same mix as long ones.
 */
export function weightedOrder(mix: MixEntry[]): string[] {
  const total = mix.reduce((a, m) => a + m.weight, 0);
  const current = mix.map(() => 0);
  const order: string[] = [];
  for (let n = 0; n < total; n++) {
    let best = 0;
    for (let i = 0; i < mix.length; i++) {
      current[i]! += mix[i]!.weight;
      if (current[i]! > current[best]!) best = i;
    }
    current[best]! -= total;
    order.push(mix[best]!.template);
  }
  return order;
}
