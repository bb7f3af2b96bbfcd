/**
 * Action classification over one trace: each node (transaction + its in-message) is a basic block; the matchers of
 * the registry (`registry.ts`) replace the blocks they recognise with typed actions, in registry order.
 */
import { actionMaker } from './make.ts';
import type { Action, TraceInput } from './model.ts';
import { MATCHERS } from './registry.ts';
import { buildTree } from './trace-tree.ts';

export { OP } from './parts.ts';
export { actionId } from './make.ts';

/** Types this classifier produces: those the registry's matchers name. */
export const COVERED_TYPES: string[] = [...new Set(MATCHERS.flatMap((m) => m.types))];

export function classifyTrace(trace: TraceInput): Action[] {
  const nodes = buildTree(trace);
  const make = actionMaker(trace);
  const actions: Action[] = [];
  for (const m of MATCHERS) actions.push(...m.actions(nodes, trace, make, actions));
  return actions;
}
