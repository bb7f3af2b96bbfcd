import { badAddressCase } from '../../../src/common-cases.ts';

export default badAddressCase('address');
