import { transportsCase } from '../../../src/common-cases.ts';

export default transportsCase();
