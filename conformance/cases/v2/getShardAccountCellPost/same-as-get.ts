import { sameAsGetCase } from '../../../src/common-cases.ts';

export default sameAsGetCase();
