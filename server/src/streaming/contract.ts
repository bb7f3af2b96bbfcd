/**
 * Notifications judged by the streaming contract: validators compiled from spec/streaming/asyncapi.yaml,
 * with its references into the v3 components resolved in the bundled v3 document (same ajv, same TON
 * formats as the HTTP APIs' response checks). Used by the tests on every message a client receives.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { createAjv, repoRoot, specSchemaId, type ValidateFunction } from '../../../contract/index.ts';

const ID = 'https://ton-http-api.invalid/streaming/asyncapi.json';

const BY_TYPE: Record<string, string> = {
  transactions: 'TransactionsNotification',
  actions: 'ActionsNotification',
  trace: 'TraceNotification',
  trace_invalidated: 'TraceInvalidatedNotification',
  account_state_change: 'AccountStateChangeNotification',
  jettons_change: 'JettonsChangeNotification',
};

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    const m = k === '$ref' && typeof v === 'string' ? /\.\.\/v3\/components\/schemas\/(\w+)\.yaml$/.exec(v) : null;
    out[k] = m ? `${specSchemaId('v3')}#/components/schemas/${m[1]}` : rewriteRefs(v);
  }
  return out;
}

/** (message, transport) → the contract's complaint, or undefined when it conforms. */
export function notificationChecker(): (message: unknown, transport: 'sse' | 'ws') => string | undefined {
  const ajv = createAjv();
  const doc = parseYaml(readFileSync(join(repoRoot, 'spec', 'streaming', 'asyncapi.yaml'), 'utf8')) as {
    components: { schemas: object };
  };
  ajv.addSchema({ components: { schemas: rewriteRefs(doc.components.schemas) } }, ID);
  const compiled = new Map<string, ValidateFunction>();
  const get = (name: string) => {
    let v = compiled.get(name);
    if (!v) compiled.set(name, (v = ajv.getSchema(`${ID}#/components/schemas/${name}`)!));
    return v;
  };
  return (message, transport) => {
    const m = message as { type?: string; status?: string };
    const name =
      m.type !== undefined
        ? BY_TYPE[m.type]
        : m.status === 'closed'
          ? 'StreamClosed'
          : transport === 'ws'
            ? 'Reply'
            : 'SubscribedStatus';
    if (!name) return `unknown notification type ${m.type}`;
    const v = get(name);
    if (v(message)) return undefined;
    return `${name}: ${ajv.errorsText(v.errors)}`;
  };
}
