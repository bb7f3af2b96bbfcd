import { getMethodCase } from '../../../src/chain/get-method-case.ts';

export default getMethodCase('runGetMethodStd');
