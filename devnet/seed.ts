// A little real activity on a fresh local network, so that every list the APIs serve has records
// from the first minute: transfers with comments between genesis wallets, jetton transfers and a burn,
// NFT transfers, a multisig order proposed (and approved once) by a signer, and a DNS record change by the
// domain's owner. Each message is signed by the genesis wallet that owns the contract, exactly as a
// wallet app would sign it, and cut into blocks. `make run` (devnet --seed), the conformance suite's
// local stack and the load runner all start from this same history.
import { Address, beginCell, internal, toNano } from '@ton/core';
import { dnsCategory } from './genesis/contracts.ts';
import { MULTISIG_SIGNERS } from './genesis/index.ts';
import { newOrderBody, packOrder } from './genesis/multisig/genesis.ts';
import type { Devnet } from './index.ts';
import { signingWallets, type LocalAccount, type Transfer } from './wallets.ts';

export interface SeedSummary {
  /** transactions the seeded messages caused, cascades included */
  transactions: number;
  /** what was sent, one line each, for logs and reports */
  activity: string[];
}

const JETTON_TRANSFER = 0x0f8a7ea5;
const NFT_TRANSFER = 0x5fcc3d14;
const JETTON_BURN = 0x595f07bc;
const CHANGE_DNS_RECORD = 0x4eb1f0f9;

/** Runs on a devnet whose genesis wallets have sent nothing yet (their seqnos are counted from 0). */
export async function seedHistory(devnet: Devnet, rounds = 2): Promise<SeedSummary> {
  const accounts = devnet.accounts as LocalAccount[];
  const wallets = await signingWallets(accounts);
  if (wallets.length < 2) throw new Error('the local network has fewer than two genesis wallets to sign for');
  const seqnos = new Map<string, number>();
  const activity: string[] = [];
  let transactions = 0;
  const send = async (from: string, transfers: Transfer[]): Promise<void> => {
    const w = wallets.find((x) => x.address === from);
    if (!w) throw new Error(`no signing wallet for ${from}`);
    const seqno = seqnos.get(from) ?? 0;
    seqnos.set(from, seqno + 1);
    transactions += (await devnet.chain.sendExternal(Buffer.from(w.externalBoc(seqno, transfers), 'base64')))
      .transactions;
  };
  for (let r = 0; r < rounds; r++) {
    for (const [i, w] of wallets.entries()) {
      const to = wallets[(i + 1 + r) % wallets.length]!.address;
      await send(w.address, [{ to, value: toNano(1 + i), body: `seed ${r}.${i}` }]);
    }
    await devnet.chain.produceBlock();
  }
  activity.push(`${rounds * wallets.length} TON transfers with comments between genesis wallets`);

  // Two jetton transfers, a burn and two NFT transfers: every transfer list then has rows whose order,
  // paging and windows can be observed (one row proves none of them).
  const other = wallets[wallets.length - 1]!.address;
  const jettonWallets = accounts.filter((a) => a.kind === 'jetton-wallet' && a.owner && a.owner !== other);
  // The two owners pay each other, and the first NFT's owner receives the second: some owner is then on
  // both sides of a transfer, which is what makes a `direction` filter observable.
  const pair = jettonWallets.slice(0, 2);
  for (const [i, jw] of pair.entries()) {
    const to = pair.length === 2 ? pair[1 - i]!.owner! : other;
    const body = beginCell()
      .storeUint(JETTON_TRANSFER, 32)
      .storeUint(7 + i, 64)
      .storeCoins(1000n + BigInt(i))
      .storeAddress(Address.parse(to))
      .storeAddress(Address.parse(jw.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await send(jw.owner!, [{ to: jw.address, value: toNano('0.2'), body, bounce: true }]);
    await devnet.chain.produceBlock();
  }
  if (pair.length) activity.push(`${pair.length} jetton transfers`);
  const burner = jettonWallets[2];
  if (burner) {
    const body = beginCell()
      .storeUint(JETTON_BURN, 32)
      .storeUint(21, 64)
      .storeCoins(500n)
      .storeAddress(Address.parse(burner.owner!))
      .storeBit(0)
      .endCell();
    await send(burner.owner!, [{ to: burner.address, value: toNano('0.2'), body, bounce: true }]);
    activity.push('a jetton burn');
  }
  const items = accounts.filter((a) => a.kind === 'nft-item' && a.owner && a.owner !== other);
  const moved = items.slice(0, 2);
  for (const [i, item] of moved.entries()) {
    const to = i === 1 && items[0]!.owner !== item.owner ? items[0]!.owner! : other;
    const body = beginCell()
      .storeUint(NFT_TRANSFER, 32)
      .storeUint(9 + i, 64)
      .storeAddress(Address.parse(to))
      .storeAddress(Address.parse(item.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await send(item.owner!, [{ to: item.address, value: toNano('0.2'), body, bounce: true }]);
    await devnet.chain.produceBlock();
  }
  if (moved.length) activity.push(`${moved.length} NFT transfers`);
  const dns = accounts.find((a) => a.kind === 'dns-item' && a.owner && wallets.some((w) => w.address === a.owner));
  if (dns) {
    const adnl = Buffer.alloc(32, 0x5e);
    const body = beginCell()
      .storeUint(CHANGE_DNS_RECORD, 32)
      .storeUint(0, 64)
      .storeUint(dnsCategory('site'), 256)
      .storeRef(beginCell().storeUint(0xad01, 16).storeBuffer(adnl).storeUint(0, 8))
      .endCell();
    await send(dns.owner!, [{ to: dns.address, value: toNano('0.1'), body, bounce: true }]);
    activity.push('a DNS record change (site)');
  }
  const multisig = accounts.find((a) => a.kind === 'multisig');
  const signer = multisig && signerAddress(accounts, 0);
  if (multisig && signer && wallets.some((w) => w.address === signer)) {
    // Order 1 (order 0 is in genesis), proposed by signer 0, who thereby approves it: one of two approvals.
    const order = packOrder([
      {
        mode: 3,
        message: internal({
          to: Address.parse(other),
          value: toNano('1'),
          bounce: false,
          body: 'seeded multisig order',
        }),
      },
    ]);
    const body = newOrderBody({
      orderSeqno: 1n,
      bySigner: true,
      index: 0,
      expirationDate: Math.floor(Date.now() / 1000) + 30 * 86400,
      order,
    });
    await send(signer, [{ to: multisig.address, value: toNano('0.5'), body, bounce: true }]);
    activity.push('a multisig order (1 of 2 approvals)');
  }
  // The jetton, NFT, DNS and multisig cascades run over several rounds.
  for (let i = 0; i < 4; i++) await devnet.chain.produceBlock();
  return { transactions, activity };
}

function signerAddress(accounts: LocalAccount[], index: number): string | undefined {
  const [version, n] = MULTISIG_SIGNERS[index] ?? [];
  return accounts.find((a) => a.kind === 'wallet' && a.version === version && a.index === n)?.address;
}
