// A webhook's filters (v3 `WebhookFilters`, D32) are the Streaming API's `Subscription` minus what only a stream
// has (`id`, `from`): the same names, types, enums, defaults, limits and item patterns, and `types` required on
// creation as on subscription. Either document changing alone fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadSpec, type JsonObject } from '../../contract/index.ts';
import { STREAMING_SPEC } from '../../tools/lint-asyncapi.ts';
import { missingSpec, requireBundle } from './schema-walk.ts';

/** Fields only a stream has. */
const STREAM_ONLY = new Set(['id', 'from']);
/** The keywords that make two filters the same. */
const KEYWORDS = ['type', 'enum', 'const', 'default', 'minItems', 'maxItems', 'uniqueItems', 'pattern'] as const;

type Schema = JsonObject;

/** Follows local `$ref`s and single-branch `allOf`s, merging what the wrapper itself says (e.g. `default`). */
function deref(root: Schema, s: Schema): Schema {
  let out: Schema = { ...s };
  for (;;) {
    if (typeof out.$ref === 'string' && out.$ref.startsWith('#/')) {
      const { $ref, ...rest } = out;
      const target = ($ref as string)
        .slice(2)
        .split('/')
        .reduce<unknown>((n, k) => (n as Schema)?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], root) as Schema;
      out = { ...target, ...rest };
    } else if (Array.isArray(out.allOf) && out.allOf.length === 1) {
      const { allOf, ...rest } = out;
      out = { ...(allOf as Schema[])[0], ...rest };
    } else return out;
  }
}

/** The comparable shape of a filter field: its keywords, and its items' keywords for an array. */
function shape(root: Schema, s: Schema): Record<string, unknown> {
  const field = deref(root, s);
  const out: Record<string, unknown> = {};
  for (const k of KEYWORDS) if (field[k] !== undefined) out[k] = field[k];
  if (field.items) {
    const items = deref(root, field.items as Schema);
    const itemShape: Record<string, unknown> = {};
    // Item formats differ on purpose (v3's address and hash inputs carry `format`s with their own checks), so
    // only enums and patterns of the items are compared.
    for (const k of ['enum', 'const', 'pattern'] as const) if (items[k] !== undefined) itemShape[k] = items[k];
    out.items = itemShape;
  }
  return out;
}

const missing = missingSpec('v3');
describe.skipIf(!!missing)(
  `webhook filters follow the streaming subscription${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    const openapi = () => {
      requireBundle('v3');
      return loadSpec('v3') as unknown as Schema;
    };
    const asyncapi = () => parseYaml(readFileSync(STREAMING_SPEC, 'utf8')) as Schema;
    const schemaOf = (root: Schema, name: string) => deref(root, { $ref: `#/components/schemas/${name}` });

    it('has the same fields with the same types, enums, defaults, limits and patterns', () => {
      const oa = openapi();
      const aa = asyncapi();
      const filters = schemaOf(oa, 'WebhookFilters').properties as Record<string, Schema>;
      const subscription = schemaOf(aa, 'Subscription').properties as Record<string, Schema>;
      const streamFields = Object.keys(subscription).filter((k) => !STREAM_ONLY.has(k));
      expect(Object.keys(filters).sort()).toEqual(streamFields.sort());
      for (const name of streamFields) {
        expect(shape(oa, filters[name]!), `WebhookFilters.${name}`).toEqual(shape(aa, subscription[name]!));
      }
    });

    it('requires what a subscription requires when a webhook is created, and the event types are the same', () => {
      const oa = openapi();
      const aa = asyncapi();
      const create = schemaOf(oa, 'WebhookCreateRequest');
      const required = new Set<string>([
        ...((create.required as string[]) ?? []),
        ...((create.allOf as Schema[]) ?? []).flatMap((b) => (deref(oa, b).required as string[]) ?? []),
      ]);
      for (const field of schemaOf(aa, 'Subscription').required as string[]) expect(required, field).toContain(field);
      expect(schemaOf(oa, 'WebhookEventType').enum).toEqual(schemaOf(aa, 'EventType').enum);
      expect(schemaOf(oa, 'Finality').enum).toEqual(schemaOf(aa, 'Finality').enum);
    });

    it('types the stored webhook with the same event types and finalities, and positions alike', () => {
      const oa = openapi();
      const aa = asyncapi();
      const webhook = schemaOf(oa, 'Webhook').properties as Record<string, Schema>;
      expect(deref(oa, deref(oa, webhook.types!).items as Schema).enum).toEqual(schemaOf(aa, 'EventType').enum);
      expect(deref(oa, webhook.min_finality!).enum).toEqual(schemaOf(aa, 'Finality').enum);
      expect(schemaOf(oa, 'WebhookPosition').pattern).toBe(schemaOf(aa, 'Position').pattern);
    });
  },
);
