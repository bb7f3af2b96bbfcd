/**
 * Protocol-specific matchers (staking, lending, bridges, vesting and similar): each takes the trace's nodes not yet
 * used by the generic and DEX patterns and returns the actions it recognises, marking their nodes used.
 */
import type { Action, TraceInput } from '../model.ts';
import type { Make, Node } from '../parts.ts';

export type ProtocolMatcher = (nodes: Node[], trace: TraceInput, make: Make) => Action[];

const MATCHERS: ProtocolMatcher[] = [];

/** Action types these matchers produce. */
export const PROTOCOL_TYPES: string[] = [];

/** Expected fixture actions per type that the matchers reproduce; a drop below these is a regression. */
export const PROTOCOL_FLOOR: Record<string, number> = {};

export function protocolActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  return MATCHERS.flatMap((m) => m(nodes, trace, make));
}
