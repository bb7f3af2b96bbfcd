/**
 * Protocol-specific matchers (staking, lending, bridges, vesting and similar): each takes the trace's nodes the DEX
 * matchers left and returns the actions it recognises, marking their nodes used, before the core patterns run
 * (`../registry.ts`).
 */
import type { Action, TraceInput } from '../model.ts';
import type { Make, Node } from '../parts.ts';
import { stakingActions } from './staking.ts';
import { multisigActions } from './multisig.ts';
import { vestingActions } from './vesting.ts';
import { jvaultActions } from './jvault.ts';
import { evaaActions } from './evaa.ts';
import { coffeeStakingActions } from './coffee-staking.ts';
import { tgbtcActions } from './tgbtc.ts';
import { layerzeroActions } from './layerzero.ts';
import { cocoonActions } from './cocoon.ts';

export type ProtocolMatcher = (nodes: Node[], trace: TraceInput, make: Make) => Action[];

const MATCHERS: ProtocolMatcher[] = [
  stakingActions,
  multisigActions,
  vestingActions,
  jvaultActions,
  evaaActions,
  coffeeStakingActions,
  tgbtcActions,
  layerzeroActions,
  cocoonActions,
];

/** Action types these matchers produce. */
export const PROTOCOL_TYPES: string[] = [
  'stake_deposit',
  'stake_withdrawal',
  'stake_withdrawal_request',
  'multisig_create_order',
  'multisig_approve',
  'multisig_execute',
  'vesting_send_message',
  'vesting_add_whitelist',
  'jvault_stake',
  'jvault_unstake',
  'jvault_unstake_request',
  'jvault_claim',
  'evaa_supply',
  'evaa_withdraw',
  'coffee_staking_deposit',
  'coffee_staking_withdraw',
  'coffee_staking_claim_rewards',
  'tgbtc_mint',
  'tgbtc_burn',
  'tgbtc_burn_fallback',
  'tgbtc_new_key',
  'tgbtc_dkg_log_fallback',
  'layerzero_send',
  'layerzero_send_tokens',
  'layerzero_receive',
  'layerzero_commit_packet',
  'layerzero_dvn_verify',
  'cocoon_worker_payout',
  'cocoon_proxy_payout',
  'cocoon_proxy_charge',
  'cocoon_client_top_up',
  'cocoon_register_proxy',
  'cocoon_unregister_proxy',
  'cocoon_client_register',
  'cocoon_client_change_secret_hash',
  'cocoon_client_request_refund',
  'cocoon_grant_refund',
  'cocoon_client_increase_stake',
  'cocoon_client_withdraw',
];

/** Expected fixture actions per type that the matchers reproduce; a drop below these is a regression. */
export const PROTOCOL_FLOOR: Record<string, number> = {
  stake_deposit: 2,
  stake_withdrawal: 2,
  stake_withdrawal_request: 2,
  vesting_send_message: 1,
  vesting_add_whitelist: 1,
  jvault_stake: 4,
  jvault_unstake: 2,
  jvault_unstake_request: 4,
  jvault_claim: 1,
  evaa_supply: 3,
  evaa_withdraw: 6,
  coffee_staking_deposit: 2,
  coffee_staking_withdraw: 1,
  coffee_staking_claim_rewards: 2,
  tgbtc_mint: 4,
  tgbtc_burn: 4,
  tgbtc_burn_fallback: 1,
  tgbtc_new_key: 2,
  tgbtc_dkg_log_fallback: 1,
  layerzero_send: 2,
  layerzero_send_tokens: 1,
  layerzero_receive: 2,
  layerzero_commit_packet: 2,
  layerzero_dvn_verify: 1,
  cocoon_worker_payout: 2,
  cocoon_proxy_payout: 1,
  cocoon_proxy_charge: 1,
  cocoon_client_top_up: 1,
  cocoon_register_proxy: 1,
  cocoon_unregister_proxy: 1,
  cocoon_client_register: 1,
  cocoon_client_change_secret_hash: 1,
  cocoon_client_request_refund: 2,
  cocoon_grant_refund: 1,
  cocoon_client_increase_stake: 1,
  cocoon_client_withdraw: 1,
};

export function protocolActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  return MATCHERS.flatMap((m) => m(nodes, trace, make));
}
