// The streaming part of a run: the contract's three operations (sseReceive, wsSend, wsReceive) judged
// on the endpoint given by --streaming, or derived from the v3 URL's origin and the contract's pathname.
// Only the profile or the contract's 501 make them not implemented; a derived endpoint where nothing listens
// skips them with the reason, a 404 (or nothing listening at a named endpoint) fails them.
import { okBody } from '../case.ts';
import type { Discovered } from '../discovery.ts';
import { at, same } from '../values.ts';
import { implementsOp, missingTags, type Profile } from '../profile.ts';
import type { ApiTarget } from '../target.ts';
import type { OperationResult } from '../types.ts';
import { signingWallets } from '../../../devnet/wallets.ts';
import { openSse } from './clients.ts';
import { streamingPathname } from '../../../contract/streaming.ts';
import { clause } from './clause.ts';
import { delivery, type Activity } from './delivery.ts';
import { StreamingEnv } from './env.ts';
import { ZERO } from './invalid.ts';
import { sseProtocol, wsProtocol } from './protocol.ts';
import { resumeErrors } from './resume.ts';
import { Recorder, refusalProblem, STREAMING_OPERATIONS, type StreamingOperation } from './record.ts';
import { type Broadcast, Sender } from './transfers.ts';
import { Truth } from './truth.ts';

export interface StreamingRunOptions {
  /** the base the channel addresses (/sse, /ws) are appended to; undefined: derived from v3 */
  url?: string;
  v2?: ApiTarget;
  v3?: ApiTarget;
  apiKey?: string;
  profile: Profile;
  network: string;
  data: Discovered;
  only?: RegExp;
}

/** `--streaming` when given, else the v3 base's origin with the contract's pathname (streaming is served beside
 *  the index, S5: 501 where there is none). Without either there is nothing to judge. */
export function streamingBase(o: { url?: string; v3?: string }): string | undefined {
  if (o.url) return o.url;
  return o.v3 ? `${new URL(o.v3).origin}${streamingPathname()}` : undefined;
}

export async function runStreaming(o: StreamingRunOptions): Promise<OperationResult[]> {
  const wanted = (op: StreamingOperation) => !o.only || o.only.test(`streaming/${op}`);
  const rec = new Recorder(wanted);
  const ops = (Object.keys(STREAMING_OPERATIONS) as StreamingOperation[]).filter(wanted);
  if (!ops.length) return [];
  const route = 'the streaming endpoint answers';
  // As for v2 and v3: an operation the profile does not claim is not implemented, never judged.
  const claimed = ops.filter((op) => implementsOp(o.profile, 'streaming', op));
  for (const op of ops)
    if (!claimed.includes(op))
      rec.notImplemented(op, 'route', route, `the profile ${JSON.stringify(o.profile.name)} does not list ${op}`);
  if (!claimed.length) return rec.results();
  const base = streamingBase({ url: o.url, v3: o.v3?.base });
  if (!base) {
    for (const op of claimed)
      rec.skip(
        op,
        'route',
        route,
        'streaming is served beside API v3: pass --v3 (its origin names the endpoint) or --streaming URL',
      );
    return rec.results();
  }
  // resume (S16) is claimed as a part of streaming: `"streaming": "*"`, or "resume" in its list
  const env = new StreamingEnv(base, o.apiKey, o.profile.tags, implementsOp(o.profile, 'streaming', 'resume'));

  // Is there a streaming endpoint at all? A valid subscription answers 200 or a documented refusal; only the
  // contract's 501 says "not served" (S5). A 404 is judged like any other undocumented answer: a server cannot
  // hide its streaming interface behind an unknown route.
  const probe = await env.open(() =>
    openSse(env.sseUrl, { types: ['transactions'], addresses: [ZERO] }, env.keyHeader()),
  );
  probe.stream?.close();
  const refusal = probe.refusal;
  const channel = (op: StreamingOperation) => clause(`#/channels/${op === 'sseReceive' ? 'sse' : 'ws'}`);
  if (refusal?.status === 501) {
    const problem = refusalProblem(refusal, [501]);
    for (const op of claimed)
      if (problem) rec.fail(op, 'route', route, `501 not in the contract's form: ${problem}`, channel(op));
      else rec.notImplemented(op, 'route', route, `${env.sseUrl} answers 501: ${refusal.text.slice(0, 120)}`);
    return rec.results();
  }
  if (refusal && (refusal.status === 0 || refusal.status === 404)) {
    const what = `${env.sseUrl}: ${refusal.networkError ?? `HTTP ${refusal.status} ${refusal.text.slice(0, 120)}`}`;
    for (const op of claimed) {
      if (refusal.status === 0 && !o.url)
        rec.skip(op, 'route', route, `nothing answers at ${what}; pass --streaming URL to judge another endpoint`);
      else
        rec.fail(
          op,
          'route',
          route,
          `a valid subscription got ${what}${o.url ? ' (given by --streaming)' : ''}; a server without streaming answers 501 (S5) or leaves it out of its profile`,
          channel(op),
        );
    }
    return rec.results();
  }

  const activity = await activityFor(o);
  // The protocol checks (a few seconds, two streams at a time) run while the idle subscribers wait for their
  // keepalive; the delivery rounds start after them, so that together they stay within the key's streams (S7).
  const protocol = Promise.all([
    rec.has('sseReceive') ? sseProtocol(env, rec) : undefined,
    rec.has('wsSend') ? wsProtocol(env, rec) : undefined,
  ]).then(() => resumeErrors(env, rec));
  await Promise.all([protocol, delivery(env, rec, activity, protocol)]);
  env.recordSchemas(rec);
  return rec.results();
}

/** Transfers the suite signs itself (local network, tag send): two senders, the recipient, and where truth is read. */
async function activityFor(o: StreamingRunOptions): Promise<Activity | string> {
  const missing = missingTags(o.profile, ['send', 'local'], o.network);
  if (missing.length)
    return `needs activity the suite creates itself: ${missing.map((t) => (t === 'local' ? '--network local' : `tag ${t}`)).join(' and ')} (see Optional capabilities)`;
  const wallets = await signingWallets(o.data.local);
  if (wallets.length < 8) return "needs the local network's genesis wallets: run with --network local and --accounts";
  const sendOp = o.v3?.op('sendMessage')
    ? { target: o.v3, id: 'sendMessage' }
    : o.v2?.op('sendBoc')
      ? { target: o.v2, id: 'sendBoc' }
      : undefined;
  const seqnoOp = o.v2?.op('getWalletInformation') ? o.v2 : o.v3?.op('getWalletInformation') ? o.v3 : undefined;
  if (!sendOp || !seqnoOp) return 'needs an API to read a wallet seqno and broadcast (--v2 or --v3)';
  if (!o.v2 || !o.v3)
    return 'needs both --v2 (the chain at a masterchain seqno) and --v3 (the traces) to judge what was delivered';
  const io: Broadcast = {
    async seqno(address) {
      const body = okBody(seqnoOp.api, await seqnoOp.call(seqnoOp.op('getWalletInformation')!, { args: { address } }));
      return Number(at(body, 'seqno'));
    },
    async send(boc) {
      okBody(sendOp.target.api, await sendOp.target.call(sendOp.target.op(sendOp.id)!, { args: { boc } }));
    },
  };
  // Wallet [6] is the streaming checks' own sender and [2] their second one; [5] receives (the send cases' recipient).
  const jettonWalletOf = (w: string) =>
    o.data.local.find((x) => x.kind === 'jetton-wallet' && x.owner && same(x.owner, w))?.address;
  const sender = (w: (typeof wallets)[number]) => new Sender(w, jettonWalletOf(w.address), io);
  return {
    a: sender(wallets[6]!),
    b: sender(wallets[2]!),
    recipient: wallets[5]!.address,
    truth: new Truth(o.v2, o.v3),
  };
}
