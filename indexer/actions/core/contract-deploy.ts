/**
 * Every deployment is a top-level `contract_deploy` action, also those inside other actions (a jetton wallet created
 * by a transfer, a pool created by a deposit), as the reference lifts them; a minted NFT item is its `nft_mint`.
 * It runs last: it needs every other action to know which deployments are already reported.
 */
import type { Action } from '../model.ts';
import type { TraceMatcher } from '../matcher.ts';
import { opOf, type Make, type Node } from '../parts.ts';

function deployAction(n: Node, make: Make): Action {
  return {
    ...make('contract_deploy', [n], {
      source: n.in?.source ?? null,
      destination: n.tx.account,
      opcode: opOf(n),
      value: n.in?.value ?? null,
    }),
    tx_hashes: [n.tx.hash],
  };
}

export const contractDeploy: TraceMatcher = {
  name: 'contract deploy',
  types: ['contract_deploy'],
  actions(nodes, _trace, make, found) {
    const deployed = new Set(
      found
        .filter((a) => a.type === 'contract_deploy' || a.type === 'nft_mint')
        .flatMap((a) => (a.type === 'nft_mint' ? [a.destination] : a.tx_hashes)),
    );
    return nodes
      .filter(
        (n) =>
          n.tx.orig_status !== 'active' &&
          n.tx.end_status === 'active' &&
          !deployed.has(n.tx.hash) &&
          !deployed.has(n.tx.account),
      )
      .map((n) => deployAction(n, make));
  },
};
