/**
 * One HTTP attempt of a delivery: a POST with the body and headers, judged by its status alone (2xx delivered,
 * anything else retried; a redirect is not followed, D32). The connection goes only to an allowed address
 * (targets.ts), and a receiver slower than the timeout is a failed attempt.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { TargetPolicy } from './targets.ts';

export interface Attempt {
  ok: boolean;
  status?: number;
  error?: string;
  ms: number;
}

/** What is kept of a receiver's answer: enough to see why it failed, never its whole body. */
const ANSWER_BYTES = 512;

export class Poster {
  readonly #agents: { http: http.Agent; https: https.Agent };

  constructor(
    private readonly policy: TargetPolicy,
    private readonly timeoutMs: number,
  ) {
    const lookup = policy.lookup as unknown as http.AgentOptions['lookup'];
    this.#agents = {
      http: new http.Agent({ keepAlive: true, maxSockets: 8, lookup } as http.AgentOptions),
      https: new https.Agent({ keepAlive: true, maxSockets: 8, lookup } as https.AgentOptions),
    };
  }

  post(target: string, body: string, headers: Record<string, string>): Promise<Attempt> {
    const started = performance.now();
    const done = (a: Omit<Attempt, 'ms'>): Attempt => ({ ...a, ms: performance.now() - started });
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return Promise.resolve(done({ ok: false, error: 'not a URL' }));
    }
    // an address in the URL is connected to without a lookup: judged here
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal)) {
      const why = this.policy.refusal(literal, literal);
      if (why) return Promise.resolve(done({ ok: false, error: why }));
    }
    const secure = url.protocol === 'https:';
    const send = secure ? https.request : http.request;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (a: Omit<Attempt, 'ms'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(done(a));
      };
      const req = send(
        url,
        {
          method: 'POST',
          agent: secure ? this.#agents.https : this.#agents.http,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'ton-http-api-webhooks/1',
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            if (size < ANSWER_BYTES) chunks.push(c);
            size += c.length;
          });
          res.on('end', () => {
            if (status >= 200 && status < 300) return finish({ ok: true, status });
            const text = Buffer.concat(chunks).toString('utf8', 0, ANSWER_BYTES).replace(/\s+/g, ' ').trim();
            const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
            finish({ ok: false, status, error: `HTTP ${status}${redirect}${text ? `: ${text}` : ''}` });
          });
          res.on('error', (err) => finish({ ok: false, status, error: err.message }));
        },
      );
      const timer = setTimeout(() => {
        finish({ ok: false, error: `no answer within ${this.timeoutMs} ms` });
        req.destroy();
      }, this.timeoutMs);
      req.on('error', (err) => finish({ ok: false, error: describe(err) }));
      req.end(body);
    });
  }

  close(): void {
    this.#agents.http.destroy();
    this.#agents.https.destroy();
  }
}

function describe(err: NodeJS.ErrnoException): string {
  if (err.code === 'ETARGETREFUSED') return err.message;
  if (err.code === 'ECONNREFUSED') return 'connection refused';
  if (err.code === 'ENOTFOUND') return 'host not found';
  return err.code ? `${err.code}: ${err.message}` : err.message;
}
