/**
 * Action classification over one trace: each node (transaction + its in-message) is a basic block
 * (ton_transfer / call_contract / tick_tock); known opcode patterns replace basic blocks with typed ones.
 */
import type { Slice } from '@ton/core';
import type { Action, TraceInput } from './model.ts';
import { body, comment, failed, OP, u32, type Make, type Node } from './parts.ts';
import { actionMaker } from './make.ts';
import { buildTree } from './trace-tree.ts';
import { protocolActions, PROTOCOL_TYPES } from './protocols/index.ts';
import { dexActions, DEX_TYPES } from './dex/index.ts';
import { failedIntents } from './wallet-intents.ts';
import { dnsChange } from './dns.ts';
import type { ActionData } from '../../contract/action-data.ts';

export { OP } from './parts.ts';
export { actionId } from './make.ts';

/** Types this classifier produces. */
export const COVERED_TYPES = [
  'ton_transfer',
  'call_contract',
  'contract_deploy',
  'tick_tock',
  'jetton_transfer',
  'jetton_burn',
  'jetton_mint',
  'nft_transfer',
  'nft_purchase',
  'nft_mint',
  'change_dns',
  'delete_dns',
  'renew_dns',
  ...DEX_TYPES,
  ...PROTOCOL_TYPES,
];

/** A marketplace fixed-price sale or auction contract known for this address (its price, marketplace and seller). */
function saleOf(
  trace: TraceInput,
  address: string,
): { kind: 'sale' | 'auction'; price: unknown; marketplace: string | null; prevOwner: string | null } | null {
  const i = trace.interfaces[address];
  if (i?.NftSale)
    return {
      kind: 'sale',
      price: i.NftSale.full_price ?? null,
      marketplace: (i.NftSale.marketplace_address as string) ?? null,
      prevOwner: (i.NftSale.nft_owner_address as string) ?? null,
    };
  if (i?.NftAuction)
    return {
      kind: 'auction',
      price: i.NftAuction.last_bid ?? null,
      marketplace: (i.NftAuction.mp_addr as string) ?? null,
      prevOwner: (i.NftAuction.nft_owner as string) ?? null,
    };
  return null;
}

/** A TEP-62 forward_payload:(Either Cell ^Cell) at the end of a body, as a BOC; null when the body ends before it. */
function forwardPayload(s: Slice): string | null {
  const fwd = s.remainingBits > 0 || s.remainingRefs > 0 ? (s.loadBit() ? s.loadRef() : s.asCell()) : null;
  return fwd ? fwd.toBoc().toString('base64') : null;
}

/** ownership_assigned#05138d91 query_id:uint64 prev_owner:MsgAddress forward_payload; null when not that layout. */
function ownershipAssigned(n: Node): { query_id: bigint; forward_payload: string | null } | null {
  try {
    const s = body(n.in)!;
    s.skip(32);
    const queryId = s.loadUintBig(64);
    s.loadAddressAny();
    return { query_id: queryId, forward_payload: forwardPayload(s) };
  } catch {
    return null;
  }
}

function deployAction(n: Node, make: Make): Action {
  return {
    ...make('contract_deploy', [n], {
      source: n.in?.source ?? null,
      destination: n.tx.account,
      opcode: u32(n.in?.opcode ?? null),
      value: n.in?.value ?? null,
    }),
    tx_hashes: [n.tx.hash],
  };
}

export function classifyTrace(trace: TraceInput): Action[] {
  const nodes = buildTree(trace);
  const actions: Action[] = [];
  const iface = (a: string | null, kind: string) => (a ? trace.interfaces[a]?.[kind] : undefined);
  const make = actionMaker(trace);

  // DEX swaps first: they span nodes the per-node patterns below would otherwise take as plain transfers.
  actions.push(...dexActions(nodes, trace, make));
  actions.push(...protocolActions(nodes, trace, make));
  for (const n of nodes) {
    if (n.used) continue;
    const op = u32(n.in?.opcode ?? null);
    if (op === OP.jettonTransfer && n.in?.source) {
      const internal = n.children.find((c) => u32(c.in?.opcode ?? null) === OP.internalTransfer);
      // A TON proxy wallet (pTON) pays out TON with the notification itself: there is no receiving jetton wallet.
      const proxyNotify = internal
        ? undefined
        : n.children.find((c) => u32(c.in?.opcode ?? null) === OP.transferNotification);
      const notify =
        internal?.children.find((c) => u32(c.in?.opcode ?? null) === OP.transferNotification) ?? proxyNotify;
      const ns = [n, ...(internal ? [internal] : []), ...(notify ? [notify] : [])];
      const s = body(n.in);
      let data: Partial<ActionData['jetton_transfer_data']> = {};
      let amount: bigint | null = null;
      let dest: string | null = null;
      try {
        s!.skip(32);
        const queryId = s!.loadUintBig(64);
        amount = s!.loadCoins();
        const d = s!.loadMaybeAddress();
        dest = d ? `${d.workChain}:${d.hash.toString('hex').toUpperCase()}` : null;
        const resp = s!.loadMaybeAddress();
        const custom = s!.loadMaybeRef();
        const fwdAmount = s!.loadCoins();
        const fwd = s!.remainingBits > 0 ? (s!.loadBit() ? s!.loadRef() : s!.asCell()) : null;
        const c = comment(fwd ? fwd.beginParse() : null);
        data = {
          query_id: queryId,
          response_destination: resp ? `${resp.workChain}:${resp.hash.toString('hex').toUpperCase()}` : null,
          forward_amount: fwdAmount,
          custom_payload: custom ? custom.toBoc().toString('base64') : null,
          forward_payload: fwd && fwd.bits.length + fwd.refs.length > 0 ? fwd.toBoc().toString('base64') : null,
          comment: c.comment,
          is_encrypted_comment: c.encrypted,
        };
      } catch {
        /* malformed body: keep what was read */
      }
      const wallet = iface(n.tx.account, 'JettonWallet');
      actions.push(
        make('jetton_transfer', ns, {
          source: n.in.source,
          source_secondary: proxyNotify ? null : n.tx.account,
          destination: dest,
          destination_secondary: internal?.tx.account ?? null,
          asset: (wallet?.jetton as string | undefined) ?? null,
          amount,
          jetton_transfer_data: data,
          success: !ns.some((x) => failed(x.tx)) && (internal !== undefined || proxyNotify !== undefined),
        }),
      );
      continue;
    }
    if (op === OP.burn && n.in?.source) {
      const notify = n.children.find((c) => u32(c.in?.opcode ?? null) === OP.burnNotification);
      const s = body(n.in);
      let amount: bigint | null = null;
      try {
        s!.skip(32 + 64);
        amount = s!.loadCoins();
      } catch {
        /* malformed */
      }
      const wallet = iface(n.tx.account, 'JettonWallet');
      actions.push(
        make('jetton_burn', [n, ...(notify ? [notify] : [])], {
          source: n.in.source,
          source_secondary: n.tx.account,
          asset: (wallet?.jetton as string | undefined) ?? notify?.tx.account ?? null,
          amount,
        }),
      );
      continue;
    }
    if ((op === OP.mint || op === OP.mint15) && n.in?.source) {
      const internal = n.children.find((c) => u32(c.in?.opcode ?? null) === OP.internalTransfer);
      if (internal) {
        const notify = internal.children.find((c) => u32(c.in?.opcode ?? null) === OP.transferNotification);
        const s = body(internal.in);
        let amount: bigint | null = null;
        try {
          s!.skip(32 + 64);
          amount = s!.loadCoins();
        } catch {
          /* malformed */
        }
        const wallet = iface(internal.tx.account, 'JettonWallet');
        // `value` is the TON amount field of the mint request (to_address, then coins), as the reference reads it.
        let value: bigint | null = null;
        const mb = body(n.in);
        try {
          mb!.skip(32 + 64);
          mb!.loadAddressAny();
          value = mb!.loadCoins();
        } catch {
          value = internal.in?.value ?? null;
        }
        const excess = internal.children.filter((c) => u32(c.in?.opcode ?? null) === OP.excesses);
        const a = make('jetton_mint', [internal, ...(notify ? [notify] : []), ...excess], {
          source: n.tx.account,
          destination: (wallet?.owner as string | undefined) ?? notify?.tx.account ?? null,
          destination_secondary: internal.tx.account,
          asset: n.tx.account,
          amount,
          value,
        });
        a.tx_hashes = [...new Set([...(n.parent ? [n.parent.tx.hash] : []), n.tx.hash, ...a.tx_hashes])];
        actions.push(a);
        n.used = true;
        continue;
      }
    }
    if (op === OP.nftTransfer && n.in?.source) {
      const item = iface(n.tx.account, 'NftItem');
      const s = body(n.in);
      let newOwner: string | null = null;
      let data: Partial<ActionData['nft_transfer_data']> = {};
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
      data.nft_item_index = item?.index ?? null;
      const notify = n.children.find((c) => u32(c.in?.opcode ?? null) === OP.ownershipAssigned);
      const sale = n.parent && n.parent.tx.account === n.in.source ? saleOf(trace, n.in.source) : null;
      if (sale && n.parent) {
        // Bought through a marketplace sale or auction contract: the transfer is the sale paying out the item.
        const excess = n.children.filter((c) => u32(c.in?.opcode ?? null) === OP.excesses);
        const ns = [n.parent, n, ...(notify ? [notify] : []), ...excess];
        const purchaseData = {
          ...data,
          is_purchase: true,
          price: sale.price,
          marketplace: 'getgems',
          real_prev_owner: sale.prevOwner,
          marketplace_address: sale.marketplace,
        };
        const fields = {
          source: n.in.source,
          destination: newOwner,
          asset_secondary: n.tx.account,
          asset: (item?.collection_address as string | undefined) ?? null,
        };
        const t = make('nft_transfer', ns, { ...fields, nft_transfer_data: { ...purchaseData, payout_comment: null } });
        t.success = !failed(n.tx);
        t.accounts = [...new Set(ns.concat(n.parent.parent ? [n.parent.parent] : []).map((x) => x.tx.account))];
        actions.push(t);
        // nft_purchase is reported for fixed-price sales (what the reference data shows); an auction's end is the transfer alone.
        const payout =
          sale.kind === 'sale' ? n.parent.children.find((c) => c !== n && c.tx.account === sale.prevOwner) : undefined;
        if (payout) {
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
          actions.push(p);
        }
        continue;
      }
      actions.push(
        make('nft_transfer', [n, ...(notify ? [notify] : [])], {
          source: n.in.source,
          destination: newOwner,
          asset_secondary: n.tx.account,
          asset: (item?.collection_address as string | undefined) ?? null,
          nft_transfer_data: data,
        }),
      );
      continue;
    }
    const assigned =
      n.in?.source && (op === null || op === 0) && iface(n.tx.account, 'NftItem')
        ? n.children.find((c) => u32(c.in?.opcode ?? null) === OP.ownershipAssigned)
        : undefined;
    if (assigned && n.in?.source) {
      // Paying the item itself (Fragment/telemint auction): the item assigns itself to the payer and pays the seller out.
      const payouts = n.children.filter((c) => u32(c.in?.opcode ?? null) === OP.telemintPayout);
      const seller = payouts.reduce<Node | undefined>(
        (m, c) => (!m || (c.in?.value ?? 0n) > (m.in?.value ?? 0n) ? c : m),
        undefined,
      );
      const read = ownershipAssigned(assigned);
      const data: Record<string, unknown> = read
        ? {
            query_id: read.query_id,
            is_purchase: true,
            price: n.in.value,
            forward_amount: null,
            custom_payload: null,
            forward_payload: read.forward_payload,
            response_destination: null,
            marketplace: 'fragment',
            real_prev_owner: null,
          }
        : {};
      data.nft_item_index = iface(n.tx.account, 'NftItem')?.index ?? null;
      const a = make('nft_transfer', [n, assigned, ...payouts], {
        source: seller?.tx.account ?? null,
        destination: assigned.tx.account,
        asset_secondary: n.tx.account,
        asset: (iface(n.tx.account, 'NftItem')?.collection_address as string | undefined) ?? null,
        nft_transfer_data: data,
      });
      a.success = !failed(n.tx);
      actions.push(a);
      continue;
    }
    const dns = op === OP.changeDns && n.in?.source ? dnsChange(body(n.in)) : null;
    if (dns && n.in) {
      // The item is the destination; `asset` is its collection (the DNS root or a subdomain collection).
      const collection = (iface(n.tx.account, 'NftItem')?.collection_address as string | undefined) ?? null;
      actions.push(
        make(dns.type, [n], {
          source: n.in.source,
          destination: n.tx.account,
          asset: collection,
          ...(dns.data ? { change_dns_record_data: dns.data } : {}),
        }),
      );
      continue;
    }
    const deploys = n.tx.orig_status !== 'active' && n.tx.end_status === 'active';
    const coll = deploys && n.parent ? iface(n.tx.account, 'NftItem') : undefined;
    if (coll && n.parent) {
      const index = (coll as Record<string, unknown>).index ?? null;
      actions.push(
        make('nft_mint', [n], {
          source: n.parent.tx.account,
          destination: n.tx.account,
          asset: n.parent.tx.account,
          asset_secondary: n.tx.account,
          opcode: op,
          nft_mint_data: { nft_item_index: index },
        }),
      );
      // A freshly minted item announcing its first owner: the item's first transfer, from nobody.
      const assigned = n.children.find((c) => u32(c.in?.opcode ?? null) === OP.ownershipAssigned);
      if (assigned) {
        const read = ownershipAssigned(assigned);
        const data: Record<string, unknown> = read
          ? {
              query_id: read.query_id,
              is_purchase: false,
              price: null,
              nft_item_index: index,
              forward_amount: null,
              custom_payload: null,
              forward_payload: read.forward_payload,
              response_destination: null,
            }
          : {};
        actions.push(
          make('nft_transfer', [assigned], {
            destination: assigned.tx.account,
            asset_secondary: n.tx.account,
            asset: n.parent.tx.account,
            nft_transfer_data: data,
          }),
        );
      }
      continue;
    }
    if (n.tx.descr === 'tick_tock') {
      actions.push(make('tick_tock', [n], {}));
      continue;
    }
    if (n.in && n.in.source === null && !n.tx.messages.some((m) => m.direction === 'out')) {
      // A wallet that sent nothing: its request failed; report what it asked for.
      for (const a of failedIntents(n, trace, make)) actions.push(a);
      continue;
    }
    if (!n.in?.source || !n.in.destination) continue;
    if (op === null || op === 0 || op === OP.encryptedComment) {
      const c = comment(body(n.in));
      actions.push(
        make('ton_transfer', [n], {
          source: n.in.source,
          destination: n.in.destination,
          value: n.in.value,
          ton_transfer_data: { content: c.comment, encrypted: c.encrypted },
        }),
      );
    } else {
      actions.push(
        make('call_contract', [n], {
          source: n.in.source,
          destination: n.in.destination,
          value: n.in.value,
          opcode: op,
        }),
      );
    }
  }
  // Every deployment is a top-level contract_deploy action, also those inside other actions (a jetton wallet
  // created by a transfer, a pool created by a deposit), as the reference lifts them; a minted NFT item is its nft_mint.
  const deployed = new Set(
    actions
      .filter((a) => a.type === 'contract_deploy' || a.type === 'nft_mint')
      .flatMap((a) => (a.type === 'nft_mint' ? [a.destination] : a.tx_hashes)),
  );
  for (const n of nodes) {
    if (
      n.tx.orig_status !== 'active' &&
      n.tx.end_status === 'active' &&
      !deployed.has(n.tx.hash) &&
      !deployed.has(n.tx.account)
    )
      actions.push(deployAction(n, make));
  }
  return actions;
}
