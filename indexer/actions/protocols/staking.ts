/**
 * Liquid staking: Tonstakers (deposit, withdrawal request with a payout NFT, immediate withdrawal, payout for a burnt
 * NFT) and Ethena tsUSDe (USDe deposit, unstake request). Stored as stake_* with `staking_data.provider`.
 */
import type { Action, TraceInput } from '../model.ts';
import { failed, OP, type Make, type Node } from '../parts.ts';
import { addr, bodyAfterOp, build, childOf, childrenOf, jettonAmount, jettonWallet, opOf, read, uniq } from './util.ts';

const TS = {
  deposit: 0x47d54391,
  withdraw: 0x319b0cdc,
  mint: 0x1674b0a0,
  initNft: 0x132f9a45,
  poolWithdrawal: 0x0a77535c,
  nftBurn: 0xf127fe4e,
  nftBurnNotification: 0xed58b0b2,
  distributedAsset: 0xdb3b8abd,
  startDistribution: 0x1140a64f,
} as const;
/** Ethena's tsUSDe master sends the locked tokens to the requester's wallet with this opcode. */
const ETHENA_TIMELOCKED_TRANSFER = 0xb2583ed5;
// The reference recognises an Ethena deposit by these two jetton masters (USDe in, tsUSDe minted).
const USDE = '0:086FA2A675F74347B08DD4606A549B8FDB98829CB282BC1949D3B12FBAED9DCC';
const TSUSDE = '0:D0E545323C7ACB7102653C073377F7E3C67F122EB94D430A250739F109D4A57D';
/** Tonstakers keeps 1 TON of every deposit as its fee. */
const TS_DEPOSIT_FEE = 1_000_000_000n;

const excesses = (n: Node | undefined) => childrenOf(n, OP.excesses);

function tonstakersDeposit(n: Node, make: Make): Action | null {
  if (opOf(n) !== TS.deposit || !n.in?.source) return null;
  const mint = childOf(n, TS.mint);
  const internal = childOf(mint, OP.internalTransfer);
  const notify = childOf(internal, OP.transferNotification);
  const ok = internal !== undefined && !failed(n.tx);
  const a = build(make, 'stake_deposit', uniq([n, mint, internal, notify, ...excesses(internal)]), {
    source: n.in.source,
    destination: n.tx.account,
    asset: mint?.tx.account ?? null,
    amount: (n.in.value ?? 0n) - TS_DEPOSIT_FEE,
    staking_data: { provider: 'liquid_staking', tokens_minted: ok ? jettonAmount(internal) : null },
  });
  a.success = ok && a.success;
  return a;
}

/** A tsTON burn: paid out at once by the pool, or answered with a payout NFT to redeem after the round. */
function tonstakersBurn(n: Node, make: Make): Action | null {
  if (opOf(n) !== OP.burn || !n.in?.source) return null;
  const notify = childOf(n, OP.burnNotification);
  const request = childOf(notify, TS.withdraw);
  if (!notify || !request) return null;
  const burnt = jettonAmount(n);
  const immediate = childOf(request, TS.poolWithdrawal);
  if (immediate) {
    return build(make, 'stake_withdrawal', [n, notify, request, immediate], {
      source: n.in.source,
      destination: request.tx.account,
      asset: notify.tx.account,
      // The pool returns the request's own value together with the withdrawn TON.
      amount: (immediate.in?.value ?? 0n) - (request.in?.value ?? 0n),
      staking_data: { provider: 'liquid_staking', ts_nft: null, tokens_burnt: burnt },
    });
  }
  const mintNft = childOf(request, TS.mint);
  if (!mintNft) return null;
  // The item itself stays for the generic NFT patterns (its nft_mint and first transfer).
  const item = mintNft.children.find((c) => opOf(c) === TS.initNft);
  const a = build(make, 'stake_withdrawal_request', [n, notify, request, mintNft], {
    source: n.in.source,
    source_secondary: n.tx.account,
    destination: request.tx.account,
    asset: notify.tx.account,
    amount: burnt,
    staking_data: { provider: 'liquid_staking', ts_nft: item?.tx.account ?? null },
  });
  a.success = a.success && item !== undefined;
  return a;
}

/** The pool that started the payout round: the sender of the distribution start found above the burnt NFTs. */
function distributionPool(n: Node | undefined): string | null {
  for (let c = n; c; c = c.parent) {
    const op = opOf(c);
    if (op === TS.startDistribution) return c.in?.source ?? null;
    if (op !== TS.nftBurn && op !== TS.nftBurnNotification && op !== TS.distributedAsset) return null;
  }
  return null;
}

function tonstakersNftPayout(n: Node, make: Make): Action | null {
  const notify = n.parent;
  const burn = notify?.parent;
  if (
    opOf(n) !== TS.distributedAsset ||
    opOf(notify) !== TS.nftBurnNotification ||
    opOf(burn) !== TS.nftBurn ||
    !notify ||
    !burn ||
    notify.used ||
    burn.used
  )
    return null;
  const d = read(() => {
    const s = bodyAfterOp(notify)!;
    const tokens = s.loadCoins();
    return { tokens, owner: addr(s.loadAddress()) };
  });
  return build(make, 'stake_withdrawal', [burn, notify, n], {
    source: d?.owner ?? null,
    destination: distributionPool(notify),
    amount: n.in?.value ?? null,
    staking_data: { provider: 'liquid_staking', ts_nft: notify.in?.source ?? null, tokens_burnt: d?.tokens ?? null },
  });
}

/** USDe sent to the Ethena staking contract, which mints tsUSDe to the sender. */
function ethenaDeposit(n: Node, trace: TraceInput, make: Make): Action | null {
  if (opOf(n) !== OP.jettonTransfer || !n.in?.source) return null;
  const internal = childOf(n, OP.internalTransfer);
  const notify = childOf(internal, OP.transferNotification);
  const mint = childOf(notify, OP.mint);
  const minted = childOf(mint, OP.internalTransfer);
  if (!notify || !mint || !minted || jettonWallet(trace, n.tx.account)?.jetton !== USDE || mint.tx.account !== TSUSDE)
    return null;
  return build(
    make,
    'stake_deposit',
    uniq([n, internal, ...excesses(internal), notify, mint, minted, ...excesses(minted)]),
    {
      source: n.in.source,
      source_secondary: n.tx.account,
      destination: notify.tx.account,
      asset: TSUSDE,
      asset2: USDE,
      amount: jettonAmount(n),
      staking_data: { provider: 'ethena', tokens_minted: jettonAmount(minted) },
    },
  );
}

/** tsUSDe sent back to the staking contract: it mints a time-locked claim into the sender's own wallet. */
function ethenaUnstakeRequest(n: Node, trace: TraceInput, make: Make): Action | null {
  if (opOf(n) !== OP.jettonTransfer || !n.in?.source) return null;
  const internal = childOf(n, OP.internalTransfer);
  const notify = childOf(internal, OP.transferNotification);
  const mint = childOf(notify, OP.mint);
  const locked = childOf(mint, ETHENA_TIMELOCKED_TRANSFER);
  if (!internal || !notify || !mint || !locked) return null;
  const source = n.in.source;
  const sent = jettonWallet(trace, n.tx.account);
  const receiver = jettonWallet(trace, locked.tx.account);
  if (
    sent?.owner !== source ||
    receiver?.owner !== source ||
    sent.jetton !== internal.tx.account ||
    receiver.jetton !== locked.in?.source
  )
    return null;
  return build(make, 'stake_withdrawal_request', uniq([n, internal, ...excesses(internal), notify, mint, locked]), {
    source,
    source_secondary: n.tx.account,
    destination: notify.tx.account,
    asset: sent.jetton,
    amount: jettonAmount(internal),
    staking_data: { provider: 'ethena', tokens_minted: jettonAmount(locked) },
  });
}

export function stakingActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    const a =
      tonstakersDeposit(n, make) ??
      tonstakersBurn(n, make) ??
      tonstakersNftPayout(n, make) ??
      ethenaUnstakeRequest(n, trace, make) ??
      ethenaDeposit(n, trace, make);
    if (a) out.push(a);
  }
  return out;
}
