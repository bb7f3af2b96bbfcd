/**
 * TEP-62 transfer#5fcc3d14 to an NFT item, with the new owner's ownership_assigned when it happened. Sent by a
 * marketplace sale or auction contract, it is the sale paying out the item: a purchase, and for a fixed-price sale
 * also an `nft_purchase` holding the seller's payout.
 */
import type { ActionData } from '../../../contract/action-data.ts';
import type { Action, TraceInput } from '../model.ts';
import type { NodeMatcher } from '../matcher.ts';
import { body, comment, failed, iface, OP, opOf, type Make, type Node } from '../parts.ts';
import { forwardPayload, saleOf } from './nft-payload.ts';

type TransferData = Partial<ActionData['nft_transfer_data']>;

function transferData(n: Node): { newOwner: string | null; data: TransferData } {
  const s = body(n.in);
  let newOwner: string | null = null;
  let data: TransferData = {};
  try {
    s!.skip(32);
    const queryId = s!.loadUintBig(64);
    const no = s!.loadAddress();
    newOwner = `${no.workChain}:${no.hash.toString('hex').toUpperCase()}`;
    const resp = s!.loadMaybeAddress();
    const custom = s!.loadMaybeRef();
    const fwdAmount = s!.loadCoins();
    data = {
      query_id: queryId,
      response_destination: resp ? `${resp.workChain}:${resp.hash.toString('hex').toUpperCase()}` : null,
      custom_payload: custom ? custom.toBoc().toString('base64') : null,
      forward_amount: fwdAmount,
      forward_payload: forwardPayload(s!),
      is_purchase: false,
    };
  } catch {
    /* malformed */
  }
  return { newOwner, data };
}

function purchase(
  n: Node & { parent: Node },
  sale: NonNullable<ReturnType<typeof saleOf>>,
  notify: Node | undefined,
  fields: Partial<Action>,
  data: TransferData,
  make: Make,
): Action[] {
  const excess = n.children.filter((c) => opOf(c) === OP.excesses);
  const ns = [n.parent, n, ...(notify ? [notify] : []), ...excess];
  const purchaseData = {
    ...data,
    is_purchase: true,
    price: sale.price,
    marketplace: 'getgems',
    real_prev_owner: sale.prevOwner,
    marketplace_address: sale.marketplace,
  };
  const t = make('nft_transfer', ns, { ...fields, nft_transfer_data: { ...purchaseData, payout_comment: null } });
  t.success = !failed(n.tx);
  t.accounts = [...new Set(ns.concat(n.parent.parent ? [n.parent.parent] : []).map((x) => x.tx.account))];
  // nft_purchase is reported for fixed-price sales (what the reference data shows); an auction's end is the transfer alone.
  const payout =
    sale.kind === 'sale' ? n.parent.children.find((c) => c !== n && c.tx.account === sale.prevOwner) : undefined;
  if (!payout) return [t];
  const c = comment(body(payout.in));
  const p = make('nft_purchase', [...ns, payout], {
    ...fields,
    nft_transfer_data: {
      ...purchaseData,
      payout_amount: payout.in?.value ?? null,
      payout_comment: c.comment,
      payout_comment_encoded: false,
      payout_comment_encrypted: c.encrypted,
    },
  });
  p.success = t.success;
  p.accounts = [...t.accounts, sale.prevOwner!];
  return [t, p];
}

export const nftTransfer: NodeMatcher = {
  name: 'NFT transfer',
  types: ['nft_transfer', 'nft_purchase'],
  claim(n, trace: TraceInput, make) {
    if (opOf(n) !== OP.nftTransfer || !n.in?.source) return null;
    const item = iface(trace, n.tx.account, 'NftItem');
    const { newOwner, data } = transferData(n);
    data.nft_item_index = item?.index ?? null;
    const notify = n.children.find((c) => opOf(c) === OP.ownershipAssigned);
    const fields = {
      source: n.in.source,
      destination: newOwner,
      asset_secondary: n.tx.account,
      asset: (item?.collection_address as string | undefined) ?? null,
    };
    const sale = n.parent && n.parent.tx.account === n.in.source ? saleOf(trace, n.in.source) : null;
    if (sale && n.parent) return purchase(n as Node & { parent: Node }, sale, notify, fields, data, make);
    return [make('nft_transfer', [n, ...(notify ? [notify] : [])], { ...fields, nft_transfer_data: data })];
  },
};
