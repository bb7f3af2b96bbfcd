import { unknownKeyCase } from '../../../src/common-cases.ts';

export default unknownKeyCase();
