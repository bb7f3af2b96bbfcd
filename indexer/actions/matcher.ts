/**
 * The two shapes of matcher in the classifier's registry (`registry.ts`). Every matcher names the action types it
 * can produce, so that `COVERED_TYPES` is the registry's own list rather than a second one kept by hand.
 */
import type { Action, TraceInput } from './model.ts';
import type { Make, Node } from './parts.ts';

/**
 * Looks at the whole trace: takes the nodes it recognises among those not yet used and returns their actions
 * (`make` marks the nodes used). `found` holds the actions of the matchers before it, for one that completes them.
 */
export interface TraceMatcher {
  name: string;
  types: readonly string[];
  actions(nodes: Node[], trace: TraceInput, make: Make, found: readonly Action[]): Action[];
}

/**
 * Looks at one node at a time. For each node not yet used, the node matchers are tried in their registry order and
 * the first that claims it wins: an array (possibly empty: the node is known and yields nothing) claims the node,
 * null leaves it to the next matcher.
 */
export interface NodeMatcher {
  name: string;
  types: readonly string[];
  claim(n: Node, trace: TraceInput, make: Make): Action[] | null;
}
