/** Where webhooks may point (D32): public addresses, and beyond them only what the operator lists. */
import { describe, expect, it } from 'vitest';
import { TargetPolicy } from '../../src/webhooks/targets.ts';
import { retryDelayMs } from '../../src/webhooks/config.ts';
import { sign, verify } from '../../src/webhooks/signature.ts';
import { documentedVerify } from './receiver.ts';

describe('webhook targets', () => {
  const strict = new TargetPolicy('');
  it('refuses addresses outside the public internet by default, in every spelling', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ])
      expect(strict.refusal('h', a), a).toMatch(/not a public address/);
    for (const a of ['1.1.1.1', '8.8.8.8', '2606:4700:4700::1111', '::ffff:1.1.1.1'])
      expect(strict.refusal('h', a), a).toBeUndefined();
  });
  it('allows what the operator lists: ranges, addresses, host names', () => {
    const p = new TargetPolicy('127.0.0.0/8, ::1, receiver.internal, 10.9.0.0/16');
    expect(p.refusal('x', '127.0.0.5')).toBeUndefined();
    expect(p.refusal('x', '::1')).toBeUndefined();
    expect(p.refusal('x', '10.9.1.1')).toBeUndefined();
    expect(p.refusal('x', '10.8.1.1')).toMatch(/not a public/);
    expect(p.refusal('Receiver.Internal', '10.8.1.1')).toBeUndefined();
  });
  it('checks URLs at creation: scheme, credentials, and names that resolve to refused addresses', async () => {
    await expect(strict.check('ftp://example.com/')).rejects.toMatchObject({ code: 422 });
    await expect(strict.check('not a url')).rejects.toMatchObject({ code: 422 });
    await expect(strict.check('https://user:pw@example.com/')).rejects.toMatchObject({ code: 422 });
    await expect(strict.check('http://127.0.0.1:8080/')).rejects.toMatchObject({ code: 422 });
    await expect(strict.check('http://[::1]/')).rejects.toMatchObject({ code: 422 });
    await expect(strict.check('http://localhost/')).rejects.toMatchObject({ code: 422 });
    await expect(strict.check('https://203.0.114.7/hook')).resolves.toBeInstanceOf(URL);
  });
  it('refuses a connection whose name resolves to a refused address (the check runs on connect too)', async () => {
    const err = await new Promise<Error | null>((done) => strict.lookup('localhost', {}, (e) => done(e)));
    expect(err?.message).toMatch(/not a public address/);
    const ok = await new Promise<Error | null>((done) =>
      new TargetPolicy('127.0.0.0/8,::1').lookup('localhost', {}, (e) => done(e)),
    );
    expect(ok).toBeNull();
  });
});

describe('webhook signatures and retries', () => {
  it('signs as Standard Webhooks does, and the documented recipe verifies it', async () => {
    const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    const ts = Math.floor(Date.now() / 1000);
    const header = sign(secret, 'msg_1', ts, '{"a":1}');
    expect(header).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verify(secret, 'msg_1', String(ts), '{"a":1}', header)).toBe(true);
    const docs = await documentedVerify();
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts), 'webhook-signature': `v1,bad ${header}` };
    expect(docs(secret, headers, '{"a":1}')).toBe(true);
    expect(docs(secret, headers, '{"a":2}')).toBe(false);
    expect(docs(secret, { ...headers, 'webhook-timestamp': String(ts - 3600) }, '{"a":1}')).toBe(false);
  });
  it('backs off exponentially with jitter, capped', () => {
    expect(retryDelayMs(1, 5000, 3_600_000, () => 0.5)).toBe(5000);
    expect(retryDelayMs(4, 5000, 3_600_000, () => 0.5)).toBe(40_000);
    expect(retryDelayMs(30, 5000, 3_600_000, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(1, 5000, 3_600_000, () => 0)).toBe(3750);
    expect(retryDelayMs(1, 5000, 3_600_000, () => 0.999)).toBeLessThanOrEqual(6250);
  });
});

describe('docs/webhooks.md', () => {
  it('its runnable receiver verifies with the recipe the page gives, word for word', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { repoRoot } = await import('../../../contract/index.ts');
    const page = readFileSync(join(repoRoot, 'docs', 'webhooks.md'), 'utf8');
    const recipe = /```js verify\n[\s\S]*?(function verify[\s\S]*?\n\})\n```/.exec(page)?.[1];
    const runnable = /```js runnable\n([\s\S]*?)```/.exec(page)?.[1];
    expect(recipe).toBeTruthy();
    expect(runnable).toContain(recipe!);
  });
});
