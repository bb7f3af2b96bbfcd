/**
 * DeDust swap hops, one per pool. The asset enters a vault: a jetton vault through transfer_notification, the native
 * vault through swap#ea06185d. The vault sends swap_external#61ee542d to the first pool; a pool either passes the route
 * on with swap_peer#72aca8aa or has the vault of the asset out pay (payout_from_pool#ad4eb6f5), which sends a jetton
 * transfer or TON (payout#474f86cf) to the recipient. Every pool that swapped logs swap#9c610de3 as an external-out
 * message: the amounts and assets of the hop and the route's sender are read from it. Hops of one route are joined
 * by `chain.ts` (each hop's exit is the next pool's node).
 *
 * swap#9c610de3 asset_in:Asset asset_out:Asset amount_in:Coins amount_out:Coins ^[sender_addr:MsgAddressInt
 *   referral_addr:MsgAddress reserve0:Coins reserve1:Coins]
 * native$0000 = Asset; jetton$0001 workchain_id:int8 address:uint256 = Asset.
 */
import { body, failed, OP, raw, u32, type Node, opOf, withOp } from '../parts.ts';
import { asset, NATIVE_PAYOUT } from './dedust-common.ts';
import type { Hop } from './hop.ts';

const NATIVE_SWAP = 0xea06185d;
const SWAP_EXTERNAL = 0x61ee542d;
const SWAP_PEER = 0x72aca8aa;
const PAYOUT_FROM_POOL = 0xad4eb6f5;
const SWAP_LOG = 0x9c610de3;

interface SwapLog {
  assetIn: string | null;
  assetOut: string | null;
  amountIn: bigint;
  amountOut: bigint;
  sender: string | null;
}

/** The pool's swap log: an external-out message of its transaction (checked by opcode before its body is read). */
function swapLog(pool: Node): SwapLog | null {
  const m = pool.tx.messages.find((x) => x.direction === 'out' && x.destination === null && u32(x.opcode) === SWAP_LOG);
  if (!m) return null;
  try {
    const s = body(m)!;
    s.skip(32);
    const assetIn = asset(s),
      assetOut = asset(s),
      amountIn = s.loadCoins(),
      amountOut = s.loadCoins();
    let sender: string | null = null;
    try {
      sender = raw(s.loadRef().beginParse().loadAddress());
    } catch {
      /* no sender */
    }
    return { assetIn, assetOut, amountIn, amountOut, sender };
  } catch {
    return null;
  }
}

/** The owner a jetton transfer is addressed to (its destination field). */
function transferDestination(n: Node): string | null {
  try {
    const s = body(n.in)!;
    s.skip(32 + 64);
    s.loadCoins();
    return raw(s.loadAddress());
  } catch {
    return null;
  }
}

export function dedustHops(nodes: Node[]): Hop[] {
  const out: Hop[] = [];
  for (const pool of nodes) {
    const op = opOf(pool);
    if (pool.used || (op !== SWAP_EXTERNAL && op !== SWAP_PEER) || !pool.parent) continue;
    const fromPool = op === SWAP_PEER;
    const nextPool = withOp(pool, SWAP_PEER)[0];
    const payout = nextPool ? undefined : withOp(pool, PAYOUT_FROM_POOL)[0];
    const log = swapLog(pool);
    if (!log && !nextPool && !payout) continue;
    // The vault of the asset out pays a jetton transfer (its jetton wallet → the recipient's) or TON.
    const wout = withOp(payout, OP.jettonTransfer)[0];
    const wd = withOp(wout, OP.internalTransfer)[0];
    const tonOut = wout ? undefined : withOp(payout, NATIVE_PAYOUT)[0];
    const delivered = wd
      ? wd.children.filter((c) => opOf(c) === OP.transferNotification || opOf(c) === OP.excesses)
      : [];
    // The vault the asset came into: ← transfer_notification ← the vault's jetton wallet ← the user's wallet, or ← swap from the user (TON).
    const vault = fromPool ? undefined : pool.parent;
    const notified = opOf(vault) === OP.transferNotification ? vault : undefined;
    const nativeIn = opOf(vault) === NATIVE_SWAP ? vault : undefined;
    if (!fromPool && !notified && !nativeIn) continue;
    const vaultWallet = notified?.parent && opOf(notified.parent) === OP.internalTransfer ? notified.parent : undefined;
    const userWallet =
      vaultWallet?.parent && opOf(vaultWallet.parent) === OP.jettonTransfer ? vaultWallet.parent : undefined;
    const root = fromPool ? undefined : (userWallet ?? nativeIn)?.parent;
    const entry = fromPool ? pool : (vaultWallet ?? vault)!;
    const inNodes = fromPool
      ? [pool]
      : [
          ...(root ? [root] : []),
          ...(userWallet ? [userWallet] : []),
          ...(vaultWallet ? [vaultWallet, ...withOp(vaultWallet, OP.excesses)] : []),
          vault!,
          pool,
        ];
    const ns = [
      ...inNodes,
      ...(payout ? [payout] : []),
      ...(wout ? [wout] : []),
      ...(wd ? [wd, ...delivered] : []),
      ...(tonOut ? [tonOut] : []),
    ];
    const user = fromPool ? null : (log?.sender ?? userWallet?.in?.source ?? nativeIn?.in?.source ?? null);
    const inAsset = log ? log.assetIn : null;
    const outAsset = log ? log.assetOut : null;
    const receiver = wout ? transferDestination(wout) : (tonOut?.in?.destination ?? null);
    out.push({
      dex: 'dedust',
      nodes: ns,
      root,
      entry,
      exit: nextPool ?? wout ?? tonOut ?? payout,
      user,
      userWallet: userWallet?.tx.account ?? null,
      dexAddress: vault?.tx.account ?? null,
      dexWallet: vaultWallet?.tx.account ?? null,
      inAmount: log?.amountIn ?? null,
      inAsset,
      inPeerAsset: inAsset,
      outAmount: log?.amountOut ?? null,
      outAsset,
      outPeerAsset: outAsset,
      outSource: payout?.tx.account ?? null,
      outSourceWallet: wout?.tx.account ?? null,
      receiver,
      receiverWallet: wd?.tx.account ?? null,
      destinationSecondary: wd?.tx.account ?? null,
      success:
        log !== null &&
        !ns.some((n) => failed(n.tx)) &&
        (nextPool !== undefined || wout !== undefined || tonOut !== undefined),
    });
  }
  return out;
}
