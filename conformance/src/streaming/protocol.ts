// What any subscription must get regardless of activity: SSE answers `subscribed` first (also in its GET
// form, S3), repeating the body's `id`; WebSocket replies repeat the request `id` (subscribe, unsubscribe,
// ping); a field the contract does not name is ignored on both transports (S4); invalid subscriptions are
// refused with the documented status over both transports (S4, S5); an unknown key is 401 before any stream (S5).
import { clause } from './clause.ts';
import { openSse, openWs, type WsSubscriber } from './clients.ts';
import { fieldPointer, invalidSubscriptions, UNKNOWN_FIELD, ZERO } from './invalid.ts';
import { cell, refusalProblem, type Recorder } from './record.ts';
import type { StreamingEnv } from './env.ts';

const UNKNOWN_KEY = 'conformance-unknown-key-0000';
const REPLY_MS = 10_000;

export async function sseProtocol(env: StreamingEnv, rec: Recorder): Promise<void> {
  const op = 'sseReceive';
  const url = env.sseUrl;
  const sub = { types: ['transactions'], addresses: [ZERO] };
  // subscribed first, on POST (the primary form) and on GET (S3)
  for (const form of ['POST', 'GET'] as const) {
    const target =
      form === 'POST'
        ? url
        : `${url}?types=transactions&addresses=${encodeURIComponent(ZERO)}${env.apiKey ? `&api_key=${encodeURIComponent(env.apiKey)}` : ''}`;
    const opened = await env.open(() =>
      openSse(target, form === 'POST' ? sub : undefined, form === 'POST' ? env.keyHeader() : {}),
    );
    const name = `${form}: the first event is {"status":"subscribed"}`;
    const c = form === 'POST' ? clause('#/channels/sse') : clause('#/channels/sse', 'S3');
    if (!opened.stream) {
      rec.fail(
        op,
        'case',
        name,
        `no stream: ${refusalProblem(opened.refusal, [200]) ?? `HTTP ${opened.refusal?.status}`}`,
        c,
        {
          method: form,
          url: target,
          body: form === 'POST' ? sub : undefined,
          status: opened.refusal?.status,
          contentType: opened.refusal?.contentType,
          received: opened.refusal?.text,
        },
      );
      continue;
    }
    const first = await opened.stream.next(() => true, REPLY_MS);
    opened.stream.close();
    env.judgeAll(opened.stream, 'sse');
    rec.judge(
      op,
      'case',
      name,
      first?.status === 'subscribed'
        ? undefined
        : `the first event was ${first === undefined ? 'not sent' : JSON.stringify(first).slice(0, 200)}`,
      c,
      {
        method: form,
        url: target,
        body: form === 'POST' ? sub : undefined,
        status: 200,
        contentType: opened.contentType,
        received: JSON.stringify(first),
      },
    );
  }

  // a field the contract does not name is no reason to refuse (S4), and the body's `id` comes back first
  for (const form of ['POST', 'GET'] as const) {
    const id = `conformance-sse-${form.toLowerCase()}`;
    const body = { ...sub, id, [UNKNOWN_FIELD]: 1 };
    const target =
      form === 'POST'
        ? url
        : `${url}?types=transactions&addresses=${encodeURIComponent(ZERO)}&id=${id}&${UNKNOWN_FIELD}=1${env.apiKey ? `&api_key=${encodeURIComponent(env.apiKey)}` : ''}`;
    const opened = await env.open(() =>
      openSse(target, form === 'POST' ? body : undefined, form === 'POST' ? env.keyHeader() : {}),
    );
    const first = opened.stream ? await opened.stream.next(() => true, REPLY_MS) : undefined;
    opened.stream?.close();
    if (opened.stream) env.judgeAll(opened.stream, 'sse');
    rec.judge(
      op,
      'case',
      `${form}: an unknown field is ignored and the body's id comes back in {"id", "status":"subscribed"}`,
      !opened.stream
        ? `refused: ${refusalProblem(opened.refusal, [200]) ?? `HTTP ${opened.refusal?.status}`}`
        : first?.status === 'subscribed' && first.id === id
          ? undefined
          : `the first event was ${first === undefined ? 'not sent' : JSON.stringify(first).slice(0, 200)}, expected {"id":"${id}","status":"subscribed"}`,
      clause('#/components/schemas/Subscription', form === 'POST' ? 'S4' : 'S3, S4'),
      {
        method: form,
        url: target,
        body: form === 'POST' ? body : undefined,
        status: opened.refusal?.status ?? 200,
        contentType: opened.refusal?.contentType ?? opened.contentType,
        received: opened.refusal?.text ?? JSON.stringify(first),
      },
      undefined,
      [cell('subscription', 'id', form === 'POST' ? 'sse' : 'sse-get')],
    );
  }

  for (const bad of invalidSubscriptions()) {
    const name = `422 ${bad.name}`;
    const opened = await env.open(() => openSse(url, bad.body, env.keyHeader()));
    opened.stream?.close();
    rec.judge(
      op,
      'error-text',
      name,
      refusalProblem(opened.refusal, [422]),
      clause(fieldPointer(bad.field), `${bad.decision}, S5`),
      {
        method: 'POST',
        url,
        body: JSON.stringify(bad.body).slice(0, 600),
        status: opened.refusal?.status ?? 200,
        contentType: opened.refusal?.contentType ?? opened.contentType,
        received: opened.refusal?.text,
      },
    );
  }
  const notJson = await env.open(() => openSse(url, '{"types": [', env.keyHeader()));
  notJson.stream?.close();
  rec.judge(
    op,
    'error-text',
    '400 body that is not JSON',
    refusalProblem(notJson.refusal, [400]),
    clause('#/channels/sse', 'S5'),
    {
      method: 'POST',
      url,
      body: '{"types": [',
      status: notJson.refusal?.status ?? 200,
      received: notJson.refusal?.text,
    },
  );

  if (!env.tags.auth) {
    rec.skip(op, 'error-text', '401 unknown API key', 'the profile does not switch on tag auth (API keys checked)');
    return;
  }
  for (const where of ['X-API-Key', 'api_key query'] as const) {
    const target = where === 'X-API-Key' ? url : `${url}?api_key=${UNKNOWN_KEY}`;
    const r = await openSse(target, sub, where === 'X-API-Key' ? { 'x-api-key': UNKNOWN_KEY } : {});
    r.stream?.close();
    rec.judge(
      op,
      'error-text',
      `401 unknown API key in ${where}`,
      refusalProblem(r.refusal, [401], 'API key does not exist'),
      clause('#/components/securitySchemes/apiKeyHeader', 'S5'),
      {
        method: 'POST',
        url: target,
        body: sub,
        status: r.refusal?.status ?? 200,
        contentType: r.refusal?.contentType,
        received: r.refusal?.text,
      },
      undefined,
      // the key is read from where it is given: an unknown one refused, the run's own key opening every stream
      [cell('(gateway)', where === 'X-API-Key' ? 'X-API-Key' : 'api_key', 'sse')],
    );
  }
}

/** The reply to `request` (by its id), or a description of what came instead. */
async function replyTo(ws: WsSubscriber, request: Record<string, unknown>): Promise<{ reply?: any; problem?: string }> {
  const before = ws.messages.length;
  ws.send(request);
  const ok = await ws.until(
    () => ws.messages.length > before && ws.messages.slice(before).some((a) => a.message.status !== undefined),
    REPLY_MS,
  );
  const replies = ws.messages
    .slice(before)
    .map((a) => a.message)
    .filter((m) => m.status !== undefined);
  const reply = replies.find((m) => m.id === request.id);
  if (reply) return { reply };
  if (!ok)
    return {
      problem: ws.ended
        ? `the connection closed (${ws.closed?.code} ${ws.closed?.reason ?? ''})`
        : `no reply within ${REPLY_MS / 1000} s`,
    };
  return {
    problem: `the reply does not repeat the request id ${JSON.stringify(request.id)}: ${JSON.stringify(replies[0]).slice(0, 200)}`,
  };
}

export async function wsProtocol(env: StreamingEnv, rec: Recorder): Promise<void> {
  const op = 'wsSend';
  const url = env.wsUrl;
  const opened = await env.open(() => openWs(url, env.keyHeader()));
  if (!opened.socket) {
    rec.fail(
      op,
      'case',
      'the upgrade is accepted',
      refusalProblem(opened.refusal, [101]) ?? `HTTP ${opened.refusal?.status}`,
      clause('#/channels/ws'),
      {
        method: 'GET',
        url,
        status: opened.refusal?.status,
        contentType: opened.refusal?.contentType,
        received: opened.refusal?.text,
      },
    );
    return;
  }
  const ws = opened.socket;
  const ev = (request: unknown, reply: unknown) => ({
    method: 'WS',
    url,
    body: request,
    status: 101,
    received: JSON.stringify(reply),
  });
  try {
    const expect = async (
      name: string,
      request: Record<string, unknown>,
      status: string,
      c: ReturnType<typeof clause>,
      covers?: string,
    ) => {
      const { reply, problem } = await replyTo(ws, request);
      const wrong =
        problem ??
        (reply.status === status
          ? undefined
          : `reply ${JSON.stringify(reply).slice(0, 200)}, expected status ${JSON.stringify(status)}`);
      // the reply repeating the request's `id` is what proves the `id` field of that operation
      rec.judge(op, 'case', name, wrong, c, ev(request, reply), undefined, covers ? [cell(covers, 'id', 'ws')] : []);
      return reply;
    };
    const unsubFirst = await replyTo(ws, { operation: 'unsubscribe', id: 'conformance-u0', addresses: [ZERO] });
    rec.judge(
      op,
      'error-text',
      'unsubscribe before any subscribe is an error reply with the id',
      unsubFirst.problem ??
        (unsubFirst.reply.status === 'error' &&
        typeof unsubFirst.reply.code === 'number' &&
        unsubFirst.reply.code >= 400 &&
        unsubFirst.reply.code < 500
          ? undefined
          : `reply ${JSON.stringify(unsubFirst.reply)}`),
      clause('#/channels/ws', 'S4'),
      ev({ operation: 'unsubscribe', id: 'conformance-u0' }, unsubFirst.reply),
    );
    await expect(
      'subscribe is acknowledged {id, status: subscribed}',
      { operation: 'subscribe', id: 'conformance-s1', types: ['transactions'], addresses: [ZERO] },
      'subscribed',
      clause('#/components/schemas/Reply'),
      'subscription',
    );
    await expect(
      'subscribe with an unknown field is acknowledged {id, status: subscribed}',
      { operation: 'subscribe', id: 'conformance-s2', types: ['transactions'], addresses: [ZERO], [UNKNOWN_FIELD]: 1 },
      'subscribed',
      clause('#/components/schemas/SubscribeRequest', 'S4'),
    );
    await expect(
      'ping is answered {id, status: pong}',
      { operation: 'ping', id: 'conformance-p1' },
      'pong',
      clause('#/components/messages/Ping', 'S6'),
      'ping',
    );
    await expect(
      'unsubscribe is acknowledged {id, status: unsubscribed}',
      { operation: 'unsubscribe', id: 'conformance-u1', addresses: [ZERO] },
      'unsubscribed',
      clause('#/components/schemas/Reply', 'S4'),
      'unsubscribe',
    );

    for (const [i, bad] of invalidSubscriptions().entries()) {
      const request = { operation: 'subscribe', id: `conformance-bad-${i}`, ...bad.body };
      const { reply, problem } = await replyTo(ws, request);
      const wrong =
        problem ??
        (reply.status === 'error' && reply.code === 422 && typeof reply.error === 'string'
          ? undefined
          : `reply ${JSON.stringify(reply).slice(0, 200)}, expected {id, status: "error", code: 422, error}`);
      rec.judge(
        op,
        'error-text',
        `error 422: ${bad.name}`,
        wrong,
        clause(fieldPointer(bad.field), `${bad.decision}, S5`),
        ev(JSON.stringify(request).slice(0, 600), reply),
      );
    }
    const unknownOp = await replyTo(ws, { operation: 'subscribe_all', id: 'conformance-op' });
    rec.judge(
      op,
      'error-text',
      'error 422: unknown operation',
      unknownOp.problem ??
        (unknownOp.reply.status === 'error' && unknownOp.reply.code === 422
          ? undefined
          : `reply ${JSON.stringify(unknownOp.reply)}`),
      clause('#/operations/wsSend', 'S5'),
      ev({ operation: 'subscribe_all', id: 'conformance-op' }, unknownOp.reply),
    );
    const before = ws.messages.length;
    ws.sendText('{"operation": "ping"');
    await ws.until(() => ws.messages.length > before, REPLY_MS);
    const notJson = ws.messages[before]?.message;
    rec.judge(
      op,
      'error-text',
      'error 400: a frame that is not JSON',
      notJson?.status === 'error' && notJson.code === 400
        ? undefined
        : `reply ${JSON.stringify(notJson) ?? 'none'}, expected {status: "error", code: 400}`,
      clause('#/channels/ws', 'S5'),
      ev('{"operation": "ping"', notJson),
    );
    // S5: after error replies the connection stays open and keeps serving
    await expect(
      'the connection stays open after error replies',
      { operation: 'ping', id: 'conformance-p2' },
      'pong',
      clause('#/channels/ws', 'S5'),
    );
  } finally {
    ws.close();
    env.judgeAll(ws, 'ws');
  }

  if (!env.tags.auth) {
    rec.skip(op, 'error-text', '401 unknown API key', 'the profile does not switch on tag auth (API keys checked)');
    return;
  }
  for (const where of ['X-API-Key', 'api_key query'] as const) {
    const target = where === 'X-API-Key' ? url : `${url}?api_key=${UNKNOWN_KEY}`;
    const r = await openWs(target, where === 'X-API-Key' ? { 'x-api-key': UNKNOWN_KEY } : {});
    r.socket?.close();
    rec.judge(
      op,
      'error-text',
      `401 unknown API key in ${where} (upgrade refused)`,
      refusalProblem(r.refusal, [401], 'API key does not exist'),
      clause('#/components/securitySchemes/apiKeyHeader', 'S5'),
      {
        method: 'GET',
        url: target,
        status: r.refusal?.status ?? 101,
        contentType: r.refusal?.contentType,
        received: r.refusal?.text,
      },
      undefined,
      [cell('(gateway)', where === 'X-API-Key' ? 'X-API-Key' : 'api_key', 'ws')],
    );
  }
}
