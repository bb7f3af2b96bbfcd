import { Address, toNano } from '@ton/core';
import { randomBytes } from 'node:crypto';
import { check, type CaseDef } from '../../../src/case.ts';
import { emulationEqualsExecution } from '../../../src/semantics/emulation.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'a bounceable transfer to an address nobody has used is emulated, then sent: the value comes back in a bounced message, and the indexed trace equals the emulation where D37 says it does',
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: ['boc', 'with_actions'],
  async run(ctx) {
    const nowhere = new Address(0, randomBytes(32)).toRawString();
    const { e } = await emulationEqualsExecution(ctx, 'a bounced transfer', () => [
      { to: nowhere, value: toNano('0.05'), bounce: true },
    ]);
    const there = Object.values(e.transactions).find((t) => same(t.account, nowhere));
    check(there, `the emulation has no transaction on ${nowhere}, the transfer's destination`);
    check(there.orig_status === 'nonexist', `the unused address ${nowhere} starts ${there.orig_status}, not nonexist`);
    check(
      e.wallet.received.some((m) => m.bounced && same(m.source, nowhere)),
      `wallet.received lists no bounced message from ${nowhere}: ${JSON.stringify(e.wallet.received)}`,
    );
  },
} satisfies CaseDef<'v3', 'emulateTrace'>;
