import { check, type CaseDef } from '../../../src/case.ts';
import { configDictionary } from '../../../src/config.ts';

// The parameters a working network cannot lack: config and elector addresses, fees, gas and size limits, validators.
const MANDATORY = [0, 1, 8, 12, 15, 16, 17, 18, 20, 21, 24, 25, 34];

export default {
  description: 'the whole configuration is a dictionary of parameter cells holding every mandatory parameter',
  mode: 'schema-only',
  async run(ctx) {
    const r = ctx.ok(await ctx.call());
    const dict = configDictionary(r.config.bytes);
    const missing = MANDATORY.filter((id) => !dict.has(id));
    check(
      missing.length === 0,
      `the configuration lacks parameters ${missing.join(', ')} (has ${dict
        .keys()
        .sort((a, b) => a - b)
        .join(', ')})`,
    );
  },
} satisfies CaseDef<'v2', 'getConfigAll'>;
