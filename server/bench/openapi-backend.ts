/**
 * Request routing and validation as the reference server does them (Hapi's router, the query read by
 * `fullQuery`'s rules, the ajv validators compiled per operation by `src/http/validation.ts`) next to
 * openapi-backend doing the same (its router and its per-operation ajv validators) for the same
 * requests, in one process, alternating, so both see the same machine. Prints µs per request and the ratio.
 *   tsx server/bench/openapi-backend.ts [--seconds 3]
 */
import Hapi from '@hapi/hapi';
import { OpenAPIBackend } from 'openapi-backend';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { integerFormats, listOperations, loadSpec, tonFormats, type ApiName } from '../../contract/index.ts';
import { createValidators } from '../src/http/validation.ts';

interface Sample {
  api: ApiName;
  name: string;
  path: string;
  query: Record<string, string>;
}

const SAMPLES: Sample[] = [
  { api: 'v2', name: 'getMasterchainInfo', path: '/getMasterchainInfo', query: {} },
  {
    api: 'v2',
    name: 'getAddressInformation',
    path: '/getAddressInformation',
    query: { address: 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N' },
  },
  {
    api: 'v3',
    name: 'v3 transactions (list)',
    path: '/transactions',
    query: {
      account: '0:A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1',
      limit: '10',
      offset: '0',
      sort: 'desc',
    },
  },
];

export interface ValidationRow {
  name: string;
  /** ns per request: route lookup, then query validation of the matched operation */
  today: { routing: number; validation: number };
  openapiBackend: { routing: number; validation: number };
}

async function backendFor(api: ApiName): Promise<OpenAPIBackend> {
  const backend = new OpenAPIBackend({
    definition: structuredClone(loadSpec(api)) as never,
    quick: true,
    coerceTypes: true,
    ajvOpts: { strict: false, coerceTypes: 'array' },
    customizeAjv: (ajv) => {
      for (const [format, validate] of Object.entries(tonFormats)) ajv.addFormat(format, validate);
      for (const [format, validate] of Object.entries(integerFormats))
        ajv.addFormat(format, { type: 'number', validate });
      return ajv;
    },
  });
  await backend.init();
  return backend;
}

/** ns per call of `fn`, over `ms` of calls */
function timeIt(fn: () => void, ms: number): number {
  let n = 0;
  const start = performance.now();
  const end = start + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
  }
  return ((performance.now() - start) * 1e6) / n;
}

export async function compareValidation(seconds = 3): Promise<ValidationRow[]> {
  const rows: ValidationRow[] = [];
  const backends = new Map<ApiName, OpenAPIBackend>();
  const ours = new Map<ApiName, ReturnType<typeof createValidators>>();
  const server = Hapi.server();
  for (const api of ['v2', 'v3'] as const) {
    const doc = loadSpec(api);
    const operations = listOperations(doc);
    ours.set(api, createValidators(api, doc, operations));
    backends.set(api, await backendFor(api));
    for (const op of operations)
      server.route({
        method: op.method.toUpperCase() as 'GET' | 'POST',
        path: `/api/${api}${op.path}`,
        options: { app: { operationId: op.operationId } },
        handler: () => null,
      });
  }
  await server.initialize();
  for (const sample of SAMPLES) {
    const validators = ours.get(sample.api)!;
    const backend = backends.get(sample.api)!;
    const fullPath = `/api/${sample.api}${sample.path}`;
    const operationId = (server.match('GET', fullPath)!.settings.app as { operationId: string }).operationId;
    const request = () => ({ method: 'get', path: sample.path, query: { ...sample.query }, headers: {} });
    const operation = backend.matchOperation(request())!;
    const checked = backend.validateRequest(request(), operation);
    if (!checked.valid)
      throw new Error(`${sample.name}: openapi-backend refused a valid request: ${JSON.stringify(checked.errors)}`);
    const work = {
      todayRouting: () => void server.match('GET', fullPath),
      todayValidation: () => void validators.get(operationId)!.params('query', { ...sample.query }),
      backendRouting: () => void backend.matchOperation(request()),
      backendValidation: () => void backend.validateRequest(request(), operation),
    };
    const ns = { todayRouting: 0, todayValidation: 0, backendRouting: 0, backendValidation: 0 };
    // alternating quarters, so a change in the machine's load falls on both
    for (let round = 0; round < 4; round++) {
      for (const k of Object.keys(work) as Array<keyof typeof work>)
        ns[k] += timeIt(work[k], (seconds * 1000) / 16) / 4;
    }
    rows.push({
      name: sample.name,
      today: { routing: ns.todayRouting, validation: ns.todayValidation },
      openapiBackend: { routing: ns.backendRouting, validation: ns.backendValidation },
    });
  }
  await server.stop();
  return rows;
}

export function printValidation(rows: ValidationRow[]): void {
  console.log(
    '\nrouting and query validation per request, in one process (µs): today (Hapi router, compiled ajv) vs openapi-backend',
  );
  const us = (ns: number) => (ns / 1000).toFixed(2);
  for (const r of rows) {
    const today = r.today.routing + r.today.validation;
    const other = r.openapiBackend.routing + r.openapiBackend.validation;
    console.log(
      `${r.name}: today routing ${us(r.today.routing)} + validation ${us(r.today.validation)} = ${us(today)}; ` +
        `openapi-backend routing ${us(r.openapiBackend.routing)} + validation ${us(r.openapiBackend.validation)} = ${us(other)} (×${(other / today).toFixed(1)})`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' } } });
  printValidation(await compareValidation(Number(values.seconds)));
}
