// The suite's webhook receiver (D32): an HTTP listener that keeps every request a target POSTs to it, by path (each
// webhook of a run gets its own path, so what a webhook was sent is told apart from what the others were), and
// answers what a check asks of that path (200 by default; 500 for a while to watch retries). A request is verified
// the way docs/webhooks.md tells receivers to: Standard Webhooks, HMAC-SHA256 over `<id>.<timestamp>.<body>` with
// the base64 key after `whsec_`, any of the space-separated `v1,` signatures matching.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Obj } from './api.ts';

export interface Delivery {
  /** the receiver's path it was POSTed to */
  path: string;
  method: string;
  /** when it arrived (ms since the receiver started, and unix ms) */
  at: number;
  wall: number;
  id: string;
  timestamp: string;
  signature: string;
  /** the webhook-position header, absent on a test delivery */
  position?: string;
  contentType: string;
  raw: string;
  /** the parsed body ({} when it is not JSON) */
  body: Obj;
  /** what the receiver answered */
  answered: number;
}

/** The documented recipe: true when one of the header's `v1,` signatures is the HMAC of `id.timestamp.body` with `secret`. */
export function verifies(secret: string, d: Pick<Delivery, 'id' | 'timestamp' | 'signature' | 'raw'>): boolean {
  if (!d.id || !d.timestamp || !d.signature) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${d.id}.${d.timestamp}.${d.raw}`).digest('base64'));
  return d.signature.split(' ').some((s) => {
    const [version, sig = ''] = s.split(',');
    const given = Buffer.from(sig);
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export interface ReceiverOptions {
  /** where to listen (default 127.0.0.1 and a free port) */
  host?: string;
  port?: number;
  /** the URL the target is given for this listener (a public URL that reaches it); default http://host:port */
  publicUrl?: string;
}

export class Receiver {
  readonly deliveries: Delivery[] = [];
  /** per path: the status to answer the next request with (the request is passed, so a check may count) */
  readonly answers = new Map<string, (d: Delivery) => number>();
  private readonly started = performance.now();
  private waiters: Array<() => void> = [];
  private constructor(
    private readonly server: Server,
    readonly base: string,
  ) {}

  static async start(o: ReceiverOptions = {}): Promise<Receiver> {
    let r: Receiver | undefined;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => r!.take(req, Buffer.concat(chunks).toString('utf8'), res));
      req.on('error', () => res.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
    });
    const { port, address } = server.address() as AddressInfo;
    const host = address.includes(':') ? `[${address}]` : address;
    const base = (
      o.publicUrl ?? `http://${host === '[::]' || host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
    ).replace(/\/+$/, '');
    r = new Receiver(server, base);
    return r;
  }

  /** A fresh path under the receiver, and its full URL. */
  route(label: string): { path: string; url: string } {
    const path = `/hook/${label}-${randomUUID().slice(0, 8)}`;
    const u = new URL(this.base);
    return { path, url: `${u.origin}${u.pathname.replace(/\/+$/, '')}${path}` };
  }

  private take(req: import('node:http').IncomingMessage, raw: string, res: import('node:http').ServerResponse): void {
    const h = (k: string) => {
      const v = req.headers[k];
      return Array.isArray(v) ? v.join(', ') : v;
    };
    const path = (req.url ?? '/').replace(/[?#].*$/, '');
    // a public URL may carry a prefix its tunnel strips or keeps: match on the /hook/… part
    const key = path.slice(Math.max(0, path.indexOf('/hook/')));
    let body: Obj = {};
    try {
      body = JSON.parse(raw) ?? {};
    } catch {
      body = {};
    }
    const d: Delivery = {
      path: key,
      method: req.method ?? '',
      at: performance.now() - this.started,
      wall: Date.now(),
      id: h('webhook-id') ?? '',
      timestamp: h('webhook-timestamp') ?? '',
      signature: h('webhook-signature') ?? '',
      position: h('webhook-position'),
      contentType: h('content-type') ?? '',
      raw,
      body,
      answered: 200,
    };
    d.answered = this.answers.get(key)?.(d) ?? 200;
    this.deliveries.push(d);
    res.writeHead(d.answered, { 'content-type': 'text/plain' }).end(d.answered < 300 ? 'ok' : 'not now');
    for (const w of this.waiters.splice(0)) w();
  }

  /** What one path received, in arrival order. */
  at(path: string): Delivery[] {
    return this.deliveries.filter((d) => d.path === path);
  }

  /** Waits until `cond` holds (re-checked on every arrival and every 250 ms) or `ms` passed; returns whether it held. */
  async until(cond: () => boolean, ms: number): Promise<boolean> {
    const end = performance.now() + ms;
    while (!cond()) {
      const left = end - performance.now();
      if (left <= 0) return cond();
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return true;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** `--webhook-receiver` as given: true (a local listener), `host:port`, or a public URL (listened for on `listen`). */
export function receiverOptions(spec: string | true, listen?: string): ReceiverOptions {
  const hostPort = (s: string) => {
    const m = /^\[?([^\]]*?)\]?:(\d+)$/.exec(s);
    if (!m) throw new Error(`--webhook-receiver/--webhook-listen: expected host:port, got ${s}`);
    return { host: m[1] || '127.0.0.1', port: Number(m[2]) };
  };
  if (spec === true) return listen ? hostPort(listen) : {};
  if (/^https?:\/\//i.test(spec)) {
    const u = new URL(spec);
    return { ...(listen ? hostPort(listen) : { host: '0.0.0.0', port: Number(u.port || 8787) }), publicUrl: spec };
  }
  return hostPort(spec);
}
