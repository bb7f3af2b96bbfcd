import { transfersMatchChainCase } from '../../../src/semantics/transfer-chain.ts';

export default transfersMatchChainCase('getJettonTransfers', 'jetton_transfers');
