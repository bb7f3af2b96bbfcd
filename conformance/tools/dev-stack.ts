// A local stack that stays up while one works on the suite: started once (about a minute), then
// `tools/dev-run.ts` runs any part of the suite against it in seconds, with or without a planted
// mutant. It writes where it listens to a JSON file (default .data/dev-stack.json) and runs until Ctrl-C.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startLocalStack } from '../src/local/stack.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: '.data/dev-stack.json' } } });
const stack = await startLocalStack({ log: (l) => process.stderr.write(`[dev-stack] ${l}\n`) });
const { stop, ...where } = stack;
writeFileSync(values.out!, `${JSON.stringify(where, null, 2)}\n`);
process.stderr.write(`[dev-stack] up: ${stack.v2} ${stack.v3}; described in ${values.out}\n`);
const quit = async () => {
  await stop();
  process.exit(0);
};
process.on('SIGINT', quit);
process.on('SIGTERM', quit);
