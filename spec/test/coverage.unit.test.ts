// The seed's operations and records are all in the contract, each with a typed success body and
// explicit error statuses (never a catch-all `default`), and each record field has the JSON type
// clients read it as.
import { describe, expect, it } from 'vitest';
import { listOperations, loadSpec, type ApiName, type Operation } from '../../contract/index.ts';
import { v2Records, v3Records, type RecordCheck } from './records.ts';
import { isUntyped, jsonTypes, missingSpec, propertyNames, requireBundle, walk } from './schema-walk.ts';

const V2_GET = [
  'getAddressInformation',
  'getExtendedAddressInformation',
  'getWalletInformation',
  'getAddressBalance',
  'getAddressState',
  'getTokenData',
  'getMasterchainInfo',
  'getMasterchainBlockSignatures',
  'getShardBlockProof',
  'getConsensusBlock',
  'lookupBlock',
  'getShards',
  'shards',
  'getBlockHeader',
  'getOutMsgQueueSize',
  'getBlockTransactions',
  'getBlockTransactionsExt',
  'getTransactions',
  'getTransactionsStd',
  'tryLocateTx',
  'tryLocateResultTx',
  'tryLocateSourceTx',
  'detectAddress',
  'detectHash',
  'packAddress',
  'unpackAddress',
  'getConfigParam',
  'getConfigAll',
  'getLibraries',
];
const V2_POST = ['sendBoc', 'sendBocReturnHash', 'estimateFee', 'runGetMethod', 'runGetMethodStd', 'jsonRPC'];

/** v2 is listed by operationId (the method name is the contract); each GET has a POST twin. */
const v2Expected: Array<{ id: string; method: string; path: string }> = [
  ...V2_GET.flatMap((n) => [
    { id: n, method: 'get', path: `/${n}` },
    { id: `${n}Post`, method: 'post', path: `/${n}` },
  ]),
  ...V2_POST.map((n) => ({ id: n, method: 'post', path: `/${n}` })),
];

const V3_GET = [
  '/accountStates',
  '/addressBook',
  '/metadata',
  '/walletStates',
  '/actions',
  '/pendingActions',
  '/pendingTraces',
  '/traces',
  '/adjacentTransactions',
  '/blocks',
  '/masterchainBlockShardState',
  '/masterchainBlockShards',
  '/masterchainInfo',
  '/messages',
  '/pendingTransactions',
  '/transactions',
  '/transactionsByMasterchainBlock',
  '/transactionsByMessage',
  '/jetton/burns',
  '/jetton/masters',
  '/jetton/transfers',
  '/jetton/wallets',
  '/nft/collections',
  '/nft/items',
  '/nft/transfers',
  '/dns/records',
  '/multisig/orders',
  '/multisig/wallets',
  '/vesting',
  '/topAccountsByBalance',
  '/decode',
  '/addressInformation',
  '/walletInformation',
];
const V3_POST = ['/estimateFee', '/message', '/runGetMethod'];
const v3Expected = [
  ...V3_GET.map((p) => ({ method: 'get', path: p })),
  ...V3_POST.map((p) => ({ method: 'post', path: p })),
];

function successSchema(op: Operation): unknown {
  const ok = Object.entries(op.responses).find(([status]) => status === '200');
  return ok?.[1].content['application/json']?.schema;
}

/**
 * The statuses a deployment can answer to any request (keys, network, validation, rate limit, failure,
 * not implemented), 504 where the operation waits on a liteserver or the index (everything but v2's address
 * and hash utilities), 503 where it reads the index (v3 but its utilities and the legacy calls a liteserver
 * answers alone).
 */
function requiredStatuses(api: ApiName, op: Operation): string[] {
  const statuses = ['401', '403', '422', '429', '500', '501'];
  if (api === 'v3' || !op.tags.includes('utils')) statuses.push('504');
  const liteserverOnly = ['sendMessage', 'estimateFee', 'runGetMethod'];
  if (api === 'v3' && !op.tags.includes('utils') && !liteserverOnly.includes(op.operationId)) statuses.push('503');
  return statuses;
}

function checkOperation(api: ApiName, op: Operation): string[] {
  const problems: string[] = [];
  const where = `${op.method.toUpperCase()} ${op.path} (${op.operationId})`;
  const absent = requiredStatuses(api, op).filter((s) => !op.responses[s]);
  if (absent.length) problems.push(`${where}: does not declare ${absent.join(', ')}`);
  if (!op.responses['200']) problems.push(`${where}: no 200 response`);
  else if (!op.responses['200'].content['application/json'])
    problems.push(`${where}: 200 has no application/json body`);
  else if (isUntyped(successSchema(op))) problems.push(`${where}: 200 body schema is untyped ({} / any)`);
  if (op.responses.default) problems.push(`${where}: has a catch-all 'default' response; list the statuses`);
  const errors = Object.keys(op.responses).filter((s) => /^[45]/.test(s));
  if (!errors.some((s) => s.startsWith('4'))) problems.push(`${where}: no 4xx response`);
  for (const status of errors) {
    const schema = op.responses[status]!.content['application/json']?.schema;
    if (!schema) {
      problems.push(`${where}: ${status} has no application/json body`);
      continue;
    }
    const names = propertyNames(schema);
    const envelope = api === 'v2' ? ['ok', 'code', 'error'] : ['code', 'error'];
    const missing = envelope.filter((k) => !names.has(k));
    if (missing.length) problems.push(`${where}: ${status} error body lacks ${missing.join(', ')}`);
  }
  return problems;
}

function findOp(api: ApiName, ops: Operation[], ref: string): Operation | undefined {
  if (api === 'v2') return ops.find((o) => o.operationId === ref);
  const [method, path] = ref.split(' ');
  return ops.find((o) => o.method === method!.toLowerCase() && o.path === path);
}

function checkRecord(api: ApiName, ops: Operation[], rec: RecordCheck): string[] {
  const op = findOp(api, ops, rec.op);
  if (!op) return [`${rec.record}: operation ${rec.op} is missing`];
  const body = successSchema(op);
  const node: { schema?: object; missing?: string } = rec.at === '' ? { schema: body as object } : walk(body, rec.at);
  if (!node.schema) return [`${rec.record}: ${rec.op} 200 body has no ${node.missing}`];
  const problems: string[] = [];
  const names = propertyNames(node.schema);
  for (const [field, want] of Object.entries(rec.fields)) {
    const at = `${rec.record} (${rec.op} ${rec.at || 'body'}).${field}`;
    if (!names.has(field)) {
      problems.push(`${at}: missing`);
      continue;
    }
    const schema = walk(node.schema, field).schema;
    const types = jsonTypes(schema);
    const base = want.replace('?', '');
    if (isUntyped(schema)) problems.push(`${at}: untyped, expected ${want}`);
    else if (!types.has(base as never)) problems.push(`${at}: is ${[...types].join('|')}, expected ${want}`);
    else if (want.endsWith('?') && !types.has('null')) problems.push(`${at}: must allow null (${want})`);
  }
  return problems;
}

const suites: Array<{
  api: ApiName;
  expected: Array<{ id?: string; method: string; path: string }>;
  records: RecordCheck[];
}> = [
  { api: 'v2', expected: v2Expected, records: v2Records },
  { api: 'v3', expected: v3Expected, records: v3Records },
];

for (const { api, expected, records } of suites) {
  const missing = missingSpec(api);
  describe.skipIf(!!missing)(`${api} coverage${missing ? ` (skipped: ${missing})` : ''}`, () => {
    const ops = (): Operation[] => {
      requireBundle(api);
      return listOperations(loadSpec(api));
    };

    it(`has every seed operation (${expected.length})`, () => {
      const list = ops();
      const absent = expected.filter(
        (e) => !list.some((o) => (e.id ? o.operationId === e.id : true) && o.method === e.method && o.path === e.path),
      );
      expect(absent.map((e) => `${e.method.toUpperCase()} ${e.path}${e.id ? ` (${e.id})` : ''}`)).toEqual([]);
    });

    it('gives every operation a typed 200 body and explicit error statuses with the error envelope', () => {
      expect(ops().flatMap((op) => checkOperation(api, op))).toEqual([]);
    });

    it(`has the seed's records with their fields and JSON types (${records.length} records)`, () => {
      const list = ops();
      expect(records.flatMap((r) => checkRecord(api, list, r))).toEqual([]);
    });
  });
}
