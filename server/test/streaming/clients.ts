/** Test clients of the Streaming API over real sockets: an SSE reader on fetch() and a WebSocket, each with a message queue. */
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { MessageChecker } from '../../../contract/streaming.ts';

const checker = new MessageChecker();
/** Every message any test client received, judged by the streaming contract. */
export const contractReport = { checked: 0, violations: [] as string[], types: new Set<string>() };
function judge(m: unknown, transport: 'sse' | 'ws'): void {
  contractReport.checked++;
  contractReport.types.add(
    (m as { type?: string; status?: string }).type ?? `status:${(m as { status?: string }).status}`,
  );
  const { schema, problem } = checker.check(m, transport);
  if (problem)
    contractReport.violations.push(`${transport}: ${schema}: ${problem} in ${JSON.stringify(m).slice(0, 300)}`);
}

export interface Inbox {
  messages: any[];
  /** the next message matching `pred` (searching what already arrived first), or a timeout error */
  next(pred: (m: any) => boolean, ms?: number): Promise<any>;
  push(m: any): void;
}

export function inbox(): Inbox {
  const messages: any[] = [];
  const waiters: Array<{ pred: (m: any) => boolean; resolve: (m: any) => void; from: number }> = [];
  const cursor = 0;
  return {
    messages,
    push(m) {
      messages.push(m);
      for (const w of [...waiters])
        if (w.pred(m)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(m);
        }
    },
    next(pred, ms = 30_000) {
      const found = messages.slice(cursor).find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const w = {
          pred,
          resolve: (m: any) => {
            clearTimeout(t);
            resolve(m);
          },
          from: messages.length,
        };
        const t = setTimeout(() => {
          waiters.splice(waiters.indexOf(w), 1);
          reject(
            new Error(
              `no matching message in ${ms} ms; got ${JSON.stringify(messages.map((x) => x.type ?? x.status))}`,
            ),
          );
        }, ms);
        waiters.push(w);
      });
    },
  };
}

export interface SseClient extends Inbox {
  status: number;
  /** the `event:` name of each event that carried data, in order (undefined: none) */
  names: Array<string | undefined>;
  body?: any;
  close(): void;
  ended: Promise<void>;
  pause(): void;
  resume(): void;
}

/** POST (or GET when `body` is undefined) an SSE subscription; non-200 answers keep their JSON body. */
export async function sse(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  opts: { unchecked?: boolean } = {},
): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'text/event-stream',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: abort.signal,
  });
  const box = inbox();
  const names: Array<string | undefined> = [];
  if (res.status !== 200)
    return Object.assign(box, {
      status: res.status,
      names,
      body: await res.json(),
      close: () => {},
      ended: Promise.resolve(),
      pause: () => {},
      resume: () => {},
    });
  // pause() stops reading the body, as a stalled consumer would: the server's writes back up
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        await gate;
        buf += decoder.decode(chunk, { stream: true });
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const event = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const name = /^event: ?(.*)$/m.exec(event)?.[1];
          for (const line of event.split('\n')) {
            if (line.startsWith('data: ')) {
              names.push(name);
              const m = JSON.parse(line.slice(6));
              if (!opts.unchecked) judge(m, 'sse');
              box.push(m);
            } else if (line.startsWith(':')) box.push({ comment: line.slice(1).trim() });
          }
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return Object.assign(box, {
    status: 200,
    names,
    close: () => abort.abort(),
    ended,
    pause: () => {
      gate = new Promise<void>((r) => {
        open = r;
      });
    },
    resume: () => open(),
  });
}

export interface WsClient extends Inbox {
  ws: WebSocket;
  send(obj: object): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** A WebSocket; rejects with the HTTP status and body when the upgrade is refused. */
/** `unchecked`: synthetic events (the back-pressure test) are not the contract's business. */
export function wsConnect(
  url: string,
  headers: Record<string, string> = {},
  opts: { unchecked?: boolean } = {},
): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const box = inbox();
    const closed = new Promise<{ code: number; reason: string }>((r) =>
      ws.on('close', (code, reason) => r({ code, reason: reason.toString() })),
    );
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (!opts.unchecked) judge(m, 'ws');
      box.push(m);
    });
    ws.on('open', () => resolve(Object.assign(box, { ws, send: (o: object) => ws.send(JSON.stringify(o)), closed })));
    ws.on('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () =>
        reject(
          Object.assign(new Error(`upgrade refused: ${res.statusCode}`), {
            status: res.statusCode,
            body: JSON.parse(text || '{}'),
          }),
        ),
      );
    });
    ws.on('error', (err) => reject(err));
  });
}

export interface RawStream {
  socket: Socket;
  status: number;
  /** the header block and whatever else came before the client stopped reading */
  head: string;
  /** the socket's 'close' (however the server ended it) */
  closed: Promise<void>;
}

/**
 * POST an SSE subscription on a bare TCP socket and stop reading once the stream has started (its first event):
 * a client that never reads again, as a slow or hostile one would. Non-200 answers are read whole.
 */
export function rawSse(url: string, body: object, headers: Record<string, string> = {}): Promise<RawStream> {
  const { hostname, port, pathname } = new URL(url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    let head = '';
    socket.on('error', () => {});
    socket.once('connect', () =>
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
          Object.entries(headers)
            .map(([k, v]) => `${k}: ${v}\r\n`)
            .join('') +
          `\r\n${text}`,
      ),
    );
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (status === 200 && !head.includes('"status":"subscribed"')) return;
      if (status !== 200 && !/\r\n\r\n[\s\S]*\}/.test(head)) return;
      socket.off('data', onData);
      socket.pause();
      resolve({ socket, status, head, closed });
    };
    socket.on('data', onData);
    closed.then(() => reject(new Error(`closed before an answer: ${head.slice(0, 200)}`)));
  });
}
