/**
 * DEX matchers: each DEX contributes the hops it recognises; hops are joined into swaps across DEXes (`chain.ts`).
 * They run before the per-node patterns, which would otherwise take a swap's transfers as plain jetton transfers.
 */
import type { Action, TraceInput } from '../model.ts';
import type { Make, Node } from '../parts.ts';
import { swapActions } from './chain.ts';
import { coffeeHops } from './coffee.ts';
import { coffeeCreateActions } from './coffee-create.ts';
import { coffeeDepositActions, coffeeWithdrawActions } from './coffee-liquidity.ts';
import { dedustDepositActions } from './dedust-deposit.ts';
import { dedustHops } from './dedust-swap.ts';
import { stonfiHops } from './stonfi.ts';
import { toncoDepositActions } from './tonco-deposit.ts';
import { toncoWithdrawActions } from './tonco-withdraw.ts';
import { toncoDeployActions } from './tonco-deploy.ts';

export const DEX_TYPES = [
  'jetton_swap',
  'dex_deposit_liquidity',
  'dex_withdraw_liquidity',
  'tonco_deploy_pool',
  'coffee_create_pool_creator',
  'coffee_create_pool',
  'coffee_create_vault',
  'coffee_mev_protect_hold_funds',
];

export function dexActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const deposits = [
    ...dedustDepositActions(nodes, trace, make),
    ...toncoDepositActions(nodes, trace, make),
    ...toncoWithdrawActions(nodes, trace, make),
    ...toncoDeployActions(nodes, make),
    ...coffeeDepositActions(nodes, trace, make),
    ...coffeeWithdrawActions(nodes, trace, make),
    ...coffeeCreateActions(nodes, trace, make),
  ];
  const hops = [...stonfiHops(nodes, trace), ...coffeeHops(nodes, trace), ...dedustHops(nodes)];
  return [...deposits, ...swapActions(hops, make)];
}
