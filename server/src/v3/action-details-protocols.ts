/**
 * `details` of the protocol and DEX action types (multisig, vesting, EVAA, JVault, swap.coffee, TONCO pool
 * deployment, tgBTC, LayerZero, Cocoon): which generic column or `<type>_data` key each field is read from,
 * in the contract's conventions (raw addresses, decimal strings for amounts and query ids, null when absent).
 */
import {
  address,
  addresses,
  amount,
  bool,
  boc,
  hex256,
  int,
  int64String,
  payload,
  queryId,
  text,
  type ActionRow,
  type DetailsOf,
  type Reads,
  defineMappers,
} from './action-values.ts';
import type { ActionDataKey } from '../../../contract/action-data.ts';

/** The payload under the action type's own key, `<type>_data`. */
const own = <T extends string>(r: ActionRow, type: T): Reads<`${T}_data` & ActionDataKey> =>
  payload(r, `${type}_data` as `${T}_data` & ActionDataKey);
const u64 = queryId;

const multisig = defineMappers({
  multisig_create_order: (r, t) => {
    const d = own(r, t);
    return {
      query_id: queryId(d.query_id),
      order_seqno: amount(d.order_seqno),
      is_created_by_signer: bool(d.is_created_by_signer),
      is_signed_by_creator: bool(d.is_signed_by_creator),
      creator_index: int(d.creator_index),
      expiration_date: int(d.expiration_date),
      order_boc: boc(d.order_boc),
      source: address(r.source),
      destination: address(r.destination),
      destination_order: address(r.destination_secondary),
    };
  },
  multisig_approve: (r, t) => {
    const d = own(r, t);
    return {
      signer_index: int(d.signer_index),
      exit_code: int(d.exit_code),
      source: address(r.source),
      destination: address(r.destination),
    };
  },
  multisig_execute: (r, t) => {
    const d = own(r, t);
    return {
      query_id: queryId(d.query_id),
      order_seqno: amount(d.order_seqno),
      expiration_date: int(d.expiration_date),
      approvals_num: int(d.approvals_num),
      signers_hash: text(d.signers_hash),
      order_boc: boc(d.order_boc),
      source: address(r.source),
      destination: address(r.destination),
    };
  },
});

const vesting = defineMappers({
  vesting_send_message: (r, t) => {
    const d = own(r, t);
    return {
      query_id: queryId(d.query_id),
      message_boc: boc(d.message_boc),
      source: address(r.source),
      vesting: address(r.destination),
      destination: address(r.destination_secondary),
      amount: amount(r.amount),
    };
  },
  vesting_add_whitelist: (r, t) => {
    const d = own(r, t);
    return {
      query_id: queryId(d.query_id),
      accounts_added: addresses(d.accounts_added),
      source: address(r.source),
      vesting: address(r.destination),
    };
  },
});

const evaa = defineMappers({
  evaa_supply: (r, t) => {
    const d = own(r, t);
    return {
      // The supplier's jetton wallet is the action's source_secondary when the payload does not name it.
      sender_jetton_wallet: address(d.sender_jetton_wallet ?? r.source_secondary),
      recipient_jetton_wallet: address(d.recipient_jetton_wallet),
      master_jetton_wallet: address(d.master_jetton_wallet),
      master: address(d.master),
      asset_id: text(d.asset_id),
      is_ton: bool(d.is_ton),
      source: address(r.source),
      source_wallet: address(r.source_secondary),
      recipient: address(r.destination),
      recipient_contract: address(r.destination_secondary),
      asset: address(r.asset),
      amount: amount(r.amount),
    };
  },
  evaa_withdraw: (r, t) => {
    const d = own(r, t);
    return {
      recipient_jetton_wallet: address(d.recipient_jetton_wallet),
      master_jetton_wallet: address(d.master_jetton_wallet),
      master: address(d.master),
      fail_reason: text(d.fail_reason),
      asset_id: text(d.asset_id),
      source: address(r.source),
      recipient: address(r.destination),
      owner_contract: address(r.destination_secondary),
      asset: address(r.asset),
      amount: amount(r.amount),
    };
  },
});

/** JVault unstake and unstake request: the stake wallet's exit code of a failed request is kept in the opcode column. */
const jvaultUnstake = (r: ActionRow): DetailsOf<'jvault_unstake'> => ({
  source: address(r.source),
  stake_wallet: address(r.source_secondary),
  pool: address(r.destination),
  amount: amount(r.amount),
  exit_code: int(r.opcode),
  asset: address(r.asset),
  staking_asset: address(r.asset2),
});

/** Reward jettons paired with their amounts; the pairing is unknown when the two lists differ in length. */
function claimedRewards(d: Reads<'jvault_claim_data'>): DetailsOf<'jvault_claim'>['claimed_rewards'] {
  const jettons = Array.isArray(d.claimed_jettons) ? d.claimed_jettons : [];
  const amounts = Array.isArray(d.claimed_amounts) ? d.claimed_amounts : [];
  return jettons.length === amounts.length
    ? jettons.map((j, i) => ({ jetton: address(j), amount: amount(amounts[i]) }))
    : [];
}

const jvault = defineMappers({
  jvault_stake: (r, t) => {
    const d = own(r, t);
    return {
      period: int(d.period),
      minted_stake_jettons: amount(d.minted_stake_jettons),
      stake_wallet: address(d.stake_wallet),
      source: address(r.source),
      source_jetton_wallet: address(r.source_secondary),
      asset: address(r.asset),
      pool: address(r.destination),
      amount: amount(r.amount),
    };
  },
  jvault_unstake: jvaultUnstake,
  jvault_unstake_request: jvaultUnstake,
  jvault_claim: (r, t) => ({
    claimed_rewards: claimedRewards(own(r, t)),
    source: address(r.source),
    stake_wallet: address(r.source_secondary),
    pool: address(r.destination),
  }),
});

/** Jetton movements between two parties: source side, destination side, asset and amount from the generic columns. */
const sides = <F extends string, T extends string>(r: ActionRow, from: F, to: T) =>
  ({
    [from]: address(r.source),
    [`${from}_jetton_wallet`]: address(r.source_secondary),
    [to]: address(r.destination),
    [`${to}_jetton_wallet`]: address(r.destination_secondary),
  }) as Record<F | `${F}_jetton_wallet` | T | `${T}_jetton_wallet`, string | null>;

const coffee = defineMappers({
  coffee_create_pool: (r, t) => {
    const d = own(r, t);
    return {
      source: address(r.source),
      source_jetton_wallet: address(r.source_secondary),
      initiator_1: address(d.initiator_1),
      initiator_2: address(d.initiator_2),
      pool: address(r.destination),
      pool_creator_contract: address(d.pool_creator_contract ?? r.destination_secondary),
      provided_asset: address(d.provided_asset ?? r.asset),
      amount: amount(r.amount),
      asset_1: address(r.asset),
      asset_2: address(r.asset2),
      amount_1: amount(d.amount_1),
      amount_2: amount(d.amount_2),
      lp_tokens_minted: amount(d.lp_tokens_minted),
    };
  },
  // The pool's pair is stored in asset2 / asset2_secondary; asset holds the provided asset.
  coffee_create_pool_creator: (r) => ({
    source: address(r.source),
    source_jetton_wallet: address(r.source_secondary),
    deposit_recipient: address(r.destination),
    pool_creator_contract: address(r.destination_secondary),
    provided_asset: address(r.asset),
    asset_1: address(r.asset2),
    asset_2: address(r.asset2_secondary),
    amount: amount(r.amount),
  }),
  coffee_staking_deposit: (r, t) => {
    const d = own(r, t);
    return {
      ...sides(r, 'source', 'pool'),
      asset: address(r.asset),
      amount: amount(r.amount),
      minted_item_address: address(d.minted_item_address),
      minted_item_index: amount(d.minted_item_index),
    };
  },
  coffee_staking_withdraw: (r, t) => {
    const d = own(r, t);
    return {
      ...sides(r, 'source', 'pool'),
      asset: address(r.asset),
      amount: amount(r.amount),
      nft_address: address(d.nft_address),
      nft_index: amount(d.nft_index),
      points: amount(d.points),
    };
  },
  coffee_staking_claim_rewards: (r) => ({
    ...sides(r, 'pool', 'recipient'),
    asset: address(r.asset),
    amount: amount(r.amount),
  }),
  coffee_mev_protect_hold_funds: (r) => ({
    ...sides(r, 'source', 'mev_contract'),
    asset: address(r.asset),
    amount: amount(r.amount),
  }),
  coffee_create_vault: (r) => ({
    source: address(r.source),
    vault: address(r.destination),
    asset: address(r.asset),
    value: amount(r.value),
  }),
});

const tonco = defineMappers({
  tonco_deploy_pool: (r, t) => {
    const d = own(r, t);
    return {
      source: address(r.source),
      pool: address(r.destination_secondary),
      router: address(r.destination),
      router_jetton_wallet_1: address(d.jetton0_router_wallet),
      router_jetton_wallet_2: address(d.jetton1_router_wallet),
      jetton_minter_1: address(d.jetton0_minter),
      jetton_minter_2: address(d.jetton1_minter),
      tick_spacing: int64String(d.tick_spacing),
      initial_price_x96: amount(d.initial_price_x96),
      protocol_fee: u64(d.protocol_fee),
      lp_fee_base: u64(d.lp_fee_base),
      lp_fee_current: u64(d.lp_fee_current),
      pool_active: bool(d.pool_active),
    };
  },
});

// tgBTC keeps non-address values in address columns, as the reference stores them: the bitcoin txid in
// asset_secondary, the new key in source_secondary (asset for a bare key-generation log), the log's time in value.
const tgbtcMint = (r: ActionRow): DetailsOf<'tgbtc_mint'> => ({
  source: address(r.source),
  destination: address(r.destination),
  amount: amount(r.amount),
  asset: address(r.asset),
  bitcoin_tx_id: hex256(r.asset_secondary),
  destination_wallet: address(r.destination_secondary),
});
const tgbtcBurn = (r: ActionRow): DetailsOf<'tgbtc_burn'> => ({
  source: address(r.source),
  source_wallet: address(r.source_secondary),
  destination: address(r.destination),
  amount: amount(r.amount),
  asset: address(r.asset),
});
const tgbtcNewKey = (r: ActionRow): DetailsOf<'tgbtc_new_key'> => ({
  source: address(r.source),
  pubkey: hex256(r.source_secondary),
  coordinator: address(r.destination),
  pegout: address(r.destination_secondary),
  amount: amount(r.amount),
  asset: address(r.asset),
});
const tgbtc = defineMappers({
  tgbtc_mint: tgbtcMint,
  tgbtc_mint_fallback: tgbtcMint,
  tgbtc_burn: tgbtcBurn,
  tgbtc_burn_fallback: tgbtcBurn,
  tgbtc_new_key: tgbtcNewKey,
  tgbtc_new_key_fallback: tgbtcNewKey,
  tgbtc_dkg_log_fallback: (r) => ({ coordinator: address(r.source), pubkey: hex256(r.asset), timestamp: u64(r.value) }),
});

function lzSend(r: ActionRow): DetailsOf<'layerzero_send'>['layerzero_send_data'] {
  const d = payload(r, 'layerzero_send_data');
  return {
    send_request_id: int(d.send_request_id),
    msglib_manager: text(d.msglib_manager),
    msglib: text(d.msglib),
    uln: address(d.uln),
    native_fee: int(d.native_fee),
    zro_fee: int(d.zro_fee),
    endpoint: address(d.endpoint),
    channel: address(d.channel),
  };
}
function lzPacket(r: ActionRow): DetailsOf<'layerzero_send'>['layerzero_packet_data'] {
  const d = payload(r, 'layerzero_packet_data');
  return {
    src_oapp: text(d.src_oapp),
    dst_oapp: text(d.dst_oapp),
    src_eid: int(d.src_eid),
    dst_eid: int(d.dst_eid),
    nonce: int(d.nonce),
    guid: text(d.guid),
    message: text(d.message),
  };
}

const layerzero = defineMappers({
  layerzero_send: (r) => ({
    initiator: address(r.source),
    layerzero_send_data: lzSend(r),
    layerzero_packet_data: lzPacket(r),
  }),
  layerzero_send_tokens: (r) => ({
    sender: address(r.source),
    sender_wallet: address(r.source_secondary),
    oapp: address(r.destination),
    oapp_wallet: address(r.destination_secondary),
    asset: address(r.asset),
    amount: amount(r.amount),
    layerzero_send_data: lzSend(r),
    layerzero_packet_data: lzPacket(r),
  }),
  layerzero_receive: (r) => ({
    sender: address(r.source),
    oapp: address(r.destination),
    channel: address(r.destination_secondary),
    layerzero_packet_data: lzPacket(r),
  }),
  layerzero_commit_packet: (r) => ({
    sender: address(r.source),
    endpoint: address(r.source_secondary),
    uln: address(r.destination),
    uln_connection: address(r.destination_secondary),
    channel: address(r.asset),
    msglib_connection: address(r.asset_secondary),
    layerzero_packet_data: lzPacket(r),
  }),
  layerzero_dvn_verify: (r, t) => {
    const d = own(r, t);
    return {
      initiator: address(r.source),
      nonce: int(d.nonce),
      status: text(d.status),
      dvn: address(d.dvn),
      proxy: address(d.proxy),
      uln: address(d.uln),
      uln_connection: address(d.uln_connection),
    };
  },
});

/** Cocoon types: query id, type-specific payload fields, then the columns the type reports. */
function cocoon<T extends string, F extends object, C extends 'source' | 'destination' | 'amount'>(
  _type: T,
  fields: (d: NoInfer<Reads<`${T}_data` & ActionDataKey>>) => F,
  columns: readonly C[],
) {
  return (r: ActionRow, t: T) => {
    const d = own(r, t);
    // every Cocoon payload starts with the query id (CocoonQuery in contract/action-data.ts)
    const out: Record<string, unknown> = {
      query_id: queryId((d as Reads<'cocoon_proxy_payout_data'>).query_id),
      ...fields(d),
    };
    for (const c of columns) out[c] = c === 'amount' ? amount(r.amount) : address(r[c]);
    return out as { query_id: string | null } & F & Record<C, string | null>;
  };
}
const SD = ['source', 'destination'] as const;
const SDA = ['source', 'destination', 'amount'] as const;
const charge = (d: Reads<'cocoon_proxy_charge_data'>) => ({
  new_tokens_used: u64(d.new_tokens_used),
  expected_address: text(d.expected_address),
});
const cocoonMappers = defineMappers({
  cocoon_worker_payout: cocoon(
    'cocoon_worker_payout',
    (d) => ({
      payout_type: text(d.payout_type),
      new_tokens: u64(d.new_tokens),
      worker_state: int(d.worker_state),
      worker_tokens: u64(d.worker_tokens),
    }),
    [...SDA],
  ),
  cocoon_proxy_payout: cocoon('cocoon_proxy_payout', () => ({}), [...SD]),
  cocoon_proxy_charge: cocoon('cocoon_proxy_charge', charge, [...SD]),
  cocoon_client_top_up: cocoon('cocoon_client_top_up', () => ({}), [...SDA]),
  cocoon_register_proxy: cocoon('cocoon_register_proxy', () => ({}), ['destination']),
  cocoon_unregister_proxy: cocoon('cocoon_unregister_proxy', (d) => ({ seqno: int(d.seqno) }), ['destination']),
  cocoon_client_register: cocoon('cocoon_client_register', (d) => ({ nonce: u64(d.nonce) }), [...SD]),
  cocoon_client_change_secret_hash: cocoon(
    'cocoon_client_change_secret_hash',
    (d) => ({ new_secret_hash: hex256(d.new_secret_hash) }),
    [...SD],
  ),
  cocoon_client_request_refund: cocoon('cocoon_client_request_refund', (d) => ({ via_wallet: bool(d.via_wallet) }), [
    ...SD,
  ]),
  cocoon_grant_refund: cocoon('cocoon_grant_refund', charge, [...SDA]),
  cocoon_client_increase_stake: cocoon('cocoon_client_increase_stake', (d) => ({ new_stake: amount(d.new_stake) }), [
    ...SDA,
  ]),
  cocoon_client_withdraw: cocoon('cocoon_client_withdraw', (d) => ({ withdraw_amount: amount(d.withdraw_amount) }), [
    ...SDA,
  ]),
});

export const PROTOCOL_MAPPERS = defineMappers({
  ...multisig,
  ...vesting,
  ...evaa,
  ...jvault,
  ...coffee,
  ...tonco,
  ...tgbtc,
  ...layerzero,
  ...cocoonMappers,
});
