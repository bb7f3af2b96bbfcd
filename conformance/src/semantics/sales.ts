// NFTs on sale: the items the index reports held by a sale or auction contract, and what a getgems fixed-price sale
// answers on chain (get_sale_data), the truth /nft/sales and /nft/items must repeat.
import { Cell } from '@ton/core';
import { otherOk, skip, type CaseContext } from '../case.ts';
import { at, records } from '../values.ts';

type Entry = { '@type': string; number?: { number: string }; slice?: { bytes: string }; cell?: { bytes: string } };

export interface HeldItem {
  item: string;
  contract: string;
  owner?: string;
}

/** Items the index lists as held by a sale or auction contract (the newest first hundred items read). */
export async function heldItems(ctx: CaseContext<'v3'>): Promise<HeldItem[]> {
  const body = ctx.ok(
    await ctx.call({ operationId: 'getNftItems', args: { sort_by_last_transaction_lt: true, limit: 100 } }),
  );
  const out: HeldItem[] = [];
  for (const i of records(at(body, 'nft_items'))) {
    const contract = i.sale_contract_address ?? i.auction_contract_address;
    if (typeof contract === 'string')
      out.push({
        item: String(i.address),
        contract,
        owner: typeof i.real_owner === 'string' ? i.real_owner : undefined,
      });
  }
  if (!out.length) skip('the index lists no NFT item held by a sale or auction contract');
  return out;
}

const addr = (e: Entry | undefined) =>
  Cell.fromBase64(e?.slice?.bytes ?? e?.cell?.bytes ?? '')
    .beginParse()
    .loadAddress()
    .toRawString()
    .toUpperCase();
const num = (e: Entry | undefined) => String(BigInt(e?.number?.number ?? '-1'));

/** get_sale_data of a getgems fixed-price sale ('FIXP'), or undefined for any other contract. */
export async function chainSale(ctx: CaseContext<'v3'>, address: string) {
  const r = await otherOk(ctx, 'runGetMethodStd', { address, method: 'get_sale_data', stack: [] });
  const s = r.stack as Entry[];
  if (r.exit_code !== 0 || num(s[0]) !== String(0x46495850)) return undefined;
  return {
    is_complete: num(s[1]) !== '0',
    created_at: Number(num(s[2])),
    marketplace_address: addr(s[3]),
    nft_address: addr(s[4]),
    nft_owner_address: addr(s[5]),
    full_price: num(s[6]),
    marketplace_fee_address: addr(s[7]),
    marketplace_fee: num(s[8]),
    royalty_address: addr(s[9]),
    royalty_amount: num(s[10]),
  };
}
