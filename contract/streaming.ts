// The streaming contract (spec/streaming/asyncapi.yaml): the document and the validators of every message a
// subscriber receives. The records inside notifications are v3's, so `$ref`s into the v3 components resolve
// in the bundled v3 document (same ajv, same TON formats as the HTTP APIs' checks). The server's tests and the
// conformance suite judge messages with it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { createAjv, specSchemaId, type ValidateFunction } from './ajv.ts';
import { generatedDir, type JsonObject, repoRoot } from './spec.ts';

const ID = 'https://ton-http-api.invalid/streaming/asyncapi.json';

/** The parts of the AsyncAPI document this runtime reads. */
export interface AsyncApiDocument {
  info: { version: string };
  servers?: Record<string, { pathname?: string }>;
  channels: Record<string, { address: string }>;
  operations: Record<string, { action: string; channel: { $ref: string } }>;
  components: { schemas: Record<string, JsonObject> };
}

/** An installed package (the conformance suite's) carries it in generated/streaming/; the repository reads the source. */
export function asyncApiPath(): string {
  const packaged = join(generatedDir(), 'streaming', 'asyncapi.yaml');
  return existsSync(packaged) ? packaged : join(repoRoot, 'spec', 'streaming', 'asyncapi.yaml');
}

let doc: AsyncApiDocument | undefined;
export function asyncApi(): AsyncApiDocument {
  return (doc ??= parseYaml(readFileSync(asyncApiPath(), 'utf8')) as AsyncApiDocument);
}

/** The pathname the contract's servers mount the channels under (`/api/streaming/v2`). */
export function streamingPathname(): string {
  const servers = Object.values(asyncApi().servers ?? {});
  return servers.find((s) => s.pathname)?.pathname ?? '/api/streaming/v2';
}

/** `../v3/components/schemas/X.yaml` → X in the bundled v3 document. */
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

/** Notification `type` → the schema the contract gives it. */
const BY_TYPE: Record<string, string> = {
  transactions: 'TransactionsNotification',
  actions: 'ActionsNotification',
  trace: 'TraceNotification',
  trace_invalidated: 'TraceInvalidatedNotification',
  account_state_change: 'AccountStateChangeNotification',
  jettons_change: 'JettonsChangeNotification',
};

export interface MessageVerdict {
  /** the schema the message was judged by */
  schema: string;
  /** what it violates; absent when it conforms */
  problem?: string;
}

/**
 * Judges one message a subscriber received on a transport by the schema its `type` / `status` names:
 * a notification by its type, `{status: 'closed'}` on SSE as StreamClosed, anything else on a WebSocket as
 * a Reply and on SSE as the subscribed status.
 */
export class MessageChecker {
  private readonly ajv = createAjv();
  private readonly compiled = new Map<string, ValidateFunction>();
  constructor() {
    this.ajv.addSchema({ components: { schemas: rewriteRefs(asyncApi().components.schemas) } }, ID);
  }

  check(message: unknown, transport: 'sse' | 'ws'): MessageVerdict {
    const m = (message ?? {}) as { type?: unknown; status?: unknown };
    const schema =
      typeof m.type === 'string'
        ? BY_TYPE[m.type]
        : m.status === 'closed' && transport === 'sse'
          ? 'StreamClosed'
          : transport === 'ws'
            ? 'Reply'
            : 'SubscribedStatus';
    if (!schema)
      return { schema: 'EventType', problem: `type ${JSON.stringify(m.type)} is none of the contract's event types` };
    let v = this.compiled.get(schema);
    if (!v) this.compiled.set(schema, (v = this.ajv.getSchema(`${ID}#/components/schemas/${schema}`)!));
    if (v(message)) return { schema };
    return { schema, problem: this.ajv.errorsText(v.errors, { dataVar: schema }) };
  }
}
