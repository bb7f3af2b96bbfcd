import { describe, expect, it } from 'vitest';
import { actionMaker } from '../../make.ts';
import type { Action } from '../../model.ts';
import { buildTree } from '../../trace-tree.ts';
import { contractDeploy } from '../contract-deploy.ts';
import { A, trace } from './trace.ts';

const WALLET = A(1),
  CONTRACT = A(2);
const deployment = () =>
  trace([
    { account: WALLET, from: A(9), op: 0 },
    { account: CONTRACT, parent: 0, deploys: true },
  ]);
const run = (found: Action[]) => {
  const t = deployment();
  return contractDeploy.actions(buildTree(t), t, actionMaker(t), found);
};

describe('contract deploy matcher', () => {
  it('reports an account that became active, even inside another action', () => {
    expect(run([])).toMatchObject([
      { type: 'contract_deploy', source: WALLET, destination: CONTRACT, tx_hashes: ['t1'] },
    ]);
  });

  it('leaves an account an earlier matcher already reported as a minted NFT item', () => {
    expect(run([{ type: 'nft_mint', destination: CONTRACT, tx_hashes: ['t1'] } as Action])).toEqual([]);
  });
});
