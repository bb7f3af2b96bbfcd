/**
 * swap.coffee pool and vault creation, and MEV-protected holds.
 *
 * A pool is created from two pool creators, one per asset: the asset enters its vault (TON with
 * create_pool_native#c0ffee02, a jetton with a create_pool_jetton#c0ffee11 forward payload), the vault asks the factory
 * (create_pool_creator_request#c0ffee23), which deploys (#c0ffee22) the creator contract. The second creator sends
 * create_pool_request#c0ffee25 to the factory, which deploys the pool; the pool mints LP tokens and logs
 * deposit_liquidity_successful_event#c0ffee33. That creator is part of the coffee_create_pool action and is also listed
 * under it (ancestor_type), as the reference lists a non-v1 action's parts.
 * A vault is created with create_vault#c0ffee06 at the factory, which deploys it. A hold is mev_protect_hold_funds#6bc79e7e
 * carrying TON to the MEV contract, beside the service fee (#c0ffeea0) of the same wallet message.
 *
 * create_pool_native#c0ffee02 query_id:uint64 amount:Coins params:PoolParams creation_params:PoolCreationParams
 * create_pool_jetton#c0ffee11 params:PoolParams creation_params:PoolCreationParams
 * pool_params first:Asset second:Asset amm:uint3 amm_settings:(Maybe ^Cell); public_pool_creation_params recipient:MsgAddressInt ...
 * create_pool_request#c0ffee25 query_id:uint64 amount1:Coins amount2:Coins tx_initiator:MsgAddressInt ...
 * create_vault#c0ffee06 query_id:uint64 asset:Asset
 */
import type { Slice } from '@ton/core';
import type { Action, TraceInput } from '../model.ts';
import { body, failed, OP, raw, u32, type Make, type Node, opOf, withOp } from '../parts.ts';
import { coffeeAsset } from './coffee-liquidity.ts';

const CREATE_POOL_NATIVE = 0xc0ffee02;
const CREATE_POOL_JETTON = 0xc0ffee11;
const CREATOR_REQUEST = 0xc0ffee23;
const DEPLOY = 0xc0ffee22;
const POOL_REQUEST = 0xc0ffee25;
const DEPOSIT_EVENT = 0xc0ffee33;
const NOTIFICATION = 0xc0ffee36;
const CREATE_VAULT = 0xc0ffee06;
const MEV_HOLD = 0x6bc79e7e;
const SERVICE_FEE = 0xc0ffeea0;
const PROVIDE_WALLET_ADDRESS = 0x2c76b973;
const TAKE_WALLET_ADDRESS = 0xd1735400;

/** Pool params and the public creation params' recipient. */
function poolParams(s: Slice) {
  const first = coffeeAsset(s),
    second = coffeeAsset(s);
  s.skip(3);
  s.loadMaybeRef();
  return { first, second, recipient: raw(s.loadAddress()) };
}

interface Creator {
  nodes: Node[];
  deploy: Node;
  action: Partial<Action>;
  user: string | null;
  wallet: string | null;
  provided: string | null;
  first: string | null;
  second: string | null;
}

function creator(request: Node, trace: TraceInput): Creator | null {
  const vault = request.parent;
  const deploy = withOp(request, DEPLOY)[0];
  if (!vault || !deploy) return null;
  const native = opOf(vault) === CREATE_POOL_NATIVE;
  const vaultWallet =
    opOf(vault) === OP.transferNotification && opOf(vault.parent) === OP.internalTransfer ? vault.parent : undefined;
  const userWallet = vaultWallet && opOf(vaultWallet.parent) === OP.jettonTransfer ? vaultWallet.parent : undefined;
  if (!native && !userWallet) return null;
  let params: ReturnType<typeof poolParams>;
  try {
    const s = body(vault.in)!;
    if (native) {
      s.skip(32 + 64);
      s.loadCoins();
    } else {
      s.skip(32 + 64);
      s.loadCoins();
      s.loadAddressAny();
      const p = s.loadBit() ? s.loadRef().beginParse() : s;
      if (p.loadUint(32) !== CREATE_POOL_JETTON) return null;
      params = poolParams(p);
    }
    if (native) params = poolParams(s);
  } catch {
    return null;
  }
  const provided = native
    ? null
    : ((trace.interfaces[userWallet!.tx.account]?.JettonWallet?.jetton as string | undefined) ?? null);
  const user = native ? (vault.in?.source ?? null) : (userWallet!.in?.source ?? null);
  const wallet = userWallet?.tx.account ?? null;
  const nodes = [
    ...(userWallet ? [userWallet, vaultWallet!, ...withOp(vaultWallet, OP.excesses)] : []),
    vault,
    request,
    deploy,
  ];
  return {
    nodes,
    deploy,
    user,
    wallet,
    provided,
    first: params!.first,
    second: params!.second,
    action: {
      source: user,
      source_secondary: wallet,
      destination: params!.recipient,
      destination_secondary: deploy.tx.account,
      asset: provided,
      asset2: params!.first,
      asset2_secondary: params!.second,
      coffee_create_pool_creator_data: {
        provided_asset: provided,
        deposit_recipient: params!.recipient,
        pool_creator_contract: deploy.tx.account,
        asset_1: params!.first,
        asset_2: params!.second,
      },
    },
  };
}

function poolAction(c: Creator, request: Node, make: Make): Action | null {
  const deploy = withOp(request, DEPLOY)[0];
  const log = deploy?.tx.messages.find(
    (m) => m.direction === 'out' && m.destination === null && u32(m.opcode) === DEPOSIT_EVENT,
  );
  if (!deploy || !log) return null;
  let amounts: [bigint, bigint] | null = null;
  let other: string | null = null;
  let minted: bigint | null = null;
  try {
    const s = body(request.in)!;
    s.skip(32 + 64);
    amounts = [s.loadCoins(), s.loadCoins()];
    other = raw(s.loadAddress());
    const e = body(log)!;
    e.skip(32 + 64);
    e.loadCoins();
    e.loadCoins();
    minted = e.loadCoins();
  } catch {
    return null;
  }
  // Amounts and initiators in the order of this creator's asset first.
  const secondFirst = c.provided === c.second && c.provided !== c.first;
  const [amount1, amount2] = secondFirst ? [amounts[1], amounts[0]] : amounts;
  const asset2 = secondFirst ? c.first : c.second;
  const lp = withOp(deploy, OP.internalTransfer)[0];
  const notified = withOp(deploy, NOTIFICATION)[0];
  const ns = [
    ...c.nodes,
    request,
    deploy,
    ...(lp ? [lp, ...withOp(lp, OP.excesses)] : []),
    ...(notified ? [notified] : []),
  ];
  return make('coffee_create_pool', ns, {
    source: c.user,
    source_secondary: c.wallet,
    destination: deploy.tx.account,
    destination_secondary: c.deploy.tx.account,
    asset: c.provided,
    asset2,
    success: !ns.some((n) => failed(n.tx)),
    coffee_create_pool_data: {
      initiator_1: secondFirst ? other : c.user,
      initiator_2: secondFirst ? c.user : other,
      provided_asset: c.provided,
      pool_creator_contract: c.deploy.tx.account,
      asset_1: c.provided,
      asset_2: asset2,
      amount_1: amount1,
      amount_2: amount2,
      lp_tokens_minted: minted,
    },
  });
}

export function coffeeCreateActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const request of nodes) {
    if (request.used || opOf(request) !== CREATOR_REQUEST) continue;
    const c = creator(request, trace);
    if (!c) continue;
    const poolRequest = withOp(c.deploy, POOL_REQUEST)[0];
    const inner = make('coffee_create_pool_creator', c.nodes, {
      ...c.action,
      success: !c.nodes.some((n) => failed(n.tx)),
    });
    const pool = poolRequest ? poolAction(c, poolRequest, make) : null;
    if (pool) Object.assign(inner, { ancestor_type: ['coffee_create_pool'], parent_action_id: pool.action_id });
    out.push(inner, ...(pool ? [pool] : []));
  }
  for (const n of nodes) {
    if (n.used || !n.in?.source) continue;
    const op = opOf(n);
    if (op === CREATE_VAULT) {
      const deploy = withOp(n, DEPLOY)[0];
      if (!deploy) continue;
      let asset: string | null;
      try {
        const s = body(n.in)!;
        s.skip(32 + 64);
        asset = coffeeAsset(s);
      } catch {
        continue;
      }
      // The new vault of a jetton asks its master for its wallet address (and gets it back).
      const asks = withOp(deploy, PROVIDE_WALLET_ADDRESS);
      const ns = [n, deploy, ...asks, ...asks.flatMap((a) => withOp(a, TAKE_WALLET_ADDRESS))];
      out.push(
        make('coffee_create_vault', ns, {
          source: n.in.source,
          destination: deploy.tx.account,
          asset,
          value: n.in.value,
          success: !ns.some((x) => failed(x.tx)),
          coffee_create_vault_data: { asset, vault: deploy.tx.account },
        }),
      );
    } else if (op === MEV_HOLD) {
      const fee = n.parent?.children.find((c) => opOf(c) === SERVICE_FEE && !c.used);
      const ns = [n, ...(fee ? [fee] : [])];
      out.push(
        make('coffee_mev_protect_hold_funds', ns, {
          source: n.in.source,
          destination: n.tx.account,
          asset: null,
          amount: n.in.value,
          success: !ns.some((x) => failed(x.tx)),
          coffee_mev_protect_hold_funds_data: { mev_contract: n.tx.account, asset: null, amount: n.in.value },
        }),
      );
    }
  }
  return out;
}
