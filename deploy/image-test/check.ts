/**
 * `make image-test`, the calls from outside the containers: the server in the image answers API v2 from
 * the local network's liteserver and API v3 from the index the indexer container writes.
 *   check.ts BASE_URL API_KEY
 * Exits non-zero with the reason when an answer is missing or wrong.
 */
import { argv } from 'node:process';

const [base, apiKey] = argv.slice(2);
if (!base || !apiKey) {
  process.stderr.write('usage: check.ts BASE_URL API_KEY\n');
  process.exit(2);
}
const say = (line: string) => process.stdout.write(`[check] ${line}\n`);

async function get(path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(base + path, { headers: { 'X-API-Key': apiKey! }, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text for the message
  }
  return { status: res.status, body };
}

/** Polls until `accept` returns a summary; the indexer needs a few blocks' time after start. */
async function until(
  what: string,
  path: string,
  accept: (r: { status: number; body: any }) => string | undefined,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    try {
      const r = await get(path);
      const summary = accept(r);
      if (summary) return say(`${what}: ${summary}`);
      last = `${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
    } catch (e) {
      last = (e as Error).message;
    }
    if (Date.now() > deadline)
      throw new Error(`${what} (GET ${path}) not answered within ${timeoutMs / 1000} s; last: ${last}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

try {
  await until(
    'healthz',
    '/healthz',
    (r) => (r.status === 200 && r.body.ok === true ? JSON.stringify(Object.keys(r.body.apis)) : undefined),
    120_000,
  );
  await until(
    'v2 getMasterchainInfo',
    '/api/v2/getMasterchainInfo',
    (r) =>
      r.status === 200 && r.body.ok === true && r.body.result.last.seqno > 0
        ? `last seqno ${r.body.result.last.seqno}`
        : undefined,
    30_000,
  );
  await until(
    'v3 masterchainInfo',
    '/api/v3/masterchainInfo',
    (r) => (r.status === 200 && r.body.last?.seqno > 0 ? `last indexed seqno ${r.body.last.seqno}` : undefined),
    120_000,
  );
  await until(
    'v3 transactions',
    '/api/v3/transactions?limit=20&sort=desc',
    (r) =>
      r.status === 200 && r.body.transactions?.length > 0
        ? `${r.body.transactions.length} transactions, newest lt ${r.body.transactions[0].lt}`
        : undefined,
    120_000,
  );
  await until(
    'v3 openapi.json',
    '/api/v3/openapi.json',
    (r) => (r.status === 200 && r.body.openapi ? `OpenAPI ${r.body.openapi}` : undefined),
    10_000,
  );
  await until(
    'docs site',
    '/',
    (r) => (r.status === 200 && typeof r.body === 'string' && r.body.includes('/api/v3') ? 'served at /' : undefined),
    10_000,
  );
  say('all calls answered');
} catch (e) {
  process.stderr.write(`[check] FAILED: ${(e as Error).message}\n`);
  process.exit(1);
}
