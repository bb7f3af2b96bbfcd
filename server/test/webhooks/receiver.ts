/**
 * A webhook receiver as a user writes it from docs/webhooks.md alone: it verifies each request with the snippet the
 * docs show (read from the page and run as it is), and keeps what it received. It can go away (connections refused)
 * and come back on the same port.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../../../contract/index.ts';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  position?: string;
  raw: string;
  body: any;
  verified: boolean;
  /** what the receiver answered */
  status: number;
}

type Verify = (secret: string, headers: Record<string, string | undefined>, rawBody: string) => boolean;

/** The `js verify` block of docs/webhooks.md, as a module. */
export async function documentedVerify(): Promise<Verify> {
  const page = readFileSync(join(repoRoot, 'docs', 'webhooks.md'), 'utf8');
  const code = /```js verify\n([\s\S]*?)```/.exec(page)?.[1];
  if (!code) throw new Error('docs/webhooks.md has no `js verify` block');
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    verify: Verify;
  };
  return mod.verify;
}

export interface Receiver {
  url: string;
  received: Received[];
  secret?: string;
  /** answer status while up (200 by default), or a delay before answering */
  status: number;
  delayMs: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function receiver(): Promise<Receiver> {
  const verify = await documentedVerify();
  let server: Server | undefined;
  let port = 0;
  const r: Receiver = {
    url: '',
    received: [],
    status: 200,
    delayMs: 0,
    async down() {
      const s = server;
      server = undefined;
      s?.closeAllConnections();
      await new Promise<void>((done) => (s ? s.close(() => done()) : done()));
    },
    async up() {
      const s = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          const h = req.headers as Record<string, string | undefined>;
          // answered with the status recorded now: a test switching r.status meanwhile must not make the record lie
          const status = r.status;
          r.received.push({
            id: h['webhook-id'] ?? '',
            timestamp: h['webhook-timestamp'] ?? '',
            signature: h['webhook-signature'] ?? '',
            position: h['webhook-position'],
            raw,
            body: JSON.parse(raw),
            verified: r.secret !== undefined && verify(r.secret, h, raw),
            status,
          });
          setTimeout(() => res.writeHead(status).end(), r.delayMs);
        });
      });
      await new Promise<void>((done) => s.listen(port, '127.0.0.1', () => done()));
      port = (s.address() as { port: number }).port;
      r.url = `http://127.0.0.1:${port}/hook`;
      server = s;
    },
    close: () => r.down(),
  };
  await r.up();
  return r;
}
