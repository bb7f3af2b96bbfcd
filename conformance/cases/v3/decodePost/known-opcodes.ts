import { decodeCase } from '../../../src/decode.ts';

export default decodeCase();
