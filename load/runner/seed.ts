// History on a fresh local network before a run, sent through the server under test like any wallet
// would (v2 sendBoc): rounds of transfers with comments between the genesis wallets, the last round
// also carrying a jetton transfer and an NFT transfer, so v3 has transactions, traces, actions and
// jetton movements to serve. Waits until the indexer has every block of it.
import { Address, beginCell, toNano, type Cell } from '@ton/core';
import { httpAsk } from './prepare.ts';
import { signingWallets, type LocalAccount } from './transfers.ts';
import type { Transfer } from '../../devnet/wallets.ts';

export interface SeedOptions {
  v2: string;
  v3?: string;
  apiKey?: string;
  accounts: LocalAccount[];
  rounds?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

type Ask = ReturnType<typeof httpAsk>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, deadline: number): Promise<T> {
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`seeding the local network: timed out waiting for ${what}`);
    await sleep(250);
  }
}

async function walletSeqno(ask: Ask, v2: string, address: string): Promise<number | undefined> {
  const a = await ask({ method: 'GET', url: `${v2}/getWalletInformation?address=${encodeURIComponent(address)}` });
  const seqno = (a.json as { result?: { seqno?: unknown } } | undefined)?.result?.seqno;
  return typeof seqno === 'number' ? seqno : undefined;
}

async function mcSeqno(ask: Ask, url: string, pick: (json: unknown) => unknown): Promise<number | undefined> {
  const seqno = pick((await ask({ method: 'GET', url })).json);
  return typeof seqno === 'number' ? seqno : undefined;
}

function jettonTransfer(to: string, responseTo: string): Cell {
  return beginCell().storeUint(0x0f8a7ea5, 32).storeUint(7, 64).storeCoins(1000n).storeAddress(Address.parse(to))
    .storeAddress(Address.parse(responseTo)).storeBit(0).storeCoins(toNano('0.01')).storeBit(0).endCell();
}

function nftTransfer(to: string, responseTo: string): Cell {
  return beginCell().storeUint(0x5fcc3d14, 32).storeUint(9, 64).storeAddress(Address.parse(to)).storeAddress(Address.parse(responseTo))
    .storeBit(0).storeCoins(toNano('0.01')).storeBit(0).endCell();
}

export async function seedHistory(o: SeedOptions): Promise<{ messages: number; mcSeqno: number }> {
  const ask = httpAsk(o.apiKey);
  const log = o.log ?? (() => {});
  const deadline = Date.now() + (o.timeoutMs ?? 120_000);
  const rounds = o.rounds ?? 2;
  const wallets = await signingWallets(o.accounts);
  if (wallets.length < 2) throw new Error('the local network has fewer than two genesis wallets to sign for');

  // The last wallet receives the jetton and the NFT; their owners attach the transfer to their last round.
  const receiver = wallets[wallets.length - 1]!.address;
  const extra = new Map<string, Transfer[]>();
  const jw = o.accounts.find((a) => a.kind === 'jetton-wallet' && a.owner && a.owner !== receiver);
  if (jw) extra.set(jw.owner!, [{ to: jw.address, value: toNano('0.2'), body: jettonTransfer(receiver, jw.owner!), bounce: true }]);
  const item = o.accounts.find((a) => a.kind === 'nft-item' && a.owner && a.owner !== receiver);
  if (item) extra.set(item.owner!, [...(extra.get(item.owner!) ?? []), { to: item.address, value: toNano('0.2'), body: nftTransfer(receiver, item.owner!), bounce: true }]);

  let messages = 0;
  for (let r = 0; r < rounds; r++) {
    const sent: Array<{ address: string; seqno: number }> = [];
    for (const [i, w] of wallets.entries()) {
      const seqno = await until(`the seqno of ${w.address}`, () => walletSeqno(ask, o.v2, w.address), deadline);
      const list: Transfer[] = [{ to: wallets[(i + 1 + r) % wallets.length]!.address, value: toNano(1 + i), body: `load seed ${r}.${i}` }];
      if (r === rounds - 1) list.push(...(extra.get(w.address) ?? []));
      const a = await ask({ method: 'POST', url: `${o.v2}/sendBoc`, body: JSON.stringify({ boc: w.externalBoc(seqno, list) }) });
      if (a.status !== 200) throw new Error(`seeding the local network: sendBoc answered ${a.status} ${JSON.stringify(a.json)}`);
      sent.push({ address: w.address, seqno });
      messages += list.length;
    }
    for (const s of sent) {
      await until(`the transfer of ${s.address} (seqno ${s.seqno}) to be applied`, async () => ((await walletSeqno(ask, o.v2, s.address)) ?? 0) > s.seqno || undefined, deadline);
    }
    log(`seed round ${r + 1}/${rounds}: ${sent.length} wallet transfers applied`);
  }

  // Jetton and NFT cascades take a few more blocks; then the index must hold all of them.
  const v2Head = (j: unknown) => (j as { result?: { last?: { seqno?: unknown } } } | undefined)?.result?.last?.seqno;
  const start = await until('the v2 masterchain head', () => mcSeqno(ask, `${o.v2}/getMasterchainInfo`, v2Head), deadline);
  const target = await until('four more masterchain blocks', async () => {
    const s = await mcSeqno(ask, `${o.v2}/getMasterchainInfo`, v2Head);
    return s !== undefined && s >= start + 4 ? s : undefined;
  }, deadline);
  if (o.v3) {
    const v3Head = (j: unknown) => (j as { last?: { seqno?: unknown } } | undefined)?.last?.seqno;
    await until(`the indexer to reach masterchain block ${target}`, async () => {
      const s = await mcSeqno(ask, `${o.v3}/masterchainInfo`, v3Head);
      return s !== undefined && s >= target ? s : undefined;
    }, deadline);
    log(`indexer caught up with masterchain block ${target}`);
  }
  return { messages, mcSeqno: target };
}
