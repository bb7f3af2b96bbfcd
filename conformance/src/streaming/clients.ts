// Subscribers as any client of the streaming contract would be: an SSE reader over fetch() and a
// WebSocket (the `ws` package, which sees protocol ping frames). Every message is kept with the time it
// arrived, so checks can judge order and keepalive intervals afterwards.
import WebSocket from 'ws';
import { sseBlockProblem, wsFrameProblem } from './framing.ts';

export interface Arrived {
  at: number;
  message: any;
  /** SSE: the event's own `id:` line, when it has one (S16: a notification's position) */
  eventId?: string;
}

export class Inbox {
  readonly messages: Arrived[] = [];
  /** when each SSE comment line / WebSocket ping frame arrived */
  readonly keepalives: number[] = [];
  /** every departure from the transport's framing (framing.ts), with the message count it came after */
  readonly framing: string[] = [];
  readonly opened = performance.now();
  ended = false;
  private waiters: Array<() => void> = [];

  push(message: unknown, eventId?: string): void {
    this.messages.push({ at: performance.now(), message, ...(eventId !== undefined ? { eventId } : {}) });
    this.wake();
  }
  keepalive(): void {
    this.keepalives.push(performance.now());
    this.wake();
  }
  end(): void {
    this.ended = true;
    this.wake();
  }
  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** The first message (from the start) that `pred` accepts, or undefined once `ms` passed or the stream ended. */
  async next(pred: (m: any) => boolean, ms: number): Promise<any> {
    const end = performance.now() + ms;
    for (;;) {
      const found = this.messages.find((a) => pred(a.message));
      if (found) return found.message;
      const left = end - performance.now();
      if (left <= 0 || this.ended) return undefined;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Waits until `cond` holds (re-checked on every arrival) or `ms` passed. */
  async until(cond: () => boolean, ms: number): Promise<boolean> {
    const end = performance.now() + ms;
    while (!cond()) {
      const left = end - performance.now();
      if (left <= 0 || this.ended) return cond();
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return true;
  }
}

export interface HttpRefusal {
  status: number;
  contentType: string;
  text: string;
  json?: any;
  networkError?: string;
  /** seconds, from a 429's Retry-After */
  retryAfter?: number;
}

const seconds = (v: string | null | undefined): number | undefined => {
  const n = Number(v);
  return v && Number.isFinite(n) && n >= 0 ? n : undefined;
};

export interface SseSubscriber extends Inbox {
  close(): void;
}

/** An SSE subscription: POST with the body as JSON (or GET when `body` is undefined). A non-200 answer is returned as a refusal. */
export async function openSse(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ stream?: SseSubscriber; refusal?: HttpRefusal; contentType?: string }> {
  const abort = new AbortController();
  let res: Response;
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'text/event-stream',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: abort.signal,
    });
  } catch (e) {
    return {
      refusal: {
        status: 0,
        contentType: '',
        text: '',
        networkError: (e as Error).cause
          ? String((e as Error & { cause: Error }).cause.message ?? (e as Error).cause)
          : (e as Error).message,
      },
    };
  }
  const contentType = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !contentType.startsWith('text/event-stream')) {
    const text = await res.text().catch(() => '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON: the check says so */
    }
    return {
      refusal: {
        status: res.status,
        contentType,
        text: text.slice(0, 2000),
        json,
        retryAfter: seconds(res.headers.get('retry-after')),
      },
    };
  }
  const inbox = new Inbox() as SseSubscriber;
  inbox.close = () => abort.abort();
  void (async () => {
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const data: string[] = [];
          let eventId: string | undefined;
          const lines = block.split('\n');
          const problem = sseBlockProblem(lines);
          if (problem) inbox.framing.push(`after ${inbox.messages.length} messages: ${problem}`);
          for (const line of lines) {
            if (line.startsWith(':')) inbox.keepalive();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
            else if (line === 'id' || line.startsWith('id:')) eventId = line.slice(3).replace(/^ /, '');
          }
          if (!data.length) continue;
          const text = data.join('\n');
          try {
            inbox.push(JSON.parse(text), eventId);
          } catch {
            inbox.push({ unparsable: text }, eventId);
          }
        }
      }
    } catch {
      /* aborted or reset: `ended` says so */
    }
    inbox.end();
  })();
  return { stream: inbox, contentType };
}

export interface WsSubscriber extends Inbox {
  send(obj: unknown): void;
  sendText(text: string): void;
  close(): void;
  closed?: { code: number; reason: string };
}

/** A WebSocket; a refused upgrade comes back as the HTTP answer. */
export function openWs(
  url: string,
  headers: Record<string, string>,
): Promise<{ socket?: WsSubscriber; refusal?: HttpRefusal }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers, handshakeTimeout: 20_000 });
    const inbox = new Inbox() as WsSubscriber;
    inbox.send = (obj) => ws.send(JSON.stringify(obj));
    inbox.sendText = (text) => ws.send(text);
    inbox.close = () => ws.terminate();
    ws.on('message', (data, isBinary) => {
      const text = data.toString();
      const problem = wsFrameProblem(text, isBinary);
      if (problem) inbox.framing.push(`after ${inbox.messages.length} messages: ${problem}`);
      try {
        inbox.push(JSON.parse(text));
      } catch {
        inbox.push({ unparsable: text });
      }
    });
    ws.on('ping', () => inbox.keepalive());
    ws.on('close', (code, reason) => {
      inbox.closed = { code, reason: reason.toString() };
      inbox.end();
    });
    ws.on('open', () => resolve({ socket: inbox }));
    ws.on('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          /* judged by the check */
        }
        resolve({
          refusal: {
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: text.slice(0, 2000),
            json,
            retryAfter: seconds(res.headers['retry-after'] as string | undefined),
          },
        });
      });
    });
    ws.on('error', (e) => resolve({ refusal: { status: 0, contentType: '', text: '', networkError: e.message } }));
  });
}
