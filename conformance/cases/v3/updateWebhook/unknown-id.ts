import { unknownIdCase } from '../../../src/webhooks/cases.ts';

export default unknownIdCase({ description: 'x' });
