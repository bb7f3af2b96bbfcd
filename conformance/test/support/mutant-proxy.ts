// A proxy in front of the reference servers (v2 and v3 by path prefix) that plants one mutant at a
// time: it may rewrite the request before forwarding it, answer instead of the server, or change
// the answer. Everything else (raw URL, headers, body bytes, status, headers) passes through as is.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';

export interface ProxyRequest { method: string; url: URL; rawUrl: string; headers: Record<string, string>; body: string }
export interface Answer { status: number; headers: Record<string, string>; body: string }

export interface MutantBehaviour {
  /** change the request before it is forwarded (e.g. drop a filter) */
  rewrite?(req: ProxyRequest): ProxyRequest;
  /** answer without asking the server (e.g. a crash on some input) */
  intercept?(req: ProxyRequest): Answer | undefined;
  /** change the server's answer */
  answer?(a: Answer, req: ProxyRequest): Answer;
}

const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'upgrade', 'proxy-connection', 'te', 'trailer']);

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export interface MutantProxy { url: string; set(m: MutantBehaviour | undefined): void; close(): Promise<void> }

/** `upstreams` maps a path prefix (`/api/v2`) to the origin serving it; the first one also serves every other path. */
export function mutantProxy(upstreams: Record<string, string>): Promise<MutantProxy> {
  let current: MutantBehaviour | undefined;
  const entries = Object.entries(upstreams);
  // Bigger than any request the suite sends, so the servers' own limits are what the suite meets.
  const server: Server = createServer({ maxHeaderSize: 4 * 1024 * 1024 }, async (req, res) => {
    const rawUrl = req.url ?? '/';
    const origin = (entries.find(([prefix]) => rawUrl.startsWith(prefix)) ?? entries[0]!)[1];
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && !HOP.has(k)) headers[k] = v;
    let r: ProxyRequest = { method: req.method ?? 'GET', url: new URL(rawUrl, origin), rawUrl, headers, body: (await bodyOf(req)).toString('latin1') };
    const m = current;
    if (m?.rewrite) r = m.rewrite(r);
    let a = m?.intercept?.(r);
    if (!a) {
      try {
        const up = await request(`${origin}${r.rawUrl}`, { method: r.method as 'GET', headers: r.headers, body: r.body.length ? Buffer.from(r.body, 'latin1') : undefined, headersTimeout: 60_000, bodyTimeout: 60_000 });
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && !HOP.has(k)) h[k] = Array.isArray(v) ? v.join(', ') : v;
        a = { status: up.statusCode, headers: h, body: await up.body.text() };
      } catch (e) {
        a = { status: 502, headers: { 'content-type': 'text/plain' }, body: `proxy: ${(e as Error).message}` };
      }
      if (m?.answer) a = m.answer(a, r);
    }
    res.writeHead(a.status, a.headers).end(r.method === 'HEAD' ? undefined : a.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    resolve({
      url: `http://127.0.0.1:${port}`,
      set: (mutant) => { current = mutant; },
      close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
    });
  }));
}
