/** A reference server with webhooks on a followed local network, and the calls the webhook tests make. */
import { internal, toNano, type Address } from '@ton/core';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import { emulatePending } from '../../../indexer/index.ts';
import { emulateAcceptedSends } from '../../src/pending.ts';
import { createServer, type ApiServer } from '../../src/server.ts';
import { attachStreaming } from '../../src/streaming/index.ts';
import { v2Mount } from '../../src/v2/app.ts';
import { v3Mount } from '../../src/v3/app.ts';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from '../../src/webhooks/config.ts';
import { Deliverer } from '../../src/webhooks/deliverer.ts';
import { silentLogger } from '../helpers.ts';
import type { AuthOptions } from '../../src/auth/guard.ts';
import type { FollowedNetwork } from '../streaming/followed-network.ts';

export const LOOPBACK = '127.0.0.0/8,::1';

export async function webhookServer(
  net: FollowedNetwork,
  settings: Partial<WebhookSettings> = {},
  options: { deliver?: boolean; auth?: AuthOptions } = {},
) {
  const db = { pool: net.db.pool, timeoutMs: 10_000 };
  const deliverer = new Deliverer({
    db,
    network: 'local',
    logger: silentLogger,
    settings: { ...DEFAULT_WEBHOOK_SETTINGS, allowedTargets: LOOPBACK, ...settings },
  });
  const server: ApiServer = await createServer({
    apis: [
      v2Mount({ pool: net.lite, network: 'local' }),
      v3Mount({
        db: net.db.pool,
        pool: net.lite,
        network: 'local',
        webhooks: { db, settings: deliverer.settings, deliverer, keyed: () => options.auth?.keys.hasKeys ?? false },
      }),
    ],
    logger: silentLogger,
    port: 0,
    auth: options.auth,
    onStop: () => deliverer.stop(),
  });
  emulateAcceptedSends(server, { pool: net.lite, db: net.db.pool, logger: silentLogger, emulate: emulatePending });
  await attachStreaming(server, { db: net.db.pool, network: 'local', logger: silentLogger });
  deliverer.measure(server.metrics.registry);
  await server.start();
  if (options.deliver !== false) deliverer.start();
  const base = server.info.uri;
  const call = async (method: 'GET' | 'POST', path: string, body?: object, key?: string) => {
    const res = await fetch(`${base}/api/v3${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(key ? { 'x-api-key': key } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  return { server, deliverer, base, call };
}

/** Transfers from a devnet wallet through v2 sendBoc (emulated, then in blocks), `count` of them. */
export async function transfers(
  base: string,
  net: FollowedNetwork,
  to: Address[],
  count: number,
  from = { seqno: 0, tag: 'w' },
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const seqno = from.seqno + i;
    const { boc } = await transferBoc('v3r2', 2, seqno, [
      internal({ to: to[seqno % to.length]!, value: toNano('0.01'), bounce: false, body: `${from.tag}${seqno}` }),
    ]);
    const res = await fetch(`${base}/api/v2/sendBoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ boc: boc.toString('base64') }),
    });
    if (res.status !== 200) throw new Error(`sendBoc ${seqno}: ${await res.text()}`);
    await net.devnet.chain.produceBlock();
    await net.devnet.chain.produceBlock();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
