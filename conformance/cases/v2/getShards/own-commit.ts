import { ownCommitCase } from '../../../src/chain/commit-case.ts';

export default ownCommitCase('getShards');
