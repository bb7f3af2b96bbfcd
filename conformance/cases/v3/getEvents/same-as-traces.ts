import { aliasCase } from '../../../src/common-cases.ts';

// upstream serves /events with the /traces handler; a trace found by one of its transactions is immutable
export default aliasCase('getTraces', (ctx) =>
  ctx.data.transactions[0] ? { tx_hash: [ctx.data.transactions[0].hash] } : {},
);
