import { transfersMatchChainCase } from '../../../src/semantics/transfer-chain.ts';

export default transfersMatchChainCase('getNftTransfers', 'nft_transfers');
