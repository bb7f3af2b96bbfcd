// Profiles: which operations a server claims. The webhook operations (v3 tag `webhooks`, D32) follow v3's entry
// unless `operations.webhooks` is given, which is then the only word on them (toncenter's upstream has none).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, implementsOp, loadProfile, WEBHOOK_OPERATION_IDS } from '../src/profile.ts';
import { ApiTarget } from '../src/target.ts';

describe('profiles', () => {
  const v3 = ApiTarget.load('v3', 'http://localhost/api/v3', {});
  const tagged = v3.ops.filter((o) => o.tags.includes('webhooks')).map((o) => o.operationId);

  it('knows every operation of the webhooks tag', () => {
    expect([...WEBHOOK_OPERATION_IDS].sort()).toEqual(tagged.sort());
  });

  it('claims webhooks with v3 by default, and not when `webhooks` says none', () => {
    for (const id of tagged) expect(implementsOp(DEFAULT_PROFILE, 'v3', id)).toBe(true);
    const none = { ...DEFAULT_PROFILE, operations: { ...DEFAULT_PROFILE.operations, webhooks: [] } };
    for (const id of tagged) expect(implementsOp(none, 'v3', id)).toBe(false);
    expect(implementsOp(none, 'v3', 'getTransactions')).toBe(true);
    const some = { ...DEFAULT_PROFILE, operations: { v3: ['getTransactions'], webhooks: ['listWebhooks'] } };
    expect(implementsOp(some, 'v3', 'listWebhooks')).toBe(true);
    expect(implementsOp(some, 'v3', 'createWebhook')).toBe(false);
  });

  it('the bundled toncenter profile says upstream has no webhooks and no resume', () => {
    const file = join(import.meta.dirname, '..', 'profiles', 'toncenter.json');
    const p = loadProfile(file);
    expect(JSON.parse(readFileSync(file, 'utf8')).operations.webhooks).toEqual([]);
    for (const id of tagged) expect(implementsOp(p, 'v3', id)).toBe(false);
    expect(implementsOp(p, 'v3', 'getTraces')).toBe(true);
    expect(implementsOp(p, 'streaming', 'resume')).toBe(false);
  });
});
