#!/usr/bin/env tsx
/**
 * One side of the benchmark, each in its own process, as in a deployment where liteservers are other machines:
 *   tsx server/bench/target.ts devnet              → the local network; prints its global config path as `url`
 *   tsx server/bench/target.ts reference <config>  → the reference server, API v2 over the liteservers of <config> and
 *                                                    API v3 over an embedded PostgreSQL holding the tests' seeded index
 *                                                    (and its news: a `block:` NOTIFY a second, as from an indexer),
 *                                                    with API keys and rate limits on (the bench's key has a plan
 *                                                    far above what it sends)
 *   tsx server/bench/target.ts hapi <file>         → Hapi alone, everything on (below)
 *   tsx server/bench/target.ts fastify <file>      → Fastify alone, everything on
 *   tsx server/bench/target.ts plain <file>        → a plain router on node:http, everything on
 *   tsx server/bench/target.ts bare <file>         → node:http answering each path with the recorded bytes, nothing else
 * "Everything on" is the same work per request in each framework-alone target, beyond the recorded answer: route
 * the path; CORS as the reference server gives it (the request's origin granted, its exposed headers, `vary:
 * origin`); the query checked against the operation's parameters in the contract by ajv, compiled once; the answer
 * serialised from an object (the recorded bytes parsed once at start); one pino line per request on stdout.
 * Prints one JSON line `{ "url": …, "address": …, "apiKey": …, "v3Account": … }` once ready; exits on SIGTERM. The reference server logs one
 * line per request on stdout as the CLI does, so logging is part of what is measured.
 */
import cors from '@fastify/cors';
import type { Format } from 'ajv';
import Hapi from '@hapi/hapi';
import fastJson from 'fast-json-stringify';
import Fastify, { LogController } from 'fastify';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { isDeepStrictEqual } from 'node:util';
import { pino } from 'pino';
import {
  basePath,
  createAjv,
  derefDeep,
  integerFormats,
  listOperations,
  loadSpec,
  specSchemaId,
  tonFormats,
  type ValidateFunction,
} from '../../contract/index.ts';
import { startDevnet } from '../../devnet/index.ts';
import { formatIndexNews, INDEX_EVENTS_CHANNEL } from '../../contract/index-news.ts';
import { freshDatabase } from '../../indexer/db/fresh-database.ts';
import { KeyStore } from '../src/auth/keys.ts';
import { MemoryRateLimiter } from '../src/auth/limiter.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { CORS_EXPOSED } from '../src/http/cors.ts';
import { createLogger, logDestination } from '../src/ops/logger.ts';
import { createServer } from '../src/server.ts';
import { observePool, v2Mount } from '../src/v2/app.ts';
import { v3Mount } from '../src/v3/app.ts';
import { A as seededAccount, seed } from '../test/v3/seed.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { installPgAdaptations } from '../src/v3/queries/adapters/pg.ts';

/** The key the load sends; its plan allows far more than any run reaches, so the limiter counts but never refuses. */
export const BENCH_API_KEY = 'bench-key-0123456789abcdef';

/**
 * fast-json-stringify's own ajv picks the branch of an `anyOf` (the contract's nullable fields) by validating the
 * value; the contract's formats never decide the branch for these answers (the round trip below checks that the
 * answer comes out unchanged), so that ajv leaves formats alone instead of warning that it does not know them.
 */
const SERIALIZER_OPTIONS = { ajv: { validateFormats: false } };

// measured as server/bin/server.ts runs: with the library adapters it installs
installTonCoreSpeedups();
installPgAdaptations();
const [mode, file] = process.argv.slice(2);
const stops: Array<() => Promise<void>> = [];

if (mode === 'devnet') {
  const devnet = await startDevnet({ blockInterval: 1000 });
  stops.push(() => devnet.stop());
  const wallet = devnet.accounts.find((a) => a.kind === 'wallet') ?? devnet.accounts[0]!;
  console.log(JSON.stringify({ url: devnet.globalConfigPath, address: wallet.address }));
} else if (mode === 'reference' && file) {
  const pool = await LitePool.fromGlobalConfig(file);
  const db = await freshDatabase({ prefix: 'server_bench', max: 20 });
  await seed(db.pool);
  const keys = new KeyStore({
    plans: { bench: { rps: 1_000_000 } },
    keyless: { rps: 1 },
    keys: [{ key: BENCH_API_KEY, plan: 'bench' }],
  });
  const server = await createServer({
    apis: [v2Mount({ pool, network: 'local' }), v3Mount({ db: db.pool, pool, network: 'local' })],
    auth: { keys, limiter: new MemoryRateLimiter(), network: 'local' },
    logger: createLogger('info'),
    onStop: async () => pool.close(),
  });
  observePool(pool, server);
  await server.start();
  // The index's news as a deployment's indexer sends it, one `block:` per masterchain block (this network makes one
  // a second): every v3 answer kept is dropped each second, as it would be in production.
  let seqno = 0;
  const news = setInterval(
    () =>
      void db.pool
        .query('SELECT pg_notify($1, $2)', [INDEX_EVENTS_CHANNEL, formatIndexNews({ kind: 'block', seqno: ++seqno })])
        .catch(() => {}),
    1000,
  );
  stops.push(async () => {
    clearInterval(news);
    await server.stop();
    await db.stop();
  });
  console.log(JSON.stringify({ url: server.info.uri, apiKey: BENCH_API_KEY, v3Account: seededAccount }));
} else if (mode === 'hapi' && file) {
  // Hapi alone, everything on: its router, its CORS route option as the reference server sets it, the query checked
  // by the operation's compiled ajv in the handler, the answer object serialised by Hapi (JSON.stringify), one pino
  // line per request from the 'response' event
  const work = recordedWork(file);
  const logger = pino({ level: 'info' }, logStream());
  const server = Hapi.server({
    port: 0,
    host: '127.0.0.1',
    routes: {
      cors: {
        origin: ['*'],
        credentials: false,
        maxAge: 86_400,
        additionalHeaders: ['X-API-Key', 'X-Ton-Client-Version'],
        additionalExposedHeaders: CORS_EXPOSED,
      },
    },
  });
  for (const w of work) {
    server.route({
      method: 'GET',
      path: w.path,
      handler: (request, h) => {
        const query: Record<string, unknown> = { ...request.query };
        if (!w.validate(query)) return h.response(refusal(w.validate)).code(422);
        return w.answer;
      },
    });
  }
  server.events.on('response', (request) => {
    const response = request.response as { statusCode?: number } | null;
    logger.info(
      {
        reqId: request.info.id,
        method: request.method,
        path: request.path,
        status: response?.statusCode ?? 0,
        ms: Date.now() - request.info.received,
      },
      'request',
    );
  });
  await server.start();
  stops.push(() => server.stop());
  console.log(JSON.stringify({ url: server.info.uri }));
} else if (mode === 'fastify' && file) {
  // Fastify alone, everything on: its router; @fastify/cors granting the request's origin; its own ajv (the query
  // schema of the operation, dereferenced, with the contract's formats) checking the query; its response-schema
  // serialiser (fast-json-stringify from the operation's 200 schema) where that schema compiles and writes the
  // recorded answer back unchanged, else JSON.stringify (which one each path got is announced); its built-in pino
  // logger at info with one line per request (the 'request completed' line; the 'incoming request' line is off)
  const work = recordedWork(file);
  const serializers: Record<string, string> = {};
  const app = Fastify({
    logger: { level: 'info', stream: logStream() },
    logController: new (class extends LogController {
      override incomingRequest() {}
    })(),
    ajv: { onCreate: addContractFormats },
    serializerOpts: SERIALIZER_OPTIONS,
  });
  await app.register(cors, { origin: true, exposedHeaders: CORS_EXPOSED });
  for (const w of work) {
    const response = fastJsonStringifies(w.responseSchema, w.answer) ? { 200: w.responseSchema } : undefined;
    serializers[w.path] = response ? 'fast-json-stringify' : 'JSON.stringify';
    app.get(
      w.path,
      { schema: { querystring: w.querySchema, ...(response ? { response } : {}) } },
      (_request, reply) => {
        reply.send(w.answer);
      },
    );
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  stops.push(() => app.close());
  const { port } = app.server.address() as { port: number };
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}`, serializers }));
} else if (mode === 'plain' && file) {
  // a plain router on node:http, everything on: a Map from path to handler, the same CORS headers, the same compiled
  // ajv on the query, JSON.stringify of the answer object, one pino line per request
  const work = recordedWork(file);
  const logger = pino({ level: 'info' }, logStream());
  const exposed = CORS_EXPOSED.join(',');
  let lastId = 0;
  const routes = new Map<string, (query: Record<string, unknown>) => { status: number; body: unknown }>();
  for (const w of work)
    routes.set(w.path, (query) =>
      w.validate(query) ? { status: 200, body: w.answer } : { status: 422, body: refusal(w.validate) },
    );
  const server = createHttpServer((req, res) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const route = routes.get(path);
    let status = 404;
    if (!route) res.writeHead(404).end();
    else {
      const answer = route({ ...parseQuery(q < 0 ? '' : url.slice(q + 1)) });
      status = answer.status;
      const body = JSON.stringify(answer.body);
      const headers: Record<string, string | number> = {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        vary: 'origin',
        'access-control-expose-headers': exposed,
      };
      const origin = req.headers.origin;
      if (origin !== undefined) headers['access-control-allow-origin'] = origin;
      res.writeHead(status, headers).end(body);
    }
    logger.info(
      {
        reqId: ++lastId,
        method: req.method,
        path,
        status,
        ms: Math.round((performance.now() - started) * 1000) / 1000,
      },
      'request',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
} else if (mode === 'bare' && file) {
  const bodies = recordedBodies(file);
  const server = createHttpServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
} else {
  console.error('usage: target.ts devnet | reference <global config> | hapi|fastify|plain|bare <bodies.json>');
  process.exit(2);
}

/** What a framework-alone target needs to do the reference's work on one recorded request's path. */
interface RecordedWork {
  /** the path without the query, as routed */
  path: string;
  /** the recorded answer, parsed once: serialised again on every request */
  answer: object;
  /** the operation's query parameters as one JSON schema, every `$ref` of the contract resolved (for Fastify's ajv) */
  querySchema: Record<string, unknown>;
  /** the same schema compiled as the reference server compiles it (validation.ts: coercing, defaults filled) */
  validate: ValidateFunction;
  /** the operation's 200 JSON schema, every `$ref` resolved */
  responseSchema: Record<string, unknown>;
}

/** Each recorded path with its operation in the bundled OpenAPI documents, its answer parsed and its query checker. */
function recordedWork(file: string): RecordedWork[] {
  const apis = (['v2', 'v3'] as const).map((api) => {
    const doc = loadSpec(api);
    const ajv = createAjv({ docs: { [api]: doc }, ajv: { coerceTypes: 'array', useDefaults: true, allErrors: false } });
    return { api, doc, base: basePath(doc), ajv, ops: listOperations(doc) };
  });
  const out: RecordedWork[] = [];
  for (const [key, bytes] of recordedBodies(file)) {
    const path = key.split('?')[0]!;
    const api = apis.find((a) => path.startsWith(`${a.base}/`));
    const op = api?.ops.find((o) => o.method === 'get' && api.base + o.path === path);
    if (!api || !op) throw new Error(`${path}: no GET operation of the contract`);
    const properties: Record<string, { $ref: string }> = {};
    const required: string[] = [];
    for (const p of op.parameters) {
      if (p.in !== 'query' || p.schemaPointer === undefined) continue;
      properties[p.name] = { $ref: p.schemaPointer };
      if (p.required) required.push(p.name);
    }
    const id = specSchemaId(api.api);
    const responsePointer = op.responses['200']?.schemaPointers['application/json'];
    if (!responsePointer) throw new Error(`${path}: no JSON 200 answer in the contract`);
    out.push({
      path,
      answer: JSON.parse(bytes.toString('utf8')) as object,
      querySchema: derefDeep(api.doc, { type: 'object', properties, required }),
      validate: api.ajv.compile({
        type: 'object',
        properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, { $ref: `${id}${v.$ref}` }])),
        required,
      }),
      responseSchema: derefDeep(api.doc, { $ref: responsePointer }),
    });
  }
  return out;
}

/** The 422 a framework-alone target answers a query its checker refuses (the load never sends one). */
function refusal(validate: ValidateFunction): object {
  return { ok: false, error: `failed to validate request: ${validate.errors?.[0]?.message ?? 'invalid'}`, code: 422 };
}

/** The contract's formats (addresses, hashes, ranged integers) on Fastify's ajv, after its ajv-formats. */
function addContractFormats(ajv: { addFormat(name: string, format: Format): unknown }): void {
  for (const [name, validate] of Object.entries(tonFormats)) ajv.addFormat(name, { type: 'string', validate });
  for (const [name, validate] of Object.entries(integerFormats)) ajv.addFormat(name, { type: 'number', validate });
}

/**
 * Whether fast-json-stringify (what Fastify compiles a response schema with) compiles the schema and writes the
 * answer back unchanged: it leaves out what the schema does not declare, and may not follow every construct.
 */
function fastJsonStringifies(schema: Record<string, unknown>, answer: object): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(fastJson(schema, SERIALIZER_OPTIONS)(answer)), answer);
  } catch {
    return false;
  }
}

/** Log lines on stdout as the reference server's logger writes them (asynchronous 32 KiB batches). */
function logStream() {
  return logDestination(1);
}

/** path (with query) → the exact bytes the reference server answered */
function recordedBodies(path: string): Map<string, Buffer> {
  return new Map(
    Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>).map(([k, v]) => [
      k,
      Buffer.from(v, 'base64'),
    ]),
  );
}

process.on('SIGTERM', async () => {
  for (const stop of stops) await stop().catch(() => undefined);
  process.exit(0);
});
