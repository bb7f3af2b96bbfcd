// A proxy in front of the reference servers (v2 and v3 by path prefix) that plants one mutant at a
// time: it may rewrite the request before forwarding it, answer instead of the server, or change
// the answer. Everything else (raw URL, headers, body bytes, status, headers) passes through as is.
// Streams pass through message by message: SSE events and WebSocket frames, each open to the mutant.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import WebSocket, { WebSocketServer } from 'ws';
import { sseFrame } from '../../src/streaming/framing.ts';

export interface ProxyRequest {
  method: string;
  url: URL;
  rawUrl: string;
  headers: Record<string, string>;
  body: string;
}
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One relayed stream: the request that opened it (rewritten) and what the mutant keeps about it. */
export interface StreamContext {
  request: ProxyRequest;
  state: Record<string, any>;
}

export interface MutantBehaviour {
  /** change the request before it is forwarded (e.g. drop a filter) */
  rewrite?(req: ProxyRequest): ProxyRequest;
  /** answer without asking the server (e.g. a crash on some input) */
  intercept?(req: ProxyRequest): Answer | undefined;
  /** change the server's answer */
  answer?(a: Answer, req: ProxyRequest): Answer;
  /**
   * Per stream (SSE response or WebSocket), a function from each message the server sends to the messages
   * passed on instead (none, changed, reordered); `others` reach every other open stream.
   */
  stream?(
    ctx: StreamContext,
  ): (message: any, transport: 'sse' | 'ws', others: Array<(message: unknown) => void>) => unknown[];
  /** each WebSocket frame a client sends (parsed JSON), before it is forwarded; `ctx` is its connection's */
  fromClient?(message: any, ctx: StreamContext): unknown;
  /** SSE comment lines and WebSocket ping frames are not passed on */
  dropKeepalive?: boolean;
  /**
   * Each webhook delivery the server POSTs (D32): the proxy gives the server its own relay URL for every webhook and
   * passes deliveries on to the URL the client gave; the mutant may change, hold, repeat or drop them. `send`
   * forwards one and resolves to the receiver's status; what `deliver` resolves to is the server's answer.
   */
  deliver?(d: HookRequest, send: (d: HookRequest) => Promise<number>): Promise<number>;
}

/** A webhook delivery on its way from the server to the receiver. */
export interface HookRequest {
  /** the receiver's URL as the client gave it */
  url: string;
  headers: Record<string, string>;
  body: string;
}

const RELAY = '/__relay/';
const b64 = (s: string) => Buffer.from(s).toString('base64url');

const HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export interface MutantProxy {
  url: string;
  set(m: MutantBehaviour | undefined): void;
  close(): Promise<void>;
}

/** `upstreams` maps a path prefix (`/api/v2`) to the origin serving it; the first one also serves every other path. */
export function mutantProxy(upstreams: Record<string, string>): Promise<MutantProxy> {
  let current: MutantBehaviour | undefined;
  let self = '';
  const entries = Object.entries(upstreams);
  // webhook URLs: the client's become the proxy's relay URLs on the way in, and back on the way out
  const toRelay = (r: ProxyRequest): ProxyRequest => {
    if (!/\/api\/v3\/webhook(s|\/update)$/.test(r.url.pathname) || r.method !== 'POST') return r;
    try {
      const b = JSON.parse(r.body);
      // only the suite's own receiver (on this machine): other targets reach the server as they are, to be refused
      if (typeof b?.url !== 'string' || !/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(b.url)) return r;
      b.url = `${self}${RELAY}${b64(b.url)}`;
      return { ...r, body: JSON.stringify(b) };
    } catch {
      return r;
    }
  };
  const fromRelay = (a: Answer): Answer =>
    a.body.includes(RELAY)
      ? {
          ...a,
          body: a.body.replace(
            new RegExp(`${self.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${RELAY}([A-Za-z0-9_-]+)`, 'g'),
            (_, e: string) => JSON.stringify(Buffer.from(e, 'base64url').toString()).slice(1, -1),
          ),
        }
      : a;
  const relayHook = async (req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const url = Buffer.from((req.url ?? '').slice(RELAY.length), 'base64url').toString();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && !HOP.has(k)) headers[k] = v;
    const d: HookRequest = { url, headers, body: (await bodyOf(req)).toString('utf8') };
    const send = async (x: HookRequest): Promise<number> => {
      try {
        const up = await request(x.url, { method: 'POST', headers: x.headers, body: x.body });
        await up.body.text();
        return up.statusCode;
      } catch {
        return 502;
      }
    };
    const status = await (current?.deliver ? current.deliver(d, send) : send(d));
    res.writeHead(status).end();
  };
  // Bigger than any request the suite sends, so the servers' own limits are what the suite meets.
  const server: Server = createServer({ maxHeaderSize: 4 * 1024 * 1024 }, async (req, res) => {
    const rawUrl = req.url ?? '/';
    if (rawUrl.startsWith(RELAY)) return void relayHook(req, res);
    const origin = (entries.find(([prefix]) => rawUrl.startsWith(prefix)) ?? entries[0]!)[1];
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && !HOP.has(k)) headers[k] = v;
    let r: ProxyRequest = {
      method: req.method ?? 'GET',
      url: new URL(rawUrl, origin),
      rawUrl,
      headers,
      body: (await bodyOf(req)).toString('latin1'),
    };
    const m = current;
    if (m?.rewrite) r = m.rewrite(r);
    r = toRelay(r);
    let a = m?.intercept?.(r);
    if (!a) {
      try {
        const abort = new AbortController();
        const up = await request(`${origin}${r.rawUrl}`, {
          method: r.method as 'GET',
          headers: r.headers,
          body: r.body.length ? Buffer.from(r.body, 'latin1') : undefined,
          headersTimeout: 60_000,
          bodyTimeout: 0,
          signal: abort.signal,
        });
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(up.headers))
          if (v !== undefined && !HOP.has(k)) h[k] = Array.isArray(v) ? v.join(', ') : v;
        if (up.statusCode === 200 && (h['content-type'] ?? '').startsWith('text/event-stream')) {
          res.on('close', () => abort.abort());
          return void relaySse(up.body, res, h, m, streams, r);
        }
        a = fromRelay({ status: up.statusCode, headers: h, body: await up.body.text() });
      } catch (e) {
        a = { status: 502, headers: { 'content-type': 'text/plain' }, body: `proxy: ${(e as Error).message}` };
      }
      if (m?.answer) a = m.answer(a, r);
    }
    res.writeHead(a.status, a.headers).end(r.method === 'HEAD' ? undefined : a.body);
  });
  const streams = new Set<(message: unknown) => void>();
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const rawUrl = req.url ?? '/';
    const origin = (entries.find(([prefix]) => rawUrl.startsWith(prefix)) ?? entries[0]!)[1];
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && !HOP.has(k) && !k.startsWith('sec-websocket')) headers[k] = v;
    let r: ProxyRequest = { method: 'GET', url: new URL(rawUrl, origin), rawUrl, headers, body: '' };
    const m = current;
    if (m?.rewrite) r = m.rewrite(r);
    const upstream = new WebSocket(`${origin.replace(/^http/, 'ws')}${r.rawUrl}`, { headers: r.headers });
    upstream.on('unexpected-response', (_q, up) => {
      let text = '';
      up.on('data', (c: Buffer) => (text += c.toString('latin1')));
      up.on('end', () => {
        const lines = Object.entries(up.headers)
          .filter(([k]) => !HOP.has(k))
          .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`);
        socket.end(
          `HTTP/1.1 ${up.statusCode} ${up.statusMessage ?? ''}\r\n${lines.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(text, 'latin1')}\r\nConnection: close\r\n\r\n${text}`,
          'latin1',
        );
      });
    });
    upstream.on('error', () => socket.destroy());
    upstream.on('open', () =>
      wss.handleUpgrade(req, socket, head, (client) => relayWs(client, upstream, m, streams, r)),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      self = `http://127.0.0.1:${port}`;
      resolve({
        url: `http://127.0.0.1:${port}`,
        set: (mutant) => {
          current = mutant;
        },
        close: () =>
          new Promise((done) => {
            for (const c of wss.clients) c.terminate();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}

type Streams = Set<(message: unknown) => void>;

/** One SSE response relayed event by event; comment lines (keepalives) pass as they are unless dropped. */
async function relaySse(
  body: AsyncIterable<Buffer>,
  res: import('node:http').ServerResponse,
  headers: Record<string, string>,
  m: MutantBehaviour | undefined,
  streams: Streams,
  request: ProxyRequest,
): Promise<void> {
  res.writeHead(200, headers);
  const send = (message: unknown) => {
    // framed as the contract frames it (event names included), so only the mutant's change is judged
    if (!res.writableEnded) res.write(sseFrame(message));
  };
  const mutate = m?.stream?.({ request, state: {} });
  streams.add(send);
  let buf = '';
  try {
    for await (const chunk of body) {
      buf += chunk.toString('utf8');
      let i;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trim())
          .join('\n');
        if (!data) {
          if (!m?.dropKeepalive) res.write(`${block}\n\n`);
          continue;
        }
        const message = JSON.parse(data);
        for (const out of mutate
          ? mutate(
              message,
              'sse',
              [...streams].filter((s) => s !== send),
            )
          : [message])
          send(out);
      }
    }
  } catch {
    /* the subscriber or the server went away */
  }
  streams.delete(send);
  res.end();
}

/** One WebSocket relayed frame by frame, both ways; the server's ping frames become the proxy's own. */
function relayWs(
  client: WebSocket,
  upstream: WebSocket,
  m: MutantBehaviour | undefined,
  streams: Streams,
  request: ProxyRequest,
): void {
  const send = (message: unknown) => {
    if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(message));
  };
  const ctx: StreamContext = { request, state: {} };
  const mutate = m?.stream?.(ctx);
  streams.add(send);
  upstream.on('message', (data) => {
    const text = data.toString();
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return void client.send(text);
    }
    for (const out of mutate
      ? mutate(
          message,
          'ws',
          [...streams].filter((s) => s !== send),
        )
      : [message])
      send(out);
  });
  upstream.on('ping', () => {
    if (!m?.dropKeepalive && client.readyState === WebSocket.OPEN) client.ping();
  });
  client.on('message', (data) => {
    const text = data.toString();
    let out = text;
    if (m?.fromClient) {
      try {
        out = JSON.stringify(m.fromClient(JSON.parse(text), ctx));
      } catch {
        /* not JSON: as it is */
      }
    }
    if (upstream.readyState === WebSocket.OPEN) upstream.send(out);
  });
  const closeBoth = () => {
    streams.delete(send);
    client.terminate();
    upstream.terminate();
  };
  upstream.on('close', (code, reason) => {
    streams.delete(send);
    if (client.readyState === WebSocket.OPEN)
      client.close(code >= 1000 && code !== 1005 && code !== 1006 ? code : 1000, reason);
  });
  client.on('close', closeBoth);
  client.on('error', closeBoth);
  upstream.on('error', closeBoth);
}
