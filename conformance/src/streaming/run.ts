// The streaming part of a run: the contract's three operations (sseReceive, wsSend, wsReceive) judged
// on the endpoint given by --streaming, or derived from the v3 URL's origin and the contract's pathname.
// A derived endpoint that does not answer (refused, 404, 501) makes every check skipped with the reason;
// one the user named makes them fail.
import { okBody } from '../case.ts';
import type { Discovered } from '../discovery.ts';
import { at, same } from '../values.ts';
import { missingTags, type Profile } from '../profile.ts';
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
import { Recorder, STREAMING_OPERATIONS, type StreamingOperation } from './record.ts';
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

/** `--streaming` when given, else the v3 base's origin (or v2's) with the contract's pathname. */
export function streamingBase(o: { url?: string; v2?: string; v3?: string }): string | undefined {
  if (o.url) return o.url;
  const from = o.v3 ?? o.v2;
  return from ? `${new URL(from).origin}${streamingPathname()}` : undefined;
}

export async function runStreaming(o: StreamingRunOptions): Promise<OperationResult[]> {
  const wanted = (op: StreamingOperation) => !o.only || o.only.test(`streaming/${op}`);
  const rec = new Recorder(wanted);
  const ops = (Object.keys(STREAMING_OPERATIONS) as StreamingOperation[]).filter(wanted);
  if (!ops.length) return [];
  const base = streamingBase({ url: o.url, v2: o.v2?.base, v3: o.v3?.base });
  if (!base) return [];
  const env = new StreamingEnv(base, o.apiKey, o.profile.tags);

  // Is there a streaming endpoint at all? A valid subscription answers 200 or a documented refusal.
  const probe = await env.open(() =>
    openSse(env.sseUrl, { types: ['transactions'], addresses: [ZERO] }, env.keyHeader()),
  );
  probe.stream?.close();
  const absent =
    probe.refusal && (probe.refusal.status === 0 || probe.refusal.status === 404 || probe.refusal.status === 501)
      ? `no streaming endpoint at ${env.sseUrl}: ${probe.refusal.networkError ?? `HTTP ${probe.refusal.status} ${probe.refusal.text.slice(0, 120)}`}`
      : undefined;
  if (absent) {
    for (const op of ops) {
      if (o.url)
        rec.fail(
          op,
          'route',
          'the streaming endpoint answers',
          `${absent} (given by --streaming)`,
          clause(`#/channels/${op === 'sseReceive' ? 'sse' : 'ws'}`),
        );
      else
        rec.skip(
          op,
          'route',
          'the streaming endpoint answers',
          `${absent}; pass --streaming URL to judge another endpoint`,
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
  ]);
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
