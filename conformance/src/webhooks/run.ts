// The webhook round of a run (v3 tag `webhooks`, D32): the management checks, then, with a receiver the target can
// reach (--webhook-receiver) and activity the suite creates (tags send and local), the delivery checks. Its
// verdicts are `case` checks of the eleven webhook operations, added to what the HTTP checks found for them.
import { okBody } from '../case.ts';
import type { Discovered } from '../discovery.ts';
import { implementsOp, missingTags, type Profile } from '../profile.ts';
import { streamingBase } from '../streaming/run.ts';
import { Sender } from '../streaming/transfers.ts';
import { Truth } from '../streaming/truth.ts';
import type { ApiTarget } from '../target.ts';
import type { CheckResult } from '../types.ts';
import { at, same } from '../values.ts';
import { signingWallets } from '../../../devnet/wallets.ts';
import { WebhookApi, WEBHOOK_OPERATIONS } from './api.ts';
import { deliveries } from './deliver.ts';
import { describe, manage } from './manage.ts';
import { Receiver, type ReceiverOptions } from './receiver.ts';

export interface WebhookRunOptions {
  v2?: ApiTarget;
  v3?: ApiTarget;
  /** undefined: no receiver (management checks only) */
  receiver?: ReceiverOptions;
  apiKey?: string;
  secondApiKey?: string;
  streaming?: string;
  profile: Profile;
  network: string;
  data: Discovered;
  /** when the run started (ms): webhooks the run's fuzzing created are removed before the round */
  startedAt: number;
}

export async function runWebhooks(o: WebhookRunOptions): Promise<Map<string, CheckResult[]>> {
  const v3 = o.v3;
  if (!v3?.op('createWebhook')) return new Map();
  const api = new WebhookApi(v3, o.apiKey);
  const created = new Set<string>();
  let receiver: Receiver | undefined;
  try {
    if (o.receiver) receiver = await Receiver.start(o.receiver);
  } catch (e) {
    api.skip(
      'createWebhook',
      'deliveries to the suite’s receiver',
      `the receiver could not listen: ${(e as Error).message}`,
    );
  }
  try {
    // a deployment with keys answers a keyless client 401 on every webhook operation (D32): nothing more to judge
    const first = await api.call('listWebhooks', { limit: 1 }, { name: 'the key may have webhooks' });
    if (first.status === 401 && !o.apiKey) {
      api.skip(
        [...WEBHOOK_OPERATIONS],
        'the webhook round',
        'the deployment has API keys and webhooks need one (401, D32): pass --api-key',
      );
      return api.finish();
    }
    await tidy(api, o.startedAt);
    const env = {
      api,
      receiver,
      secondKey: o.secondApiKey,
      auth: o.profile.tags.auth === true,
      created,
    };
    if (receiver) {
      // a target that refuses the receiver's URL (a deployment refuses loopback) is judged without deliveries
      const probe = await api.call(
        'createWebhook',
        { url: receiver.route('probe').url, types: ['transactions'], addresses: ['0:' + '0'.repeat(60) + 'c0ff'] },
        { name: 'create with the receiver url' },
      );
      if (probe.status === 200) {
        created.add(probe.body.id);
      } else {
        const why = `the target refuses the receiver's URL ${receiver.base} (${probe.status}: ${probe.ex.response.text.slice(0, 160)}); pass --webhook-receiver with a URL it can reach`;
        api.skip(['testWebhook', 'createWebhook'], 'deliveries to the suite’s receiver', why);
        await receiver.close();
        receiver = undefined;
        env.receiver = undefined;
      }
    } else
      api.skip(
        ['testWebhook', 'createWebhook'],
        'deliveries to the suite’s receiver',
        'needs --webhook-receiver (a listener the target can reach): only the management operations were judged',
      );
    try {
      await manage(env);
    } catch (e) {
      api.verdict('createWebhook', 'the management checks ran', [describe(e)], []);
    }
    if (receiver) {
      const activity = await activityFor(o);
      if (typeof activity === 'string')
        api.skip(
          WEBHOOK_OPERATIONS.filter((x) => x !== 'listWebhooks'),
          'deliveries of the suite’s transfers',
          activity,
        );
      else {
        const base = streamingBase({ url: o.streaming, v3: v3.base });
        const sse =
          base && implementsOp(o.profile, 'streaming', 'sseReceive')
            ? {
                url: `${base.replace(/\/+$/, '')}/sse`,
                headers: o.apiKey ? { 'x-api-key': o.apiKey } : ({} as Record<string, string>),
              }
            : undefined;
        try {
          const truth = o.v2 ? new Truth(o.v2, v3) : undefined;
          await deliveries({
            api,
            receiver,
            sender: activity.sender,
            recipient: activity.recipient,
            sse,
            created,
            truth,
          });
        } catch (e) {
          api.verdict('createWebhook', 'the delivery checks ran', [describe(e)], []);
        }
      }
    }
  } finally {
    for (const id of created) await api.call('deleteWebhook', { id }, { name: 'cleanup' }).catch(() => undefined);
    await receiver?.close();
  }
  return api.finish();
}

/** Webhooks this run's fuzzing created with the contract's example URLs (it sends valid bodies too) are removed. */
async function tidy(api: WebhookApi, startedAt: number): Promise<void> {
  const r = await api.call('listWebhooks', { limit: 100 }, { name: 'tidy' });
  for (const w of (r.body?.webhooks ?? []) as Array<{ id: string; url: string; created_at: number }>) {
    const host = (() => {
      try {
        return new URL(w.url).hostname;
      } catch {
        return '';
      }
    })();
    if (w.created_at * 1000 >= startedAt - 5000 && /(^|\.)example\.(com|org|net)$/.test(host))
      await api.call('deleteWebhook', { id: w.id }, { name: 'tidy' });
  }
}

/** The suite's own transfers (local network, tag send): wallet [7] sends to wallet [3], which nothing else uses. */
async function activityFor(o: WebhookRunOptions): Promise<{ sender: Sender; recipient: string } | string> {
  const missing = missingTags(o.profile, ['send', 'local'], o.network);
  if (missing.length)
    return `needs activity the suite creates itself: ${missing.map((t) => (t === 'local' ? '--network local' : `tag ${t}`)).join(' and ')}`;
  const wallets = await signingWallets(o.data.local);
  if (wallets.length < 8) return "needs the local network's genesis wallets: run with --network local and --accounts";
  const sendOp = o.v3?.op('sendMessage')
    ? { target: o.v3, id: 'sendMessage' }
    : o.v2?.op('sendBoc')
      ? { target: o.v2, id: 'sendBoc' }
      : undefined;
  const seqnoOp = o.v2?.op('getWalletInformation') ? o.v2 : o.v3?.op('getWalletInformation') ? o.v3 : undefined;
  if (!sendOp || !seqnoOp) return 'needs an API to read a wallet seqno and broadcast';
  const jettonWalletOf = (w: string) =>
    o.data.local.find((x) => x.kind === 'jetton-wallet' && x.owner && same(x.owner, w))?.address;
  const w = wallets[7]!;
  const sender = new Sender(w, jettonWalletOf(w.address), {
    async seqno(address) {
      const body = okBody(seqnoOp.api, await seqnoOp.call(seqnoOp.op('getWalletInformation')!, { args: { address } }));
      return Number(at(body, 'seqno'));
    },
    async send(boc) {
      okBody(sendOp.target.api, await sendOp.target.call(sendOp.target.op(sendOp.id)!, { args: { boc } }));
    },
  });
  return { sender, recipient: wallets[3]!.address };
}
