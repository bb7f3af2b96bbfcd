import { ownLocateCase } from '../../../src/chain/locate-case.ts';

export default ownLocateCase('tryLocateSourceTx');
