import { walletSeqnoCase } from '../../../src/wallet-seqno.ts';

export default walletSeqnoCase();
