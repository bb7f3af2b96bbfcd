// The streaming part of a run: the contract's three operations (sseReceive, wsSend, wsReceive) judged
// on the endpoint given by --streaming, or derived from the v3 URL's origin and the contract's pathname.
// A derived endpoint that does not answer (refused, 404, 501) makes every check skipped with the reason;
// one the user named makes them fail.
import { Cell, toNano } from '@ton/core';
import { okBody } from '../case.ts';
import type { Discovered } from '../discovery.ts';
import { at, records } from '../values.ts';
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
  await Promise.all([
    rec.has('sseReceive') ? sseProtocol(env, rec) : undefined,
    rec.has('wsSend') ? wsProtocol(env, rec) : undefined,
    rec.has('sseReceive') || rec.has('wsReceive') ? delivery(env, rec, activity) : undefined,
  ]);
  env.recordSchemas(rec);
  return rec.results();
}

/** Transfers the suite signs itself (local network, tag send): the sender, a bystander, sending and v3's trace id. */
async function activityFor(o: StreamingRunOptions): Promise<Activity | string> {
  const missing = missingTags(o.profile, ['send', 'local'], o.network);
  if (missing.length)
    return `needs activity the suite creates itself: ${missing.map((t) => (t === 'local' ? '--network local' : `tag ${t}`)).join(' and ')} (see Optional capabilities)`;
  const wallets = await signingWallets(o.data.local);
  if (wallets.length < 8) return "needs the local network's genesis wallets: run with --network local and --accounts";
  // Slot 5 from the end: the send cases take 0–4, so no two senders race on a seqno.
  const wallet = wallets.at(-6)!;
  const to = wallets[wallets.length - 7]!.address;
  const sendOp = o.v3?.op('sendMessage')
    ? { target: o.v3, id: 'sendMessage' }
    : o.v2?.op('sendBoc')
      ? { target: o.v2, id: 'sendBoc' }
      : undefined;
  const seqnoOp = o.v2?.op('getWalletInformation') ? o.v2 : o.v3?.op('getWalletInformation') ? o.v3 : undefined;
  if (!sendOp || !seqnoOp) return 'needs an API to read a wallet seqno and broadcast (--v2 or --v3)';
  let lastSeqno: number | undefined;
  return {
    sender: wallet.address,
    bystander: wallets[0]!.address,
    async send() {
      // The wallet's seqno as the API reads it may trail the stream that reported the previous transfer finalized
      // (the API reads its own liteserver or index, which can be a block behind): wait until it moved past the
      // seqno the previous transfer used, as a wallet app does, instead of sending one that is refused.
      const readSeqno = async () =>
        Number(
          at(
            okBody(
              seqnoOp.api,
              await seqnoOp.call(seqnoOp.op('getWalletInformation')!, { args: { address: wallet.address } }),
            ),
            'seqno',
          ),
        );
      let seqno = await readSeqno();
      for (const until = Date.now() + 15_000; lastSeqno !== undefined && seqno <= lastSeqno && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 300));
        seqno = await readSeqno();
      }
      lastSeqno = seqno;
      const boc = wallet.externalBoc(seqno, [
        { to, value: toNano('0.3'), body: `conformance streaming ${Date.now()}` },
      ]);
      okBody(sendOp.target.api, await sendOp.target.call(sendOp.target.op(sendOp.id)!, { args: { boc } }));
      return Cell.fromBase64(boc).hash().toString('base64');
    },
    async traceIdOf(txHash) {
      if (!o.v3?.op('getTraces')) return { skip: 'needs --v3 to read the trace id from /traces' };
      const body = okBody('v3', await o.v3.call(o.v3.op('getTraces')!, { args: { tx_hash: [txHash] } }));
      const traces = records(at(body, 'traces'));
      const traceId = traces[0]?.trace_id;
      if (traces.length !== 1 || typeof traceId !== 'string')
        return { skip: `v3 /traces?tx_hash=${txHash} found ${traces.length} traces` };
      return traceId;
    },
  };
}
