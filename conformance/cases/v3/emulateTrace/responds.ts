import { respondsCase } from '../../../src/common-cases.ts';

export default respondsCase();
