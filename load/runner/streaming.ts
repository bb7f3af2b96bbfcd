// N concurrent subscribers of the Streaming API (SSE and/or WebSocket) during a load run: each subscribes
// to the accounts the run's transfers move between, and every transfer the run broadcasts must reach every
// subscriber at each finality its subscription asks for. Delivered vs expected gives the dropped events;
// the time from a transfer's sendBoc to its arrival gives the end-to-end latency per finality.
import { Cell } from '@ton/core';
import WebSocket from 'ws';
import type { MetricReader } from '../shared/thresholds.ts';
import type { StreamingLoad } from '../shared/profile.ts';

const LEVELS = ['pending', 'confirmed', 'finalized'] as const;
type Level = (typeof LEVELS)[number];

export interface StreamingSummary {
  url: string;
  subscribers: {
    asked: number;
    open: number;
    refused: number;
    closedEarly: number;
    transports: Record<string, number>;
  };
  transfers: number;
  /** per finality: events expected (transfers × subscribers), delivered, dropped, latency from the send in ms */
  levels: Record<
    Level,
    {
      required: boolean;
      expected: number;
      delivered: number;
      dropped: number;
      p50: number | null;
      p95: number | null;
      p99: number | null;
      max: number | null;
    }
  >;
  /** events of finalities the subscription asks for that never arrived (pending is not required: S2 drops a late one) */
  dropped: number;
  notes: string[];
}

/** `got`: external message hash (hex) → finality → when it arrived; any transaction, known to be ours or not yet */
interface Subscriber {
  transport: 'sse' | 'ws';
  got: Map<string, Map<Level, number>>;
  closed: boolean;
  close(): void;
}

const pct = (xs: number[], p: number): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 10) / 10;
};

/** The external message hash of a transfer BoC (hex): what its transactions' in_msg.hash show, in whatever encoding. */
export const messageHash = (boc: string): string => Cell.fromBase64(boc).hash().toString('hex');
const hexOf = (h: string): string =>
  /^[0-9a-fA-F]{64}$/.test(h)
    ? h.toLowerCase()
    : Buffer.from(h.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('hex');

export class StreamingLoadRun {
  private readonly subs: Subscriber[] = [];
  /** message hash → when its sendBoc went out (performance.now()) */
  private readonly sent = new Map<string, number>();
  private refused = 0;
  private readonly notes: string[] = [];
  private readonly minRank: number;

  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
    private readonly cfg: StreamingLoad,
    private readonly addresses: string[],
  ) {
    this.minRank = LEVELS.indexOf(cfg.min_finality ?? 'finalized');
  }

  /** Opens the subscribers a few at a time (as many clients would over a few seconds) and waits for each acknowledgement. */
  async open(log: (line: string) => void = () => {}): Promise<void> {
    const transports = this.cfg.transports ?? ['sse', 'ws'];
    const body = {
      types: this.cfg.types ?? ['transactions'],
      addresses: this.addresses,
      min_finality: this.cfg.min_finality ?? 'finalized',
    };
    const batch = 50;
    for (let i = 0; i < this.cfg.subscribers; i += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, this.cfg.subscribers - i) }, (_, k) => {
          const transport = transports[(i + k) % transports.length]!;
          return (transport === 'sse' ? this.sse(body) : this.ws(body)).then((s) => {
            if (s) this.subs.push(s);
            else this.refused++;
          });
        }),
      );
    }
    log(`streaming: ${this.subs.length} subscribers open (${this.refused} refused) at ${this.url}`);
  }

  /** Called by the engine as each request is answered: an accepted sendBoc's transfer is then expected everywhere, timed from its send. */
  onAnswer(body: string | undefined, sentAt: number, ok: boolean): void {
    if (!body || !ok) return;
    try {
      const boc = (JSON.parse(body) as { boc?: unknown }).boc;
      if (typeof boc === 'string') this.sent.set(messageHash(boc), sentAt);
    } catch {
      /* not a transfer */
    }
  }

  /** Waits until every open subscriber has every required level of every transfer, or `ms` passed. */
  async drain(ms: number): Promise<void> {
    const end = Date.now() + ms;
    const required = LEVELS.filter((_, i) => i >= Math.max(1, this.minRank));
    while (Date.now() < end) {
      const missing = this.subs.some(
        (s) => !s.closed && [...this.sent.keys()].some((h) => required.some((l) => !s.got.get(h)?.has(l))),
      );
      if (!missing) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  close(): void {
    for (const s of this.subs) s.close();
  }

  /** ms from each accepted transfer's send to its arrival, per finality, over every subscriber */
  private latencies(): Record<Level, number[]> {
    const out: Record<Level, number[]> = { pending: [], confirmed: [], finalized: [] };
    for (const s of this.subs)
      for (const [h, sentAt] of this.sent) for (const [level, at] of s.got.get(h) ?? []) out[level].push(at - sentAt);
    return out;
  }

  summary(): StreamingSummary {
    const transports: Record<string, number> = {};
    for (const s of this.subs) transports[s.transport] = (transports[s.transport] ?? 0) + 1;
    const latency = this.latencies();
    const levels = {} as StreamingSummary['levels'];
    let dropped = 0;
    for (const [i, level] of LEVELS.entries()) {
      // pending is never required: S2 drops an emulation that arrives after its trace was confirmed
      const required = i >= this.minRank && level !== 'pending';
      const expected = i >= this.minRank ? this.sent.size * this.subs.length : 0;
      const delivered = latency[level].length;
      const lost = required ? expected - delivered : 0;
      dropped += lost;
      const xs = latency[level];
      levels[level] = {
        required,
        expected,
        delivered,
        dropped: lost,
        p50: pct(xs, 50),
        p95: pct(xs, 95),
        p99: pct(xs, 99),
        max: xs.length ? Math.round(Math.max(...xs)) : null,
      };
    }
    const closedEarly = this.subs.filter((s) => s.closed).length;
    return {
      url: this.url,
      subscribers: {
        asked: this.cfg.subscribers,
        open: this.subs.length,
        refused: this.refused,
        closedEarly,
        transports,
      },
      transfers: this.sent.size,
      levels,
      dropped,
      notes: this.notes,
    };
  }

  /** `stream_events_dropped` (count), `stream_subscribers_refused` (count), `stream_delivery_ms{name:<finality>}` (p(N), med, max…). */
  reader(): MetricReader {
    return (metric, name, agg, percentile) => {
      const s = this.summary();
      if (metric === 'stream_events_dropped') return agg === 'count' ? s.dropped : null;
      if (metric === 'stream_subscribers_refused')
        return agg === 'count' ? s.subscribers.refused + s.subscribers.closedEarly : null;
      if (metric === 'stream_delivery_ms') {
        const all = this.latencies();
        const xs = name ? (all[name as Level] ?? []) : LEVELS.flatMap((l) => all[l]);
        if (!xs.length) return null;
        if (agg === 'p') return pct(xs, percentile!);
        if (agg === 'med') return pct(xs, 50);
        if (agg === 'max') return Math.max(...xs);
        if (agg === 'avg') return xs.reduce((a, b) => a + b, 0) / xs.length;
        if (agg === 'count') return xs.length;
      }
      return null;
    };
  }

  private record(sub: Subscriber, m: any): void {
    if (m?.type !== 'transactions' || !LEVELS.includes(m.finality)) return;
    const now = performance.now();
    for (const t of m.transactions ?? []) {
      if (typeof t?.in_msg?.hash !== 'string') continue;
      const h = hexOf(t.in_msg.hash);
      let levels = sub.got.get(h);
      if (!levels) sub.got.set(h, (levels = new Map()));
      if (!levels.has(m.finality)) levels.set(m.finality, now);
    }
  }

  private headers(): Record<string, string> {
    return this.apiKey ? { 'x-api-key': this.apiKey } : {};
  }

  private async sse(body: object): Promise<Subscriber | undefined> {
    const abort = new AbortController();
    let res: Response;
    try {
      res = await fetch(`${this.url}/sse`, {
        method: 'POST',
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', ...this.headers() },
        body: JSON.stringify(body),
        signal: abort.signal,
      });
    } catch (e) {
      this.note(`SSE refused: ${(e as Error).message}`);
      return undefined;
    }
    if (res.status !== 200) {
      this.note(`SSE refused: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
      return undefined;
    }
    const sub: Subscriber = { transport: 'sse', got: new Map(), closed: false, close: () => abort.abort() };
    let acknowledged: () => void = () => {};
    const ack = new Promise<void>((r) => {
      acknowledged = r;
    });
    void (async () => {
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buf += decoder.decode(chunk, { stream: true });
          let i;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            // events are named (`event: connected`, `event: event`, streaming S15): the data line is what counts
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (data === undefined) continue;
            const m = JSON.parse(data.slice(6));
            if (m.status === 'subscribed') acknowledged();
            else this.record(sub, m);
          }
        }
      } catch {
        /* closed by us, or the server went away */
      }
      sub.closed = !abort.signal.aborted;
      acknowledged();
    })();
    await ack;
    return sub.closed ? undefined : sub;
  }

  private ws(body: object): Promise<Subscriber | undefined> {
    return new Promise((resolve) => {
      const ws = new WebSocket(`${this.url.replace(/^http/, 'ws')}/ws`, { headers: this.headers() });
      const sub: Subscriber = {
        transport: 'ws',
        got: new Map(),
        closed: false,
        close: () => {
          sub.closed = false;
          ws.removeAllListeners('close');
          ws.terminate();
        },
      };
      ws.on('open', () => ws.send(JSON.stringify({ operation: 'subscribe', id: 'load', ...body })));
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString());
        if (m.id === 'load') {
          if (m.status === 'subscribed') return resolve(sub);
          this.note(`WebSocket subscribe refused: ${JSON.stringify(m)}`);
          ws.terminate();
          return resolve(undefined);
        }
        this.record(sub, m);
      });
      ws.on('unexpected-response', (_q, r) => {
        this.note(`WebSocket refused: HTTP ${r.statusCode}`);
        resolve(undefined);
      });
      ws.on('error', (e) => {
        this.note(`WebSocket: ${e.message}`);
        resolve(undefined);
      });
      ws.on('close', () => {
        sub.closed = true;
        resolve(undefined);
      });
    });
  }

  private note(text: string): void {
    if (this.notes.length < 10 && !this.notes.includes(text)) this.notes.push(text);
  }
}
