// Capability profiles: which operations and optional case tags an implementation claims. Anything
// outside the profile is reported as not implemented (operations) or skipped (tags), never failed. Inside
// it, only the contract's 501 says "not served" (v2 D26, v3 D12): a 404 or 405 on a valid call is judged as
// an answer, so an operation cannot be hidden behind an unknown route.
import { readFileSync } from 'node:fs';
import type { Api } from './types.ts';

export interface Profile {
  name: string;
  description?: string;
  /** per API: '*' for every operation, or a list of operationIds (streaming: sseReceive, wsSend, wsReceive, and
   *  resume for S16's from, Last-Event-ID and positions, a part of the three a server may lack; webhooks: v3's
   *  operations of the tag `webhooks` (D32), when given the only word on them: `[]` for a server without webhooks) */
  operations: Partial<Record<Api | 'streaming' | 'webhooks', '*' | string[]>>;
  /** optional capabilities: ratelimit (keyless limits enforced), auth (API keys checked), send (broadcast) */
  tags: Record<string, boolean>;
  /** JSON pointers ignored by compare mode on every response */
  compareIgnore: string[];
}

export const DEFAULT_PROFILE: Profile = {
  name: 'full',
  description: 'every operation of the contracts, streaming included; optional capabilities off',
  operations: { v2: '*', v3: '*', streaming: '*' },
  tags: { ratelimit: false, auth: false, send: false },
  compareIgnore: ['/@extra'],
};

export function loadProfile(file: string): Profile {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<Profile>;
  if (!raw || typeof raw !== 'object') throw new Error(`${file}: a profile is a JSON object`);
  return {
    name: raw.name ?? file,
    description: raw.description,
    operations: raw.operations ?? DEFAULT_PROFILE.operations,
    tags: { ...DEFAULT_PROFILE.tags, ...(raw.tags ?? {}) },
    compareIgnore: raw.compareIgnore ?? DEFAULT_PROFILE.compareIgnore,
  };
}

/** v3's webhook management operations (tag `webhooks`, D32), which `operations.webhooks` claims when a profile gives it. */
export const WEBHOOK_OPERATIONS = [
  'listWebhooks',
  'createWebhook',
  'getWebhook',
  'updateWebhook',
  'deleteWebhook',
  'pauseWebhook',
  'resumeWebhook',
  'rotateWebhookSecret',
  'testWebhook',
  'getWebhookDeliveries',
  'replayWebhook',
] as const;
export const WEBHOOK_OPERATION_IDS: ReadonlySet<string> = new Set(WEBHOOK_OPERATIONS);

export function implementsOp(p: Profile, api: Api | 'streaming', operationId: string): boolean {
  const area = api === 'v3' && WEBHOOK_OPERATION_IDS.has(operationId) && p.operations.webhooks !== undefined;
  const ops = area ? p.operations.webhooks : p.operations[api];
  if (ops === undefined) return false;
  return (
    ops === '*' ||
    ops.includes(operationId) ||
    (operationId.endsWith('Post') && ops.includes(operationId.slice(0, -4)) && ops.includes('*Post'))
  );
}

/** A case runs only when every tag it needs is switched on. */
export function missingTags(p: Profile, tags: string[] | undefined, network: string): string[] {
  return (tags ?? []).filter((t) => (t === 'local' ? network !== 'local' : p.tags[t] !== true));
}
