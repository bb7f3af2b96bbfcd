/**
 * The classifier's registry: the matchers in the order they run, each taking the nodes the ones before it left.
 * Order is precedence. DEX swaps and deposits come first: they span nodes the core patterns would otherwise take as
 * plain jetton transfers. Protocols come next, then the core one-node patterns, and the deployments last.
 */
import { contractDeploy } from './core/contract-deploy.ts';
import { coreNodeMatchers } from './core/index.ts';
import { DEX_TYPES, dexActions } from './dex/index.ts';
import type { TraceMatcher } from './matcher.ts';
import { PROTOCOL_TYPES, protocolActions } from './protocols/index.ts';

export const MATCHERS: readonly TraceMatcher[] = [
  { name: 'DEX', types: DEX_TYPES, actions: dexActions },
  { name: 'protocols', types: PROTOCOL_TYPES, actions: protocolActions },
  coreNodeMatchers,
  contractDeploy,
];
