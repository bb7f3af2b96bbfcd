import { locateCase } from '../../../src/locate.ts';

export default locateCase('result');
