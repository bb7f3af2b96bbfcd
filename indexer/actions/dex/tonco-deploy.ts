/**
 * TONCO pool deployment: ROUTERV3_CREATE_POOL#2e3034ef to the router, which deploys the pool with POOLV3_INIT#441c39ed.
 *
 * ROUTERV3_CREATE_POOL#2e3034ef query_id:uint64 jetton_wallet0:MsgAddress jetton_wallet1:MsgAddress tick_spacing:int24
 *   initial_price_x96:uint160 protocol_fee:uint16 lp_fee_base:uint16 lp_fee_current:uint16 nftv3_content:^Cell
 *   nftv3item_content:^Cell ^[jetton0_minter:MsgAddress jetton1_minter:MsgAddress controller:MsgAddress]
 *
 * POOLV3_INIT#441c39ed query_id:uint64 from_admin:Bool has_admin:Bool admin_addr:MsgAddress has_controller:Bool
 *   controller_addr:MsgAddress set_spacing:Bool tick_spacing:int24 set_price:Bool initial_price_x96:uint160
 *   set_active:Bool pool_active:Bool protocol_fee:uint16 lp_fee_base:uint16 lp_fee_current:uint16 ...
 */
import type { Action } from '../model.ts';
import { body, failed, OP, raw, type Make, type Node, opOf } from '../parts.ts';

const CREATE_POOL = 0x2e3034ef;
const POOL_INIT = 0x441c39ed;

const addr = (a: { workChain: number; hash: Buffer } | null) => (a ? raw(a) : null);

/**
 * Whether the router's init message opens the pool for trading. The create-pool request carries no such flag:
 * the router decides it and writes it into POOLV3_INIT, and the reference stores that bit as is (set_active
 * only says whether the pool applies it). An unreadable init body leaves the field unknown.
 */
function poolActive(init: Node): boolean | null {
  try {
    const s = body(init.in)!;
    s.skip(32 + 64 + 2);
    s.loadAddressAny();
    s.skip(1);
    s.loadAddressAny();
    s.skip(1 + 24 + 1 + 160 + 1);
    return s.loadBit();
  } catch {
    return null;
  }
}

export function toncoDeployActions(nodes: Node[], make: Make): Action[] {
  const out: Action[] = [];
  for (const router of nodes) {
    if (router.used || opOf(router) !== CREATE_POOL || !router.in?.source) continue;
    const pool = router.children.find((c) => opOf(c) === POOL_INIT);
    if (!pool) continue;
    let data: Record<string, unknown>;
    try {
      const s = body(router.in)!;
      s.skip(32 + 64);
      const w0 = addr(s.loadMaybeAddress()),
        w1 = addr(s.loadMaybeAddress());
      const tickSpacing = s.loadInt(24),
        price = s.loadUintBig(160),
        protocolFee = s.loadUint(16),
        lpFeeBase = s.loadUint(16),
        lpFeeCurrent = s.loadUint(16);
      s.loadRef();
      s.loadRef();
      const m = s.loadRef().beginParse();
      data = {
        jetton0_router_wallet: w0,
        jetton1_router_wallet: w1,
        jetton0_minter: addr(m.loadMaybeAddress()),
        jetton1_minter: addr(m.loadMaybeAddress()),
        tick_spacing: tickSpacing,
        initial_price_x96: price,
        protocol_fee: protocolFee,
        lp_fee_base: lpFeeBase,
        lp_fee_current: lpFeeCurrent,
        pool_active: poolActive(pool),
      };
    } catch {
      continue;
    }
    const ns = [router, pool, ...pool.children.filter((c) => opOf(c) === OP.excesses)];
    out.push(
      make('tonco_deploy_pool', ns, {
        source: router.in.source,
        destination: router.tx.account,
        destination_secondary: pool.tx.account,
        success: !ns.some((n) => failed(n.tx)),
        tonco_deploy_pool_data: data,
      }),
    );
  }
  return out;
}
