// A little history on the fresh local network before the suite runs, so every list the APIs serve
// has records: plain transfers between genesis wallets (with comments), jetton transfers, a burn and NFT
// transfers, each signed by the owning genesis wallet and cut into blocks.
import { Address, beginCell, toNano } from '@ton/core';
import type { Devnet } from '../../../devnet/index.ts';
import { signingWallets, type LocalAccount, type Transfer } from '../../../devnet/wallets.ts';

export async function seedHistory(devnet: Devnet, rounds = 2): Promise<{ transactions: number }> {
  const accounts = devnet.accounts as LocalAccount[];
  const wallets = await signingWallets(accounts);
  if (wallets.length < 2) throw new Error('the local network has fewer than two genesis wallets to sign for');
  const seqnos = new Map<string, number>();
  let transactions = 0;
  const send = async (from: string, transfers: Transfer[]): Promise<void> => {
    const w = wallets.find((x) => x.address === from);
    if (!w) throw new Error(`no signing wallet for ${from}`);
    const seqno = seqnos.get(from) ?? 0;
    seqnos.set(from, seqno + 1);
    transactions += (await devnet.chain.sendExternal(Buffer.from(w.externalBoc(seqno, transfers), 'base64'))).transactions;
  };
  for (let r = 0; r < rounds; r++) {
    for (const [i, w] of wallets.entries()) {
      const to = wallets[(i + 1 + r) % wallets.length]!.address;
      await send(w.address, [{ to, value: toNano(1 + i), body: `seed ${r}.${i}` }]);
    }
    await devnet.chain.produceBlock();
  }
  // Two jetton transfers, a burn and two NFT transfers: every transfer list then has rows whose order,
  // paging and windows the parameter cases can observe (one row proves none of them).
  const other = wallets[wallets.length - 1]!.address;
  const jettonWallets = accounts.filter((a) => a.kind === 'jetton-wallet' && a.owner && a.owner !== other);
  // The two owners pay each other, and the first NFT's owner receives the second: some owner is then on
  // both sides of a transfer, which is what makes `direction` observable.
  const pair = jettonWallets.slice(0, 2);
  for (const [i, jw] of pair.entries()) {
    const to = pair.length === 2 ? pair[1 - i]!.owner! : other;
    const body = beginCell().storeUint(0x0f8a7ea5, 32).storeUint(7 + i, 64).storeCoins(1000n + BigInt(i)).storeAddress(Address.parse(to))
      .storeAddress(Address.parse(jw.owner!)).storeBit(0).storeCoins(toNano('0.01')).storeBit(0).endCell();
    await send(jw.owner!, [{ to: jw.address, value: toNano('0.2'), body, bounce: true }]);
    await devnet.chain.produceBlock();
  }
  const burner = jettonWallets[2];
  if (burner) {
    const body = beginCell().storeUint(0x595f07bc, 32).storeUint(21, 64).storeCoins(500n).storeAddress(Address.parse(burner.owner!)).storeBit(0).endCell();
    await send(burner.owner!, [{ to: burner.address, value: toNano('0.2'), body, bounce: true }]);
  }
  const items = accounts.filter((a) => a.kind === 'nft-item' && a.owner && a.owner !== other);
  for (const [i, item] of items.slice(0, 2).entries()) {
    const to = i === 1 && items[0]!.owner !== item.owner ? items[0]!.owner! : other;
    const body = beginCell().storeUint(0x5fcc3d14, 32).storeUint(9 + i, 64).storeAddress(Address.parse(to)).storeAddress(Address.parse(item.owner!))
      .storeBit(0).storeCoins(toNano('0.01')).storeBit(0).endCell();
    await send(item.owner!, [{ to: item.address, value: toNano('0.2'), body, bounce: true }]);
    await devnet.chain.produceBlock();
  }
  // The jetton and NFT cascades run over several rounds.
  for (let i = 0; i < 4; i++) await devnet.chain.produceBlock();
  return { transactions };
}
