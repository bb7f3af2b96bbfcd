// A proxy in front of a conforming server that plants one known defect, so each check can be shown
// to catch the defect it exists for.
import { createServer, type IncomingMessage } from 'node:http';
import { request } from 'undici';
import { listen, type Started } from './fake-server.ts';

export interface Answer { status: number; contentType: string; body: string; url: URL; method: string }
export type Defect = (a: Answer) => Answer;

type Obj = Record<string, unknown>;
const json = (a: Answer): any => { try { return JSON.parse(a.body); } catch { return undefined; } };
const withJson = (a: Answer, v: unknown): Answer => ({ ...a, body: JSON.stringify(v) });

function firstNumberToString(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(firstNumberToString);
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v as Obj)) {
      if (typeof x === 'number' && k !== 'code') { (v as Obj)[k] = String(x); return true; }
      if (firstNumberToString(x)) return true;
    }
  }
  return false;
}

export const DEFECTS: Record<string, Defect> = {
  /** removes the first property of every successful body (v2: `ok`; v3: the records key) */
  dropRequiredField: (a) => {
    const b = json(a);
    if (a.status !== 200 || !b || typeof b !== 'object' || Array.isArray(b)) return a;
    const first = Object.keys(b)[0];
    if (first) delete b[first];
    return withJson(a, b);
  },
  /** the first number of every successful body becomes a string */
  retypeNumber: (a) => {
    const b = json(a);
    return a.status === 200 && firstNumberToString(b) ? withJson(a, b) : a;
  },
  /** bad input crashes the server instead of being refused */
  serverErrorOnBadInput: (a) => (a.status === 422 ? { ...a, status: 500, body: 'Internal Server Error', contentType: 'text/plain' } : a),
  /** errors lose the contract's envelope */
  changeErrorEnvelope: (a) => (a.status >= 400 ? withJson({ ...a }, { message: json(a)?.error ?? 'error' }) : a),
  /** bodies are sent as text/plain */
  wrongContentType: (a) => ({ ...a, contentType: 'text/plain; charset=utf-8' }),
  /** success with an undocumented status */
  undocumentedStatus: (a) => (a.status === 200 ? { ...a, status: 203 } : a),
  /** invalid input is accepted with an empty success */
  acceptsInvalidInput: (a) => (a.status === 422 ? { ...a, status: 200, body: JSON.stringify({ ok: true, result: {} }) } : a),
  /** an unknown API key is let through */
  ignoresApiKey: (a) => (a.status === 401 ? { ...a, status: 200 } : a),
  /** methods the path does not support are served anyway */
  servesAnyMethod: (a) => (a.status === 405 ? { ...a, status: 200, body: '{}' } : a),
  /** lists come in the opposite order to the one asked for */
  reverseSort: (a) => {
    const b = json(a);
    if (a.status !== 200 || !b || typeof b !== 'object') return a;
    for (const [k, v] of Object.entries(b as Obj)) if (Array.isArray(v) && v.length > 1) (b as Obj)[k] = [...v].reverse();
    return withJson(a, b);
  },
  /** list limits are ignored: every records array is padded */
  ignoresLimit: (a) => {
    const b = json(a);
    if (a.status !== 200 || !b || typeof b !== 'object') return a;
    for (const [k, v] of Object.entries(b as Obj)) if (Array.isArray(v) && v.length) (b as Obj)[k] = [...v, ...v, ...v];
    return withJson(a, b);
  },
};

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export function defectProxy(upstream: string, defect: Defect): Promise<Started> {
  const server = createServer({ maxHeaderSize: 512 * 1024 }, async (req, res) => {
    const url = new URL(req.url ?? '/', upstream);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers[k] = v;
    const payload = await body(req);
    const up = await request(url, { method: req.method as 'GET', headers, body: payload.length ? payload : undefined });
    const text = await up.body.text();
    const out = defect({ status: up.statusCode, contentType: String(up.headers['content-type'] ?? ''), body: text, url, method: req.method ?? 'GET' });
    res.writeHead(out.status, { 'content-type': out.contentType }).end(out.body);
  });
  return listen(server);
}
