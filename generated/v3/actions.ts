// generated from spec/v3/openapi.yaml, do not edit; run make generate
// (the variants of components.schemas.Action in generated/v3/openapi.json: action type → details schema)

import type { components } from './types.ts';

type S = components['schemas'];

/** The `details` of each action type the contract types. */
export interface ActionDetailsByType {
  ton_transfer: S['TonTransferDetails'];
  call_contract: S['CallContractDetails'];
  contract_deploy: S['ContractDeployDetails'];
  tick_tock: S['TickTockDetails'];
  jetton_transfer: S['JettonTransferDetails'];
  jetton_burn: S['JettonBurnDetails'];
  jetton_mint: S['JettonMintDetails'];
  jetton_swap: S['JettonSwapDetails'];
  nft_mint: S['NftMintDetails'];
  nft_transfer: S['NftTransferDetails'];
  nft_purchase: S['NftTransferDetails'];
  change_dns: S['ChangeDnsDetails'];
  delete_dns: S['DeleteDnsDetails'];
  renew_dns: S['RenewDnsDetails'];
  stake_deposit: S['StakeDetails'];
  stake_withdrawal: S['StakeDetails'];
  stake_withdrawal_request: S['StakeDetails'];
  election_deposit: S['ElectionDetails'];
  election_recover: S['ElectionDetails'];
  subscribe: S['SubscriptionDetails'];
  unsubscribe: S['SubscriptionDetails'];
  auction_bid: S['AuctionBidDetails'];
  dex_deposit_liquidity: S['DexDepositLiquidityDetails'];
  dex_withdraw_liquidity: S['DexWithdrawLiquidityDetails'];
  multisig_create_order: S['MultisigCreateOrderDetails'];
  multisig_approve: S['MultisigApproveDetails'];
  multisig_execute: S['MultisigExecuteDetails'];
  vesting_send_message: S['VestingSendMessageDetails'];
  vesting_add_whitelist: S['VestingAddWhitelistDetails'];
  evaa_supply: S['EvaaSupplyDetails'];
  evaa_withdraw: S['EvaaWithdrawDetails'];
  jvault_stake: S['JvaultStakeDetails'];
  jvault_unstake: S['JvaultUnstakeDetails'];
  jvault_unstake_request: S['JvaultUnstakeDetails'];
  jvault_claim: S['JvaultClaimDetails'];
  coffee_create_pool: S['CoffeeCreatePoolDetails'];
  coffee_create_pool_creator: S['CoffeeCreatePoolCreatorDetails'];
  coffee_staking_deposit: S['CoffeeStakingDepositDetails'];
  coffee_staking_withdraw: S['CoffeeStakingWithdrawDetails'];
  coffee_staking_claim_rewards: S['CoffeeStakingClaimRewardsDetails'];
  coffee_mev_protect_hold_funds: S['CoffeeMevProtectHoldFundsDetails'];
  coffee_create_vault: S['CoffeeCreateVaultDetails'];
  tonco_deploy_pool: S['ToncoDeployPoolDetails'];
  tgbtc_mint: S['TgbtcMintDetails'];
  tgbtc_mint_fallback: S['TgbtcMintDetails'];
  tgbtc_burn: S['TgbtcBurnDetails'];
  tgbtc_burn_fallback: S['TgbtcBurnDetails'];
  tgbtc_new_key: S['TgbtcNewKeyDetails'];
  tgbtc_new_key_fallback: S['TgbtcNewKeyDetails'];
  tgbtc_dkg_log_fallback: S['TgbtcDkgLogFallbackDetails'];
  layerzero_send: S['LayerZeroSendDetails'];
  layerzero_send_tokens: S['LayerZeroSendTokensDetails'];
  layerzero_receive: S['LayerZeroReceiveDetails'];
  layerzero_commit_packet: S['LayerZeroCommitPacketDetails'];
  layerzero_dvn_verify: S['LayerZeroDvnVerifyDetails'];
  cocoon_worker_payout: S['CocoonWorkerPayoutDetails'];
  cocoon_proxy_payout: S['CocoonProxyPayoutDetails'];
  cocoon_proxy_charge: S['CocoonProxyChargeDetails'];
  cocoon_client_top_up: S['CocoonClientTopUpDetails'];
  cocoon_register_proxy: S['CocoonRegisterProxyDetails'];
  cocoon_unregister_proxy: S['CocoonUnregisterProxyDetails'];
  cocoon_client_register: S['CocoonClientRegisterDetails'];
  cocoon_client_change_secret_hash: S['CocoonClientChangeSecretHashDetails'];
  cocoon_client_request_refund: S['CocoonClientRequestRefundDetails'];
  cocoon_grant_refund: S['CocoonGrantRefundDetails'];
  cocoon_client_increase_stake: S['CocoonClientIncreaseStakeDetails'];
  cocoon_client_withdraw: S['CocoonClientWithdrawDetails'];
}

export type TypedActionType = keyof ActionDetailsByType;
