/**
 * The payloads an action carries besides its generic columns: what the indexer's classifiers store under
 * `<name>_data` in the actions table's jsonb `data`, and what the API's mappers (server/src/v3/action-details*.ts)
 * read back to build the contract's `details`. One declaration for both sides: a classifier that stores a field
 * not declared here, or a mapper that reads one, fails to compile.
 *
 * Field names are the storage layout the reference indexer uses (so either side works with the other's
 * database); where a stored name differs from the spec's `…Details` field it becomes, the comment says which.
 * Values are as the classifier produces them (bigints for coins and 64/256-bit integers, raw addresses);
 * the API re-reads every value defensively, since a stored row may come from another indexer.
 */

/** A raw address `wc:HEX`, or null. */
type Address = string | null;
/** A coin amount or an integer wider than 53 bits. */
type Big = bigint | null;
type Int = number | null;
type Text = string | null;
type Flag = boolean | null;
/** A cell as base64 BoC. */
type Boc = string | null;
/** Copied from what the indexer detected about a contract (an NFT item's index, a sale's price), whose values are not typed there. */
type Detected = unknown;

interface JettonTransferData {
  query_id: Big;
  response_destination: Address;
  forward_amount: Big;
  custom_payload: Boc;
  forward_payload: Boc;
  comment: Text;
  is_encrypted_comment: Flag;
}

interface NftTransferData {
  query_id: Big;
  response_destination: Address;
  custom_payload: Boc;
  forward_amount: Big;
  forward_payload: Boc;
  is_purchase: Flag;
  nft_item_index: Detected;
  price: Detected;
  marketplace: Text;
  marketplace_address: Address;
  /** details: real_old_owner */
  real_prev_owner: Address;
  payout_amount: Big;
  payout_comment: Text;
  payout_comment_encrypted: Flag;
  payout_comment_encoded: Flag;
  royalty_amount: Big;
}

interface DexTransfer {
  amount: Big;
  source: Address;
  source_jetton_wallet: Address;
  destination: Address;
  destination_jetton_wallet: Address;
  asset: Address;
}

interface LiquidityData {
  dex: Text;
  /** details: asset_1 / asset_2 (a withdrawal stores asset1_out / asset2_out) */
  asset1: Address;
  asset2: Address;
  asset1_out: Address;
  asset2_out: Address;
  /** details: amount_1 / amount_2 */
  amount1: Big;
  amount2: Big;
  user_jetton_wallet_1: Address;
  user_jetton_wallet_2: Address;
  tick_lower: Int;
  tick_upper: Int;
}

interface DepositLiquidityData extends LiquidityData {
  lp_tokens_minted: Big;
  target_asset_1: Address;
  target_asset_2: Address;
  target_amount_1: Big;
  target_amount_2: Big;
  vault_excesses: Array<{ asset: Address; amount: Big }> | null;
  nft_index: Big;
  nft_address: Address;
}

interface WithdrawLiquidityData extends LiquidityData {
  lp_tokens_burnt: Big;
  is_refund: Flag;
  /** stored by the reference, not in the details */
  dex_wallet_1: Address;
  dex_wallet_2: Address;
  dex_jetton_wallet_1: Address;
  dex_jetton_wallet_2: Address;
  /** details: burnt_nft_index / burnt_nft_address */
  burned_nft_index: Big;
  burned_nft_address: Address;
}

interface CocoonQuery {
  query_id: Big;
}

export interface ActionData {
  ton_transfer_data: {
    /** details: comment */
    content: Text;
    encrypted: Flag;
  };
  jetton_transfer_data: JettonTransferData;
  jetton_swap_data: {
    dex: Text;
    sender: Address;
    dex_incoming_transfer: DexTransfer;
    dex_outgoing_transfer: DexTransfer;
    peer_swaps: Array<{ asset_in: Address; amount_in: Big; asset_out: Address; amount_out: Big }>;
    min_out_amount: Big;
  };
  nft_mint_data: { nft_item_index: Detected };
  nft_transfer_data: NftTransferData;
  /** change_dns and delete_dns: the record's key (hex) and value; details: key or hash, value.* */
  change_dns_record_data: { key: string; value_schema: Text; value: Text; flags: Int };
  /** stake_deposit, stake_withdrawal, stake_withdrawal_request */
  staking_data: {
    provider: string;
    tokens_minted: Big;
    tokens_burnt: Big;
    /** details: payout_nft */
    ts_nft: Address;
  };
  dex_deposit_liquidity_data: DepositLiquidityData;
  dex_withdraw_liquidity_data: WithdrawLiquidityData;
  multisig_create_order_data: {
    query_id: Big;
    order_seqno: Big;
    is_created_by_signer: Flag;
    is_signed_by_creator: Flag;
    creator_index: Int;
    expiration_date: Int;
    order_boc: Boc;
  };
  multisig_approve_data: { signer_index: Int; exit_code: Int };
  multisig_execute_data: {
    query_id: Big;
    order_seqno: Big;
    expiration_date: Int;
    approvals_num: Int;
    signers_hash: Text;
    order_boc: Boc;
  };
  vesting_send_message_data: { query_id: Big; message_boc: Boc };
  vesting_add_whitelist_data: { query_id: Big; accounts_added: string[] };
  evaa_supply_data: {
    is_ton: Flag;
    asset_id: Text;
    master: Address;
    recipient_jetton_wallet: Address;
    master_jetton_wallet: Address;
    /** read when present (the reference's layout); the action's source_secondary otherwise */
    sender_jetton_wallet: Address;
  };
  evaa_withdraw_data: {
    is_ton: Flag;
    asset_id: Text;
    master: Address;
    fail_reason: Text;
    recipient_jetton_wallet: Address;
    master_jetton_wallet: Address;
  };
  jvault_stake_data: { period: Int | Big; minted_stake_jettons: Big; stake_wallet: Address };
  /** details: claimed_rewards, paired by position */
  jvault_claim_data: { claimed_jettons: Address[]; claimed_amounts: Big[] };
  coffee_create_pool_data: {
    initiator_1: Address;
    initiator_2: Address;
    provided_asset: Address;
    pool_creator_contract: Address;
    asset_1: Address;
    asset_2: Address;
    amount_1: Big;
    amount_2: Big;
    lp_tokens_minted: Big;
  };
  coffee_create_pool_creator_data: {
    provided_asset: Address;
    deposit_recipient: Address;
    pool_creator_contract: Address;
    asset_1: Address;
    asset_2: Address;
  };
  coffee_create_vault_data: { asset: Address; vault: Address };
  coffee_mev_protect_hold_funds_data: { mev_contract: Address; asset: Address; amount: Big };
  coffee_staking_deposit_data: { minted_item_address: Address; minted_item_index: Detected };
  coffee_staking_withdraw_data: { nft_address: Address; nft_index: Detected; points: Big };
  tonco_deploy_pool_data: {
    /** details: router_jetton_wallet_1 / _2 */
    jetton0_router_wallet: Address;
    jetton1_router_wallet: Address;
    /** details: jetton_minter_1 / _2 */
    jetton0_minter: Address;
    jetton1_minter: Address;
    tick_spacing: Int | Big;
    initial_price_x96: Big;
    protocol_fee: Int | Big;
    lp_fee_base: Int | Big;
    lp_fee_current: Int | Big;
    pool_active: Flag;
  };
  layerzero_send_data: {
    send_request_id: Int | Big;
    msglib_manager: Text;
    msglib: Text;
    uln: Address;
    native_fee: Big;
    zro_fee: Big;
    endpoint: Address;
    channel: Address;
  };
  layerzero_packet_data: {
    src_eid: Int;
    src_oapp: Text;
    dst_eid: Int;
    dst_oapp: Text;
    nonce: Int | Big;
    guid: Text;
    message: Text;
  };
  layerzero_dvn_verify_data: {
    nonce: Int | Big;
    status: Text;
    dvn: Address;
    proxy: Address;
    uln: Address;
    uln_connection: Address;
  };
  cocoon_worker_payout_data: CocoonQuery & {
    payout_type: Text;
    new_tokens: Big;
    worker_state: Int;
    worker_tokens: Big;
  };
  cocoon_proxy_payout_data: CocoonQuery;
  cocoon_proxy_charge_data: CocoonQuery & { new_tokens_used: Big; expected_address: Text };
  cocoon_grant_refund_data: CocoonQuery & { new_tokens_used: Big; expected_address: Text };
  cocoon_client_top_up_data: CocoonQuery;
  cocoon_register_proxy_data: CocoonQuery;
  cocoon_unregister_proxy_data: CocoonQuery & { seqno: Int };
  cocoon_client_register_data: CocoonQuery & { nonce: Big };
  cocoon_client_change_secret_hash_data: CocoonQuery & { new_secret_hash: Text };
  cocoon_client_request_refund_data: CocoonQuery & { via_wallet: Flag };
  cocoon_client_increase_stake_data: CocoonQuery & { new_stake: Big };
  cocoon_client_withdraw_data: CocoonQuery & { withdraw_amount: Big };
}

export type ActionDataKey = keyof ActionData;

/** What a classifier may store: any of the declared payloads, each with any subset of its fields. */
export type StoredActionData = { [K in ActionDataKey]?: Partial<ActionData[K]> };
