import { aliasCase } from '../../../src/common-cases.ts';

export default aliasCase('getAddressInformation');
