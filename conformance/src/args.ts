// Valid arguments for an operation: discovered identifiers by parameter name, then the spec's own
// examples and defaults. A case that needs something more specific passes its own arguments.
import type { Discovered } from './discovery.ts';
import type { JsonSchema, Operation } from './types.ts';

type Obj = Record<string, unknown>;

export function discoveredValue(name: string, d: Discovered, schema: JsonSchema): unknown {
  const block = d.txBlock ?? d.mcBlock;
  const tx = d.transactions[0];
  const account = d.accounts[0];
  const isArray = typeof schema === 'object' && schema.type === 'array';
  const one = (v: unknown): unknown => (v === undefined ? undefined : isArray ? [v] : v);
  switch (name) {
    case 'address':
    case 'account':
    case 'wallet_address':
    case 'owner_address':
    case 'contract_address':
      return one(account);
    case 'seqno':
    case 'mc_seqno':
      return one(block?.seqno);
    case 'workchain':
      return one(block?.workchain);
    case 'shard':
      return one(block?.shard);
    case 'root_hash':
      return one(block?.root_hash);
    case 'file_hash':
      return one(block?.file_hash);
    case 'lt':
      return one(tx?.lt);
    case 'hash':
    case 'tx_hash':
      return one(tx?.hash);
    // Exactly-one-of groups: the first member is the plain valid choice (getConfigParam, tryLocate*).
    case 'config_id':
      return one(0);
    case 'source':
      return one(d.message?.source);
    case 'destination':
      return one(d.message?.destination);
    case 'created_lt':
      return one(d.message?.created_lt);
    case 'msg_hash':
      return one(d.message?.hash);
    // A library nobody published: the valid question whose answer is an empty list.
    case 'libraries':
      return one('kN4O0x0kOS6cTq3yzWWG7F0MfTEXmhhGYuoZaB/ZMfc=');
    default:
      return undefined;
  }
}

// Names whose values identify something on the chain (an account, a block, a transaction, a message).
// They come from discovery only: a spec example is a mainnet value the target need not hold, and a
// case built on it would judge the target by data it was never given.
const CHAIN_IDS = new Set([
  'address',
  'account',
  'wallet_address',
  'owner_address',
  'contract_address',
  'seqno',
  'mc_seqno',
  'root_hash',
  'file_hash',
  'lt',
  'hash',
  'tx_hash',
  'source',
  'destination',
  'created_lt',
  'msg_hash',
  'body_hash',
  'trace_id',
  'ext_msg_hash',
  'after_lt',
  'after_hash',
  'from_transaction_lt',
  'from_transaction_hash',
  'to_lt',
  'multisig_address',
  'jetton_address',
  'jetton_master',
  'jetton_wallet',
  'collection_address',
  'item_address',
  'admin_address',
  'wallet',
  'domain',
  'action_id',
]);

export function isChainIdentifier(name: string, schema?: JsonSchema): boolean {
  const format =
    typeof schema === 'object'
      ? String(schema.format ?? (schema.items as Record<string, unknown> | undefined)?.format ?? '')
      : '';
  return CHAIN_IDS.has(name) || /^ton-(address|hash)/.test(format);
}

/** A spec-given value for a parameter, unless it names chain data (those come from discovery only). */
function specValue(name: string, schema: JsonSchema, own: unknown): unknown {
  if (isChainIdentifier(name, schema)) return undefined;
  return own ?? fromSchema(schema);
}

function fromSchema(schema: JsonSchema): unknown {
  if (typeof schema !== 'object') return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  return undefined;
}

// Parameters that only make sense together: when an operation has all of one group, pass all of it.
const GROUPS = [
  ['workchain', 'shard', 'seqno'],
  ['root_hash', 'file_hash'],
  ['source', 'destination', 'created_lt'],
];

// Parameters of which an operation needs one, as its description says (OpenAPI cannot): fill the first.
const ONE_OF = [
  ['address', 'code_hash'],
  ['mc_seqno', 'utime'],
];

// Operations that refuse a call without one of their optional parameters, as their description says (the same
// parameters are plain filters of other operations, so ONE_OF cannot name them): the one to fill.
const NEEDS: Record<string, string> = { getJettonBalanceHistory: 'owner_address' };

/** Arguments for a plain valid call, or a list of what could not be filled. */
export function validArgs(op: Operation, d: Discovered): { args: Obj; missing: string[] } {
  const args: Obj = {};
  const missing: string[] = [];
  const names = new Set(op.params.filter((p) => p.required).map((p) => p.name));
  const need = NEEDS[op.operationId];
  if (need) names.add(need);
  for (const group of ONE_OF)
    if (group.every((n) => op.params.some((p) => p.name === n && !p.required))) names.add(group[0]!);
  if (op.params.some((p) => p.name === 'config_id')) names.add('config_id');
  for (const group of GROUPS)
    if (group.every((n) => op.params.some((p) => p.name === n))) group.forEach((n) => names.add(n));
  for (const p of op.params) {
    if (!names.has(p.name)) continue;
    const v = discoveredValue(p.name, d, p.schema) ?? specValue(p.name, p.schema, p.example ?? p.examples?.[0]);
    if (v === undefined) {
      if (p.required) missing.push(p.name);
    } else args[p.name] = v;
  }
  const body = op.body?.schema;
  if (body && typeof body === 'object') {
    const props = (body.properties ?? {}) as Record<string, JsonSchema>;
    const example = (op.body?.example ?? {}) as Obj;
    const wanted = new Set((body.required as string[] | undefined) ?? []);
    for (const group of [...GROUPS, ['config_id'], ['source', 'destination', 'created_lt']])
      if (group.every((n) => n in props)) group.forEach((n) => wanted.add(n));
    for (const name of wanted) {
      const s = props[name] ?? {};
      const v = discoveredValue(name, d, s) ?? specValue(name, s, example[name]);
      if (v === undefined) {
        if ((body.required as string[] | undefined)?.includes(name)) missing.push(name);
      } else args[name] = v;
    }
  }
  return { args, missing };
}
