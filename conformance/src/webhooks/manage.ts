// The webhook management checks (D32) that need no activity: what create, get, list, update, pause, resume,
// rotate, test and delete answer, what they refuse (422 for private targets, unknown fields and bad filters, 404 for
// unknown ids and for another key's webhook), and that a secret is shown only where the contract says.
import { randomUUID } from 'node:crypto';
import { Address } from '@ton/core';
import { type Obj, RoundError, type WebhookApi, type WebhookOperation } from './api.ts';
import { type Receiver, verifies } from './receiver.ts';

/** An account that never existed: no event can name it. */
export const NOBODY = '0:0000000000000000000000000000000000000000000000000000000000c0ffee';
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000c0de';

export interface ManageEnv {
  api: WebhookApi;
  /** where the suite receives deliveries; undefined without --webhook-receiver (management checks only) */
  receiver?: Receiver;
  /** a second key of the same deployment (ownership), and whether keys are enforced (tag auth) */
  secondKey?: string;
  auth: boolean;
  /** ids the round created, deleted at its end */
  created: Set<string>;
}

/** A URL the target accepts for a webhook that is never sent anything (no activity names its account). */
export function quietUrl(env: ManageEnv, label: string): { url: string; path?: string } {
  if (env.receiver) return env.receiver.route(label);
  return { url: `https://example.com/ton-api-conformance/${label}-${randomUUID().slice(0, 8)}` };
}

const secretShown = (body: unknown, secrets: string[]) => {
  const text = JSON.stringify(body);
  return (
    (body && typeof body === 'object' && 'secret' in (body as Obj)) ||
    secrets.some((s) => text.includes(s.replace(/^whsec_/, '')))
  );
};

const STABLE = [
  'id',
  'url',
  'description',
  'types',
  'addresses',
  'trace_external_hash_norms',
  'min_finality',
  'include_address_book',
  'include_metadata',
  'action_types',
  'paused',
  'paused_reason',
  'created_at',
];
function differences(a: Obj, b: Obj, except: string[] = []): string[] {
  return STABLE.filter((k) => !except.includes(k) && JSON.stringify(a?.[k]) !== JSON.stringify(b?.[k])).map(
    (k) => `${k}: ${JSON.stringify(a?.[k])} became ${JSON.stringify(b?.[k])}`,
  );
}

export async function manage(env: ManageEnv): Promise<void> {
  const { api } = env;
  const create = async (body: Obj, label: string): Promise<Obj> => {
    const w = await api.ok('createWebhook', body, { name: label });
    env.created.add(w.id);
    return w;
  };

  // create: what is given comes back as stored (addresses raw), defaults filled in, the secret shown once
  const friendly = Address.parseRaw(NOBODY).toString({ bounceable: true, urlSafe: true });
  const a = quietUrl(env, 'manage-a');
  const before = await api.ok('listWebhooks', { limit: 100 });
  const wa = await create(
    { url: a.url, description: 'conformance: management', types: ['transactions'], addresses: [friendly] },
    'create a',
  );
  const problems: string[] = [];
  if (wa.url !== a.url) problems.push(`url ${wa.url} is not the one given (${a.url})`);
  if (wa.description !== 'conformance: management') problems.push(`description ${JSON.stringify(wa.description)}`);
  if (JSON.stringify(wa.types) !== '["transactions"]') problems.push(`types ${JSON.stringify(wa.types)}`);
  if (wa.addresses?.length !== 1 || String(wa.addresses[0]).toLowerCase() !== NOBODY)
    problems.push(`addresses ${JSON.stringify(wa.addresses)}: the address given, in raw form, is ${NOBODY}`);
  if (wa.min_finality !== 'finalized') problems.push(`min_finality ${wa.min_finality}: the default is finalized`);
  if (wa.include_address_book !== false || wa.include_metadata !== false)
    problems.push('include_address_book and include_metadata default to false');
  if (wa.action_types !== null) problems.push(`action_types ${JSON.stringify(wa.action_types)}: null when not given`);
  if (wa.paused !== false || wa.paused_reason !== null) problems.push('a new webhook is not paused');
  if (!/^whsec_[A-Za-z0-9+/]+=*$/.test(String(wa.secret))) problems.push(`secret ${wa.secret} is not whsec_<base64>`);
  api.verdict('createWebhook', 'create answers the webhook as stored, defaults filled in, with its secret', problems, [
    'createWebhook.description',
  ]);

  // get and list: the same webhook, never its secret
  const got = await api.ok('getWebhook', { id: wa.id });
  const wb = await create({ url: quietUrl(env, 'manage-b').url, types: ['actions'], addresses: [NOBODY] }, 'create b');
  const wc = await create(
    { url: quietUrl(env, 'manage-c').url, types: ['transactions'], addresses: [NOBODY] },
    'create c',
  );
  const all = (await api.ok('listWebhooks', { limit: 100 })).webhooks as Obj[];
  const ids = all.map((w) => w.id);
  const shown: string[] = [];
  if (secretShown(got, [wa.secret])) shown.push('getWebhook shows the secret');
  if (secretShown(all, [wa.secret, wb.secret, wc.secret])) shown.push('listWebhooks shows secrets');
  api.verdict(['getWebhook', 'listWebhooks'], 'a secret is never shown by get or list', shown);
  const getProblems = differences(wa, got);
  api.verdict('getWebhook', 'get answers the webhook create made', getProblems, ['getWebhook.id']);
  const listProblems: string[] = [];
  const mine = [wa.id, wb.id, wc.id];
  const at = mine.map((id) => ids.indexOf(id));
  if (at.some((i) => i < 0))
    listProblems.push(`the list lacks webhooks just created (${mine.filter((_, i) => at[i]! < 0)})`);
  else if (!(at[0]! < at[1]! && at[1]! < at[2]!)) listProblems.push('the list is not oldest first');
  if (all.length !== (before.webhooks?.length ?? 0) + 3)
    listProblems.push(`${all.length} webhooks listed after three were created to ${before.webhooks?.length ?? 0}`);
  const first = (await api.ok('listWebhooks', { limit: 2 })).webhooks as Obj[];
  const paged = (await api.ok('listWebhooks', { limit: 2, offset: 1 })).webhooks as Obj[];
  if (JSON.stringify(first.map((w) => w.id)) !== JSON.stringify(ids.slice(0, 2)))
    listProblems.push(`limit=2 answered ${first.map((w) => w.id)}, not the first two of the list`);
  if (JSON.stringify(paged.map((w) => w.id)) !== JSON.stringify(ids.slice(1, 3)))
    listProblems.push(`limit=2&offset=1 answered ${paged.map((w) => w.id)}, not the second and third`);
  api.verdict('listWebhooks', "list holds the key's webhooks oldest first; limit and offset page it", listProblems, [
    'listWebhooks.limit',
    'listWebhooks.offset',
  ]);

  // update: the fields given replace, the ones omitted stay; a refused update changes nothing
  const up: string[] = [];
  const u1 = await api.ok('updateWebhook', { id: wa.id, description: 'changed' });
  if (u1.description !== 'changed') up.push(`description ${JSON.stringify(u1.description)} after setting "changed"`);
  up.push(...differences(wa, u1, ['description']).map((d) => `updating description changed ${d}`));
  const u2 = await api.ok('updateWebhook', {
    id: wa.id,
    types: ['actions', 'transactions'],
    action_types: ['ton_transfer'],
  });
  if (JSON.stringify([...(u2.types ?? [])].sort()) !== '["actions","transactions"]')
    up.push(`types ${JSON.stringify(u2.types)}`);
  if (JSON.stringify(u2.action_types) !== '["ton_transfer"]')
    up.push(`action_types ${JSON.stringify(u2.action_types)}`);
  up.push(...differences(u1, u2, ['types', 'action_types']).map((d) => `updating types changed ${d}`));
  const u3 = await api.ok('updateWebhook', { id: wa.id, description: null });
  if (u3.description !== null) up.push(`description ${JSON.stringify(u3.description)} after null (clears it)`);
  const refused = await api.call('updateWebhook', { id: wa.id, types: [], colour: 'red' }, { name: 'update refused' });
  if (refused.status !== 422)
    up.push(`an update with empty types and an unknown field answered ${refused.status}, not 422`);
  const after = await api.ok('getWebhook', { id: wa.id });
  up.push(...differences(u3, after).map((d) => `after a refused update ${d}`));
  if (secretShown([u1, u2, u3], [wa.secret])) up.push('update shows the secret');
  api.verdict('updateWebhook', 'update: the fields given replace, the ones omitted keep their values', up, [
    'updateWebhook.id',
    'updateWebhook.description',
  ]);

  // pause and resume as the webhook's state says
  const pr: string[] = [];
  const p1 = await api.ok('pauseWebhook', { id: wb.id });
  const p2 = await api.ok('pauseWebhook', { id: wb.id });
  const pg = await api.ok('getWebhook', { id: wb.id });
  for (const [w, what] of [
    [p1, 'pause'],
    [p2, 'a second pause'],
    [pg, 'get after pause'],
  ] as const)
    if (w.paused !== true || w.paused_reason !== 'paused by the client')
      pr.push(`${what}: paused ${w.paused}, paused_reason ${JSON.stringify(w.paused_reason)}`);
  const r1 = await api.ok('resumeWebhook', { id: wb.id });
  if (r1.paused !== false || r1.paused_reason !== null)
    pr.push(`resume: paused ${r1.paused}, paused_reason ${r1.paused_reason}`);
  api.verdict(['pauseWebhook', 'resumeWebhook'], 'pause and resume set paused and paused_reason', pr);

  // refusals: private targets, other schemes, unknown fields, bad filters; nothing is created by them
  const refusals: string[] = [];
  const base = { types: ['transactions'], addresses: [NOBODY] };
  const bad: Array<[string, Obj]> = [
    ['a link-local target (cloud metadata)', { ...base, url: 'http://169.254.169.254/latest/meta-data' }],
    ['a private target', { ...base, url: 'http://10.255.255.1/hook' }],
    ['an IPv6 link-local target', { ...base, url: 'http://[fe80::1]/hook' }],
    ['an ftp URL', { ...base, url: 'ftp://example.com/hook' }],
    ['an unknown field', { ...base, url: a.url, colour: 'red' }],
    ['a misspelt filter', { ...base, url: a.url, adresses: [NOBODY] }],
    ['no types', { url: a.url, addresses: [NOBODY] }],
    ['an unknown type', { ...base, url: a.url, types: ['blocks'] }],
    ['transactions without addresses', { url: a.url, types: ['transactions'] }],
    ['trace without hashes', { url: a.url, types: ['trace'] }],
    ['an unknown min_finality', { ...base, url: a.url, min_finality: 'soon' }],
    ['a malformed action type', { ...base, url: a.url, action_types: ['ton transfer!'] }],
    ['a malformed address', { ...base, url: a.url, addresses: ['not-an-address'] }],
  ];
  for (const [what, body] of bad) {
    const r = await api.call('createWebhook', body, { name: `create refused: ${what}` });
    if (r.status === 200 && r.body?.id) env.created.add(r.body.id);
    if (r.status !== 422) refusals.push(`${what}: ${r.status}, not 422`);
  }
  const count = ((await api.ok('listWebhooks', { limit: 100 })).webhooks as Obj[]).length;
  if (count !== all.length) refusals.push(`${count - all.length} webhooks were created by refused calls`);
  api.verdict(
    'createWebhook',
    'create refuses private targets, other schemes, unknown fields and bad filters (422)',
    refusals,
    ['createWebhook.url'],
  );

  // unknown ids: 404 on every operation that names one; not a uuid: 422
  const ops: Array<[WebhookOperation, Obj]> = [
    ['getWebhook', {}],
    ['updateWebhook', { description: 'x' }],
    ['deleteWebhook', {}],
    ['pauseWebhook', {}],
    ['resumeWebhook', {}],
    ['rotateWebhookSecret', {}],
    ['testWebhook', {}],
    ['getWebhookDeliveries', {}],
    ['replayWebhook', { from: '1' }],
  ];
  for (const [op, extra] of ops) {
    const unknown = await api.call(op, { id: UNKNOWN_ID, ...extra }, { name: `${op} unknown id` });
    const malformed = await api.call(op, { id: 'not-a-uuid', ...extra }, { name: `${op} malformed id` });
    const p: string[] = [];
    if (unknown.status !== 404) p.push(`an unknown id answered ${unknown.status}, not 404`);
    if (malformed.status !== 422) p.push(`an id that is not a uuid answered ${malformed.status}, not 422`);
    api.verdict(op, 'an unknown id is 404, a malformed one 422', p, [], p.length ? unknown.ex : undefined);
  }
  const replayRefusals: string[] = [];
  for (const [what, body] of [
    ['neither delivery_id nor a range', { id: wa.id }],
    ['both forms', { id: wa.id, delivery_id: UNKNOWN_ID, from: '1' }],
    ['a malformed position', { id: wa.id, from: 'yesterday' }],
  ] as const) {
    const r = await api.call('replayWebhook', body, { name: `replay refused: ${what}` });
    if (r.status !== 422) replayRefusals.push(`${what}: ${r.status}, not 422`);
  }
  const foreign = await api.call(
    'replayWebhook',
    { id: wa.id, delivery_id: UNKNOWN_ID },
    { name: 'replay unknown delivery' },
  );
  if (foreign.status !== 404)
    replayRefusals.push(`a delivery_id that is not the webhook's: ${foreign.status}, not 404`);
  api.verdict(
    'replayWebhook',
    'replay refuses neither or both forms (422) and a delivery not of the webhook (404)',
    replayRefusals,
  );

  // ownership: another key's webhook is 404 everywhere, and stays as it was
  if (env.secondKey) {
    const own: string[] = [];
    for (const [op, extra] of ops) {
      const r = await api.call(op, { id: wc.id, ...extra }, { apiKey: env.secondKey, name: `${op} by another key` });
      if (r.status !== 404) own.push(`${op} with another key answered ${r.status}, not 404`);
    }
    const theirs = await api.call(
      'listWebhooks',
      { limit: 100 },
      { apiKey: env.secondKey, name: 'list by another key' },
    );
    if ((theirs.body?.webhooks ?? []).some((w: Obj) => mine.includes(w.id)))
      own.push("another key's list shows this key's webhooks");
    const still = await api.call('getWebhook', { id: wc.id }, { name: 'get after another key tried' });
    if (still.status !== 200) own.push(`after another key's delete, its owner gets ${still.status}`);
    else own.push(...differences(wc, still.body).map((d) => `another key changed ${d}`));
    api.verdict(
      ops.map(([op]) => op).concat('listWebhooks'),
      "a webhook belongs to its key: another key's calls are 404 and change nothing",
      own,
    );
  } else
    api.skip(
      'getWebhook',
      "a webhook belongs to its key: another key's calls are 404",
      'needs --second-api-key (another key of the same deployment)',
    );
  if (env.auth) {
    const keyless = await api.call('listWebhooks', {}, { noApiKey: true, name: 'keyless list' });
    api.verdict(
      'listWebhooks',
      'a keyless client is 401 where the deployment has keys',
      keyless.status === 401 ? [] : [`a keyless list answered ${keyless.status}, not 401`],
    );
  }

  // rotate and test: the test delivery reaches the receiver, is signed, and its answer is reported
  const rot: string[] = [];
  const rotated = await api.ok('rotateWebhookSecret', { id: wc.id });
  if (rotated.secret === wc.secret || !/^whsec_/.test(String(rotated.secret)))
    rot.push('rotate answered no new secret');
  const until = Number(rotated.previous_secret_valid_until) - Date.now() / 1000;
  if (!(until > 86_400 - 900 && until < 86_400 + 900))
    rot.push(`previous_secret_valid_until is ${Math.round(until)} s away, not 24 h`);
  if (secretShown(await api.ok('getWebhook', { id: wc.id }), [wc.secret, rotated.secret]))
    rot.push('get shows a secret after rotation');
  if (env.receiver) {
    const tests: string[] = [];
    const rx = env.receiver;
    const { path, url } = rx.route('test');
    const wt = await create({ url, types: ['transactions'], addresses: [NOBODY] }, 'create test');
    const probe = async (status: number, label: string) => {
      rx.answers.set(path, () => status);
      const before = rx.at(path).length;
      const t0 = Date.now() / 1000;
      const answer = await api.ok('testWebhook', { id: wt.id }, { name: label });
      await rx.until(() => rx.at(path).length > before, 5000);
      const got = rx.at(path).slice(before);
      const d = got[0];
      const p: string[] = [];
      if (got.length !== 1) p.push(`${label}: the receiver got ${got.length} requests for one test`);
      if (!d) return { p, answer, d };
      if (d.method !== 'POST' || !/^application\/json/i.test(d.contentType))
        p.push(`${label}: ${d.method} ${d.contentType}, not a POST of application/json`);
      if (
        d.body?.type !== 'webhook_test' ||
        d.body?.webhook_id !== wt.id ||
        Math.abs(Number(d.body?.sent_at) - t0) > 60
      )
        p.push(`${label}: the body ${d.raw.slice(0, 200)} is not {type: webhook_test, webhook_id, sent_at: now}`);
      if (d.position !== undefined) p.push(`${label}: a test delivery carries webhook-position ${d.position}`);
      if (Math.abs(Number(d.timestamp) - Date.now() / 1000) > 300)
        p.push(`${label}: webhook-timestamp ${d.timestamp} is not now`);
      if (answer.id !== d.id) p.push(`${label}: the answer's id ${answer.id} is not the webhook-id received (${d.id})`);
      if (answer.kind !== 'test' || answer.type !== 'webhook_test' || answer.position !== null || answer.attempts !== 1)
        p.push(`${label}: the answer is not one test attempt: ${JSON.stringify(answer).slice(0, 200)}`);
      const ok = status < 300;
      if (answer.status !== (ok ? 'delivered' : 'failed') || answer.last_status !== status)
        p.push(
          `${label}: the receiver answered ${status}, the test reports status ${answer.status}, last_status ${answer.last_status}`,
        );
      return { p, answer, d };
    };
    const t1 = await probe(202, 'a test answered 202');
    tests.push(...t1.p);
    if (t1.d && !verifies(wt.secret, t1.d)) tests.push('a test delivery does not verify with the secret create gave');
    if (t1.d && verifies(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, t1.d))
      tests.push('a test delivery verifies with any secret');
    const t2 = await probe(503, 'a test answered 503');
    tests.push(...t2.p);
    // sent whether or not the webhook is paused
    await api.ok('pauseWebhook', { id: wt.id });
    const t3 = await probe(200, 'a test of a paused webhook');
    tests.push(...t3.p);
    api.verdict('testWebhook', "test sends a signed webhook_test to the url and reports the receiver's answer", tests, [
      'testWebhook.id',
    ]);
    // rotation: during the overlap the new and the previous secret both verify
    const r2 = await api.ok('rotateWebhookSecret', { id: wt.id });
    const t4 = await probe(200, 'a test after rotation');
    if (!t4.d) rot.push('no test delivery after rotation');
    else {
      if (!verifies(r2.secret, t4.d)) rot.push('after rotation a delivery does not verify with the new secret');
      if (!verifies(wt.secret, t4.d))
        rot.push('after rotation a delivery does not verify with the previous secret (24 h overlap)');
    }
    rx.answers.delete(path);
  }
  api.verdict(
    'rotateWebhookSecret',
    'rotate makes a new secret; the previous one still signs during the overlap',
    rot,
    env.receiver ? ['rotateWebhookSecret.id'] : [],
  );

  // delete: gone for every operation, and from the list
  const del: string[] = [];
  const d1 = await api.ok('deleteWebhook', { id: wb.id });
  if (d1.id !== wb.id || d1.deleted !== true) del.push(`delete answered ${JSON.stringify(d1)}`);
  for (const [op, extra] of ops) {
    const r = await api.call(op, { id: wb.id, ...extra }, { name: `${op} after delete` });
    if (r.status !== 404) del.push(`${op} of a deleted webhook answered ${r.status}, not 404`);
  }
  if (((await api.ok('listWebhooks', { limit: 100 })).webhooks as Obj[]).some((w) => w.id === wb.id))
    del.push('the list still shows it');
  api.verdict('deleteWebhook', 'a deleted webhook is 404 for every operation and gone from the list', del, [
    'deleteWebhook.id',
  ]);
  env.created.delete(wb.id);
}

export function describe(e: unknown): string {
  return e instanceof RoundError ? e.message : ((e as Error).stack ?? String(e));
}
