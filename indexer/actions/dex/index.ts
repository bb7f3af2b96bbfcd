/**
 * DEX matchers: each DEX contributes the hops it recognises; hops are joined into swaps across DEXes (`chain.ts`).
 * They run before the per-node patterns, which would otherwise take a swap's transfers as plain jetton transfers.
 */
import type { Action, TraceInput } from '../model.ts';
import type { Make, Node } from '../parts.ts';
import { swapActions } from './chain.ts';
import { coffeeHops } from './coffee.ts';
import { stonfiHops } from './stonfi.ts';

export const DEX_TYPES = ['jetton_swap'];

export function dexActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const hops = [...stonfiHops(nodes, trace), ...coffeeHops(nodes, trace)];
  return swapActions(hops, make);
}
