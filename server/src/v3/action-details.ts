/**
 * `details` of a v3 action from its storage row: the generic columns (source, source_secondary, destination,
 * destination_secondary, asset, asset_secondary, asset2, opcode, value, amount, value_extra_currencies) and the
 * type's payload in the jsonb `data` keyed `<name>_data`, mapped per typed variant of the contract's Action
 * union (D17). Addresses come out raw, amounts and query ids as decimal strings, null where storage has nothing;
 * fields the contract marks as omitted-when-empty are left out.
 */
import { Cell } from '@ton/core';
import { opcodeOut } from './convert.ts';
import {
  address,
  amount,
  bool,
  boc,
  extraCurrencies,
  int,
  omitNull,
  payload,
  pick,
  queryId,
  storedData,
  text,
  type ActionRow,
  type Data,
  type Details,
  type DetailsOf,
  type Reads,
  defineMappers,
} from './action-values.ts';
import { PROTOCOL_MAPPERS } from './action-details-protocols.ts';

export { address, amount, type ActionRow } from './action-values.ts';

/** A text or encrypted comment carried by a forward payload; nulls when the payload does not parse as a cell. */
export function payloadComment(b64: string | null): { comment: string | null; encrypted: boolean | null } {
  if (!b64) return { comment: null, encrypted: null };
  let s;
  try {
    s = Cell.fromBase64(b64).beginParse();
  } catch {
    return { comment: null, encrypted: null };
  }
  try {
    if (s.remainingBits >= 32) {
      const op = s.loadUint(32);
      if (op === 0) return { comment: s.loadStringTail(), encrypted: false };
      if (op === 0x2167da4b) return { comment: s.loadBuffer(s.remainingBits >> 3).toString('base64'), encrypted: true };
    }
  } catch {
    /* a payload that starts like a comment but is not one */
  }
  return { comment: null, encrypted: false };
}

const opcode = (r: ActionRow) => (r.opcode === null || r.opcode === undefined ? null : opcodeOut(Number(r.opcode)));

function dexTransfer(v: unknown): NonNullable<DetailsOf<'jetton_swap'>['dex_incoming_transfer']> {
  const t = (v && typeof v === 'object' ? v : {}) as Data;
  return {
    asset: address(t.asset),
    source: address(t.source),
    destination: address(t.destination),
    source_jetton_wallet: address(t.source_jetton_wallet),
    destination_jetton_wallet: address(t.destination_jetton_wallet),
    amount: amount(t.amount),
  };
}

function peerSwaps(v: unknown): NonNullable<DetailsOf<'jetton_swap'>['peer_swaps']> {
  if (!Array.isArray(v)) return [];
  return v
    .filter((p) => p && typeof p === 'object')
    .map((p: Data) => ({
      asset_in: address(p.asset_in),
      amount_in: amount(p.amount_in),
      asset_out: address(p.asset_out),
      amount_out: amount(p.amount_out),
    }));
}

/** The record value written by change_dns, placed in the field its schema names (a DNSText value goes to dns_storage_address, as upstream does). */
function dnsValue(d: Reads<'change_dns_record_data'>): DetailsOf<'change_dns'>['value'] {
  const schema = text(d.value_schema);
  const v = d.value;
  const out: DetailsOf<'change_dns'>['value'] = {
    sum_type: schema,
    dns_smc_address: null,
    dns_adnl_address: null,
    dns_text: null,
    dns_next_resolver_address: null,
    dns_storage_address: null,
    flags: int(d.flags),
  };
  if (schema === 'DNSSmcAddress') out.dns_smc_address = address(v);
  else if (schema === 'DNSNextResolver') out.dns_next_resolver_address = address(v);
  else if (schema === 'DNSAdnlAddress') out.dns_adnl_address = text(v);
  else if (schema === 'DNSStorageAddress' || schema === 'DNSText') out.dns_storage_address = text(v);
  return out;
}

/** Staking providers are reported by their product name; storage may still say `tonstakers`. */
const provider = (v: unknown) => (v === 'tonstakers' ? 'liquid_staking' : text(v));

type StakeType = 'stake_deposit' | 'stake_withdrawal' | 'stake_withdrawal_request';

function stake(r: ActionRow, type: StakeType): DetailsOf<StakeType> {
  const d = payload(r, 'staking_data', `${type}_data`);
  const p = provider(d.provider);
  const common = {
    provider: p,
    stake_holder: address(r.source),
    pool: address(r.destination),
    asset: address(r.asset),
  };
  if (type === 'stake_deposit') {
    const out: DetailsOf<StakeType> = { ...common, amount: amount(r.amount), tokens_minted: amount(d.tokens_minted) };
    if (p === 'ethena') out.source_asset = address(r.asset2);
    return out;
  }
  if (type === 'stake_withdrawal')
    return { ...common, amount: amount(r.amount), payout_nft: address(d.ts_nft), tokens_burnt: amount(d.tokens_burnt) };
  const out: DetailsOf<StakeType> = { ...common, payout_nft: address(d.ts_nft) };
  // A liquid-staking withdrawal request burns the amount it requests; an Ethena one mints a claim.
  if (p === 'liquid_staking') out.tokens_burnt = amount(r.amount);
  else if (p === 'ethena') out.tokens_minted = amount(d.tokens_minted);
  return out;
}

function nftTransfer(r: ActionRow, type: 'nft_transfer' | 'nft_purchase'): DetailsOf<'nft_transfer'> {
  const d = payload(r, 'nft_transfer_data', `${type}_data`);
  const listing = payload(r, 'nft_listing_data');
  const isPurchase = bool(d.is_purchase);
  const forward = boc(d.forward_payload);
  const c = payloadComment(forward);
  const purchase = isPurchase === true || type === 'nft_purchase';
  const realOldOwner = address(d.real_prev_owner ?? d.real_old_owner);
  return omitNull(
    {
      nft_collection: address(r.asset),
      nft_item: address(r.asset_secondary),
      nft_item_index: amount(d.nft_item_index),
      old_owner: address(r.source),
      new_owner: address(r.destination),
      is_purchase: isPurchase,
      price: amount(d.price),
      query_id: queryId(d.query_id),
      response_destination: address(d.response_destination),
      custom_payload: boc(d.custom_payload),
      forward_payload: forward,
      forward_amount: amount(d.forward_amount),
      comment: c.comment,
      is_encrypted_comment: c.encrypted,
      marketplace: purchase ? text(d.marketplace) : null,
      real_old_owner: realOldOwner,
      marketplace_address: address(d.marketplace_address),
      payout_amount: amount(d.payout_amount),
      payout_address: type === 'nft_purchase' ? realOldOwner : address(listing.marketplace_fee_address),
      payout_comment: text(d.payout_comment),
      payout_comment_encrypted: bool(d.payout_comment_encrypted),
      payout_comment_encoded: bool(d.payout_comment_encoded),
      royalty_amount: amount(d.royalty_amount),
      royalty_address: type === 'nft_purchase' ? null : address(listing.royalty_address),
    },
    'old_owner',
    'price',
  );
}

function vaultExcesses(v: unknown): DetailsOf<'dex_deposit_liquidity'>['vault_excesses'] {
  if (!Array.isArray(v)) return null;
  return v.map((e) => {
    const x = (e && typeof e === 'object' ? e : {}) as Data;
    return { asset: address(x.asset), amount: amount(x.amount) };
  });
}

/** DEX liquidity: the pool is the action's destination; DeDust's deposit contract (else the pool) its destination_secondary. */
function liquidityParts(r: ActionRow, d: Reads<'dex_deposit_liquidity_data'> | Reads<'dex_withdraw_liquidity_data'>) {
  const common = {
    dex: text(d.dex),
    amount_1: amount(pick(d, 'amount1', 'amount_1')),
    amount_2: amount(pick(d, 'amount2', 'amount_2')),
    asset_1: address(pick(d, 'asset1', 'asset_1', 'asset1_out')),
    asset_2: address(pick(d, 'asset2', 'asset_2', 'asset2_out')),
    user_jetton_wallet_1: address(d.user_jetton_wallet_1),
    user_jetton_wallet_2: address(d.user_jetton_wallet_2),
  };
  const place = {
    source: address(r.source),
    pool: address(r.destination),
    destination_liquidity: address(r.destination_secondary ?? r.destination),
  };
  const ticks = { tick_lower: int(d.tick_lower), tick_upper: int(d.tick_upper) };
  return { common, place, ticks };
}

function depositLiquidity(r: ActionRow): DetailsOf<'dex_deposit_liquidity'> {
  const d = payload(r, 'dex_deposit_liquidity_data');
  const { common, place, ticks } = liquidityParts(r, d);
  return {
    ...common,
    ...place,
    lp_tokens_minted: amount(d.lp_tokens_minted),
    target_asset_1: address(d.target_asset_1),
    target_asset_2: address(d.target_asset_2),
    target_amount_1: amount(d.target_amount_1),
    target_amount_2: amount(d.target_amount_2),
    vault_excesses: vaultExcesses(d.vault_excesses),
    ...ticks,
    nft_index: amount(d.nft_index),
    nft_address: address(d.nft_address),
  };
}

function withdrawLiquidity(r: ActionRow): DetailsOf<'dex_withdraw_liquidity'> {
  const d = payload(r, 'dex_withdraw_liquidity_data');
  const { common, place, ticks } = liquidityParts(r, d);
  return {
    ...common,
    lp_tokens_burnt: amount(d.lp_tokens_burnt),
    is_refund: null,
    ...place,
    burnt_nft_index: amount(pick(d, 'burned_nft_index', 'burnt_nft_index')),
    burnt_nft_address: address(pick(d, 'burned_nft_address', 'burnt_nft_address')),
    ...ticks,
  };
}

const MAPPERS = defineMappers({
  ton_transfer: (r) => {
    const d = payload(r, 'ton_transfer_data');
    return {
      source: address(r.source),
      destination: address(r.destination),
      value: amount(r.value),
      value_extra_currencies: extraCurrencies(r.value_extra_currencies),
      comment: text(d.content ?? d.comment),
      encrypted: bool(d.encrypted),
    };
  },
  call_contract: (r) => ({
    ...omitNull(
      { opcode: opcode(r), source: address(r.source), destination: address(r.destination), value: amount(r.value) },
      'opcode',
      'source',
      'destination',
      'value',
    ),
    extra_currencies: extraCurrencies(r.value_extra_currencies),
  }),
  contract_deploy: (r) =>
    omitNull(
      { opcode: opcode(r), source: address(r.source), destination: address(r.destination), value: amount(r.value) },
      'opcode',
      'source',
      'destination',
      'value',
    ),
  tick_tock: () => ({}),
  jetton_transfer: (r) => {
    const d = payload(r, 'jetton_transfer_data');
    return {
      asset: address(r.asset),
      sender: address(r.source),
      receiver: address(r.destination),
      sender_jetton_wallet: address(r.source_secondary),
      receiver_jetton_wallet: address(r.destination_secondary),
      amount: amount(r.amount),
      comment: text(d.comment),
      is_encrypted_comment: bool(d.is_encrypted_comment),
      query_id: queryId(d.query_id),
      response_destination: address(d.response_destination),
      custom_payload: boc(d.custom_payload),
      forward_payload: boc(d.forward_payload),
      forward_amount: amount(d.forward_amount),
    };
  },
  jetton_burn: (r) => ({
    owner: address(r.source),
    owner_jetton_wallet: address(r.source_secondary),
    asset: address(r.asset),
    amount: amount(r.amount),
  }),
  jetton_mint: (r) => ({
    asset: address(r.asset),
    receiver: address(r.destination),
    receiver_jetton_wallet: address(r.destination_secondary),
    amount: amount(r.amount),
    ton_amount: amount(r.value),
  }),
  jetton_swap: (r) => {
    const d = payload(r, 'jetton_swap_data');
    const dex = text(d.dex);
    const out: DetailsOf<'jetton_swap'> = {
      dex,
      sender: address(r.source),
      asset_in: address(r.asset),
      asset_out: address(r.asset2),
      dex_incoming_transfer: dexTransfer(d.dex_incoming_transfer),
      dex_outgoing_transfer: dexTransfer(d.dex_outgoing_transfer),
      peer_swaps: peerSwaps(d.peer_swaps),
    };
    if (dex === 'tonco') out.min_out_amount = amount(d.min_out_amount);
    return out;
  },
  nft_mint: (r) =>
    omitNull(
      {
        owner: address(r.source),
        nft_item: address(r.asset_secondary),
        nft_collection: address(r.asset),
        nft_item_index: amount(payload(r, 'nft_mint_data').nft_item_index),
      },
      'owner',
    ),
  nft_transfer: nftTransfer,
  nft_purchase: nftTransfer,
  change_dns: (r) => {
    const d = payload(r, 'change_dns_record_data', 'change_dns_data');
    return {
      key: text(d.key),
      value: dnsValue(d),
      source: address(r.source),
      asset: address(r.destination),
      nft_collection: address(r.asset),
    };
  },
  delete_dns: (r) => ({
    hash: text(payload(r, 'change_dns_record_data', 'delete_dns_data').key),
    source: address(r.source),
    asset: address(r.destination),
    nft_collection: address(r.asset),
  }),
  renew_dns: (r) => ({ source: address(r.source), asset: address(r.destination), nft_collection: address(r.asset) }),
  stake_deposit: stake,
  dex_deposit_liquidity: depositLiquidity,
  dex_withdraw_liquidity: withdrawLiquidity,
  stake_withdrawal: stake,
  stake_withdrawal_request: stake,
  election_deposit: (r) => omitNull({ stake_holder: address(r.source), amount: amount(r.amount) }, 'amount'),
  election_recover: (r) => omitNull({ stake_holder: address(r.source), amount: amount(r.amount) }, 'amount'),
  subscribe: (r) =>
    omitNull(
      {
        subscriber: address(r.source),
        beneficiary: address(r.destination),
        subscription: address(r.destination_secondary),
        amount: amount(r.amount),
      },
      'beneficiary',
    ),
  unsubscribe: (r) =>
    omitNull(
      {
        subscriber: address(r.source),
        beneficiary: address(r.destination),
        subscription: address(r.destination_secondary),
        amount: amount(r.amount),
      },
      'beneficiary',
      'amount',
    ),
  auction_bid: (r) => ({
    amount: amount(r.value),
    bidder: address(r.source),
    auction: address(r.destination),
    nft_item: address(r.asset_secondary),
    nft_collection: address(r.asset),
    nft_item_index: amount(payload(r, 'nft_transfer_data', 'auction_bid_data').nft_item_index),
  }),
  ...PROTOCOL_MAPPERS,
});

/** Types whose `details` this server maps; every other type is reported with `details.error` and `raw_action`. */
export const MAPPED_ACTION_TYPES = Object.keys(MAPPERS);

const RAW_COLUMNS = [
  'source',
  'source_secondary',
  'destination',
  'destination_secondary',
  'asset',
  'asset_secondary',
  'asset2',
  'asset2_secondary',
] as const;

/** The storage row of an action the server cannot map, in the contract's conventions. */
function rawAction(r: ActionRow): Details {
  const out: Details = {};
  for (const c of RAW_COLUMNS) out[c] = address(r[c]);
  out.opcode = opcode(r);
  out.value = amount(r.value);
  out.amount = amount(r.amount);
  out.value_extra_currencies = extraCurrencies(r.value_extra_currencies);
  for (const [k, v] of Object.entries(storedData(r))) out[k] = v;
  return out;
}

/**
 * The action's reported type, details and (for unmapped types) raw_action. A ton_transfer or call_contract
 * carrying extra currencies is reported as `extra_currency_transfer` with its originating shape.
 */
export function actionDetails(r: ActionRow): { type: string; details: Details; raw_action?: Details } {
  const stored = String(r.type);
  const base = stored === 'extra_currency_transfer' ? 'call_contract' : stored;
  // one lookup by the stored type's text: each mapper is typed with its own type's details above
  const map = (MAPPERS as Record<string, ((r: ActionRow, type: string) => Details) | undefined>)[base];
  if (!map)
    return { type: stored, details: { error: `unsupported action type: '${stored}'` }, raw_action: rawAction(r) };
  const details = map(r, base);
  const extra =
    base === 'ton_transfer'
      ? details.value_extra_currencies
      : base === 'call_contract'
        ? details.extra_currencies
        : null;
  const renamed = extra && typeof extra === 'object' && Object.keys(extra).length > 0;
  return { type: renamed ? 'extra_currency_transfer' : stored, details };
}
