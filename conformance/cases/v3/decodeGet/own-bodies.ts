import { decodeBodiesCase } from '../../../src/semantics/decode-cases.ts';

export default decodeBodiesCase();
