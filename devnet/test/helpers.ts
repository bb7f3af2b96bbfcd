import { beginCell, external, storeMessage, type Address, type Cell, type MessageRelaxed } from '@ton/core';
import { LiteClient } from 'ton-lite-client';
import { devnetKey, openWallet, type WalletVersion } from '../genesis/index.ts';
import type { Devnet } from '../index.ts';

/** A signed external transfer BOC from a genesis wallet, built by @ton/ton exactly as a wallet app would. */
export async function transferBoc(version: WalletVersion, index: number, seqno: number, messages: MessageRelaxed[], opts: { badSignature?: boolean } = {}): Promise<{ boc: Buffer; wallet: Address }> {
  const key = await devnetKey();
  const w = openWallet(version, index, key.publicKey);
  const secretKey = opts.badSignature ? Buffer.from(key.secretKey.map((b, i) => (i === 0 ? b ^ 1 : b))) : key.secretKey;
  // The three wallet classes share this call shape; their unions of argument types do not.
  const create = w.createTransfer.bind(w) as unknown as (a: { seqno: number; secretKey: Buffer; messages: MessageRelaxed[]; sendMode: number }) => Cell | Promise<Cell>;
  const body = await create({ seqno, secretKey, messages, sendMode: 3 });
  const msg = beginCell().store(storeMessage(external({ to: w.address, body }))).endCell();
  return { boc: msg.toBoc(), wallet: w.address };
}

export function inProcessClient(d: Devnet): LiteClient {
  return new LiteClient({ engine: d.inProcessEngine() });
}
