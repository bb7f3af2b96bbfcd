/**
 * Action classification over one trace: each node (transaction + its in-message) is a basic block
 * (ton_transfer / call_contract / tick_tock); known opcode patterns replace basic blocks with typed ones.
 */
import { createHash } from 'node:crypto';
import { Cell } from '@ton/core';
import type { Action, TraceInput, TraceMessage, TraceTx } from './model.ts';
import { walletIntents } from './wallet-intents.ts';

export const OP = {
  jettonTransfer: 0x0f8a7ea5, internalTransfer: 0x178d4519, transferNotification: 0x7362d09c, excesses: 0xd53276db,
  burn: 0x595f07bc, burnNotification: 0x7bdd97de, mint: 0x642b7d07, mint15: 0x00000015, nftTransfer: 0x5fcc3d14,
  ownershipAssigned: 0x05138d91, changeDns: 0x4eb1f0f9, encryptedComment: 0x2167da4b,
} as const;

/** Types this classifier produces. */
export const COVERED_TYPES = ['ton_transfer', 'call_contract', 'contract_deploy', 'tick_tock', 'jetton_transfer', 'jetton_burn', 'jetton_mint', 'nft_transfer', 'nft_mint', 'change_dns'];

interface Node { tx: TraceTx; in: TraceMessage | undefined; parent?: Node; children: Node[]; used: boolean }

const u32 = (op: number | null) => (op === null ? null : op >>> 0);
const failed = (t: TraceTx) => t.aborted === true || (t.compute_exit_code !== null && t.compute_exit_code !== 0 && t.compute_exit_code !== 1);

export function actionId(key: string, type: string): string {
  return createHash('sha256').update(key + type).digest('base64');
}

type Make = (type: string, ns: Node[], fields: Partial<Action>) => Action;
const raw = (a: { workChain: number; hash: Buffer }) => `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;

function failedIntents(n: Node, trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  const wallet = n.tx.account;
  for (const m of walletIntents(n.in!.body)) {
    if (m.info.type !== 'internal') continue;
    const dest = raw(m.info.dest);
    const s = m.body.beginParse();
    const op = s.remainingBits >= 32 ? s.preloadUint(32) : null;
    if (op === OP.jettonTransfer) {
      try {
        s.skip(32);
        const queryId = s.loadUintBig(64);
        const amount = s.loadCoins();
        const to = s.loadMaybeAddress();
        const resp = s.loadMaybeAddress();
        const custom = s.loadMaybeRef();
        const fwdAmount = s.loadCoins();
        const fwd = s.remainingBits > 0 || s.remainingRefs > 0 ? (s.loadBit() ? s.loadRef() : s.asCell()) : null;
        const c = comment(fwd ? fwd.beginParse() : null);
        const a = make('jetton_transfer', [n], {
          source: wallet, source_secondary: dest, destination: to ? raw(to) : null, asset: (trace.interfaces[dest]?.JettonWallet?.jetton as string | undefined) ?? null, amount,
          jetton_transfer_data: { query_id: queryId, response_destination: resp ? raw(resp) : null, forward_amount: fwdAmount, custom_payload: custom ? custom.toBoc().toString('base64') : null,
            forward_payload: fwd && fwd.bits.length + fwd.refs.length > 0 ? fwd.toBoc().toString('base64') : null, comment: c.comment, is_encrypted_comment: c.encrypted },
        });
        out.push({ ...a, success: false, accounts: [wallet, dest] });
        continue;
      } catch { /* not a jetton transfer body after all */ }
    }
    if (op === null || op === 0 || op === OP.encryptedComment) {
      const c = comment(m.body.beginParse());
      const a = make('ton_transfer', [n], { source: wallet, destination: dest, value: m.info.value.coins, ton_transfer_data: { content: c.comment, encrypted: c.encrypted } });
      out.push({ ...a, success: false, accounts: [wallet] });
    }
  }
  return out;
}

function buildTree(trace: TraceInput): Node[] {
  const nodes = [...trace.transactions].sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0)).map((tx): Node => ({ tx, in: tx.messages.find((m) => m.direction === 'in'), children: [], used: false }));
  const byOut = new Map<string, Node>();
  for (const n of nodes) for (const m of n.tx.messages) if (m.direction === 'out') byOut.set(m.msg_hash, n);
  for (const n of nodes) {
    const p = n.in ? byOut.get(n.in.msg_hash) : undefined;
    if (p) { n.parent = p; p.children.push(n); }
  }
  return nodes;
}

function body(m: TraceMessage | undefined) {
  if (!m?.body) return null;
  try { return Cell.fromBase64(m.body).beginParse(); } catch { return null; }
}

function comment(payloadSlice: ReturnType<typeof body>): { comment: string | null; encrypted: boolean } {
  if (!payloadSlice || payloadSlice.remainingBits < 32) return { comment: null, encrypted: false };
  try {
    const op = payloadSlice.loadUint(32);
    if (op === 0) return { comment: payloadSlice.loadStringTail(), encrypted: false };
    if (op === OP.encryptedComment) return { comment: payloadSlice.loadBuffer(payloadSlice.remainingBits >> 3).toString('base64'), encrypted: true };
  } catch { /* not a comment */ }
  return { comment: null, encrypted: false };
}

export function classifyTrace(trace: TraceInput): Action[] {
  const nodes = buildTree(trace);
  const actions: Action[] = [];
  const iface = (a: string | null, kind: string) => (a ? trace.interfaces[a]?.[kind] : undefined);
  const make = (type: string, ns: Node[], fields: Partial<Action>): Action => {
    const first = ns[0]!;
    const lts = ns.map((n) => n.tx.lt);
    const all = new Set<string>(ns.map((n) => n.tx.hash));
    if (first.parent) all.add(first.parent.tx.hash);
    const a: Action = {
      trace_id: trace.trace_id, action_id: actionId(first.in?.msg_hash ?? first.tx.hash, type), type,
      start_lt: [...lts, ...ns.map((n) => n.in?.created_lt ?? n.tx.lt)].reduce((x, y) => (y < x ? y : x)), end_lt: lts.reduce((x, y) => (y > x ? y : x)),
      start_utime: Math.min(...ns.map((n) => n.tx.now)), end_utime: Math.max(...ns.map((n) => n.tx.now)),
      tx_hashes: [...all], success: !ns.some((n) => failed(n.tx)), source: null, source_secondary: null, destination: null,
      destination_secondary: null, asset: null, asset_secondary: null, opcode: null, value: null, amount: null, accounts: [],
      trace_end_lt: trace.end_lt, trace_end_utime: trace.end_utime, trace_mc_seqno_end: trace.mc_seqno_end,
      trace_external_hash: trace.external_hash, ancestor_type: [], parent_action_id: null, ...fields,
    };
    a.accounts = [...new Set([a.source, a.source_secondary, a.destination, a.destination_secondary, first.parent?.tx.account ?? null, first.tx.account].filter((x): x is string => x !== null))];
    for (const n of ns) n.used = true;
    return a;
  };

  for (const n of nodes) {
    if (n.used) continue;
    const op = u32(n.in?.opcode ?? null);
    if (op === OP.jettonTransfer && n.in?.source) {
      const internal = n.children.find((c) => u32(c.in?.opcode ?? null) === OP.internalTransfer);
      const notify = internal?.children.find((c) => u32(c.in?.opcode ?? null) === OP.transferNotification);
      const ns = [n, ...(internal ? [internal] : []), ...(notify ? [notify] : [])];
      const s = body(n.in);
      let data: Record<string, unknown> = {};
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
          query_id: queryId, response_destination: resp ? `${resp.workChain}:${resp.hash.toString('hex').toUpperCase()}` : null, forward_amount: fwdAmount,
          custom_payload: custom ? custom.toBoc().toString('base64') : null, forward_payload: fwd && fwd.bits.length + fwd.refs.length > 0 ? fwd.toBoc().toString('base64') : null,
          comment: c.comment, is_encrypted_comment: c.encrypted,
        };
      } catch { /* malformed body: keep what was read */ }
      const wallet = iface(n.tx.account, 'JettonWallet');
      actions.push(make('jetton_transfer', ns, {
        source: n.in.source, source_secondary: n.tx.account, destination: dest, destination_secondary: internal?.tx.account ?? null,
        asset: (wallet?.jetton as string | undefined) ?? null, amount, jetton_transfer_data: data,
        success: !ns.some((x) => failed(x.tx)) && internal !== undefined,
      }));
      continue;
    }
    if (op === OP.burn && n.in?.source) {
      const notify = n.children.find((c) => u32(c.in?.opcode ?? null) === OP.burnNotification);
      const s = body(n.in);
      let amount: bigint | null = null;
      try { s!.skip(32 + 64); amount = s!.loadCoins(); } catch { /* malformed */ }
      const wallet = iface(n.tx.account, 'JettonWallet');
      actions.push(make('jetton_burn', [n, ...(notify ? [notify] : [])], { source: n.in.source, source_secondary: n.tx.account, asset: (wallet?.jetton as string | undefined) ?? notify?.tx.account ?? null, amount }));
      continue;
    }
    if ((op === OP.mint || op === OP.mint15) && n.in?.source) {
      const internal = n.children.find((c) => u32(c.in?.opcode ?? null) === OP.internalTransfer);
      if (internal) {
        const notify = internal.children.find((c) => u32(c.in?.opcode ?? null) === OP.transferNotification);
        const s = body(internal.in);
        let amount: bigint | null = null;
        try { s!.skip(32 + 64); amount = s!.loadCoins(); } catch { /* malformed */ }
        const wallet = iface(internal.tx.account, 'JettonWallet');
        // `value` is the TON amount field of the mint request (to_address, then coins), as the reference reads it.
        let value: bigint | null = null;
        const mb = body(n.in);
        try { mb!.skip(32 + 64); mb!.loadAddressAny(); value = mb!.loadCoins(); } catch { value = internal.in?.value ?? null; }
        const excess = internal.children.filter((c) => u32(c.in?.opcode ?? null) === OP.excesses);
        const a = make('jetton_mint', [internal, ...(notify ? [notify] : []), ...excess], {
          source: n.tx.account, destination: (wallet?.owner as string | undefined) ?? notify?.tx.account ?? null, destination_secondary: internal.tx.account,
          asset: n.tx.account, amount, value,
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
      let data: Record<string, unknown> = {};
      try {
        s!.skip(32);
        const queryId = s!.loadUintBig(64);
        const no = s!.loadAddress();
        newOwner = `${no.workChain}:${no.hash.toString('hex').toUpperCase()}`;
        const resp = s!.loadMaybeAddress();
        const custom = s!.loadMaybeRef();
        const fwdAmount = s!.loadCoins();
        data = { query_id: queryId, response_destination: resp ? `${resp.workChain}:${resp.hash.toString('hex').toUpperCase()}` : null, custom_payload: custom ? custom.toBoc().toString('base64') : null, forward_amount: fwdAmount, is_purchase: false };
      } catch { /* malformed */ }
      const notify = n.children.find((c) => u32(c.in?.opcode ?? null) === OP.ownershipAssigned);
      actions.push(make('nft_transfer', [n, ...(notify ? [notify] : [])], {
        source: n.in.source, destination: newOwner, asset_secondary: n.tx.account, asset: (item?.collection_address as string | undefined) ?? null, nft_transfer_data: data,
      }));
      continue;
    }
    if (op === OP.changeDns && n.in?.source) {
      actions.push(make('change_dns', [n], { source: n.in.source, destination: n.tx.account, asset: n.tx.account }));
      continue;
    }
    const deploys = n.tx.orig_status !== 'active' && n.tx.end_status === 'active';
    if (deploys) {
      const coll = n.parent && iface(n.tx.account, 'NftItem');
      if (coll && n.parent) {
        actions.push(make('nft_mint', [n], { source: n.parent.tx.account, destination: n.tx.account, asset: n.parent.tx.account, asset_secondary: n.tx.account, opcode: op, nft_mint_data: { nft_item_index: (coll as Record<string, unknown>).index ?? null } }));
        continue;
      }
      actions.push({ ...make('contract_deploy', [n], { source: n.in?.source ?? null, destination: n.tx.account, opcode: op, value: n.in?.value ?? null }), tx_hashes: [n.tx.hash] });
      n.used = false;
    }
    if (n.tx.descr === 'tick_tock') { actions.push(make('tick_tock', [n], {})); continue; }
    if (n.in && n.in.source === null && !n.tx.messages.some((m) => m.direction === 'out')) {
      // A wallet that sent nothing: its request failed; report what it asked for.
      for (const a of failedIntents(n, trace, make)) actions.push(a);
      continue;
    }
    if (!n.in || !n.in.source || !n.in.destination) continue;
    if (op === null || op === 0 || op === OP.encryptedComment) {
      const c = comment(body(n.in));
      actions.push(make('ton_transfer', [n], { source: n.in.source, destination: n.in.destination, value: n.in.value, ton_transfer_data: { content: c.comment, encrypted: c.encrypted } }));
    } else {
      actions.push(make('call_contract', [n], { source: n.in.source, destination: n.in.destination, value: n.in.value, opcode: op }));
    }
  }
  return actions;
}
