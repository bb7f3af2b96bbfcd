import { transfersMatchChainCase } from '../../../src/semantics/transfer-chain.ts';

export default transfersMatchChainCase('getJettonBurns', 'jetton_burns');
