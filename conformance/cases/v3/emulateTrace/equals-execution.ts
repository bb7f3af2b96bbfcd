import { toNano } from '@ton/core';
import { check, type CaseDef } from '../../../src/case.ts';
import { emulationEqualsExecution } from '../../../src/semantics/emulation.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "a TON transfer the suite signs is emulated with its actions, then sent: the indexed trace has the emulation's tree, transactions (account, statuses, fees but storage, compute and action phases, messages' values, bodies and init), actions and TON changes plus storage fees (D37)",
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: ['boc', 'with_actions'],
  async run(ctx) {
    const comment = `conformance emulate ${Date.now()}`;
    let to = '';
    const { e } = await emulationEqualsExecution(ctx, 'a TON transfer', ({ recipient }) => {
      to = recipient;
      return [{ to: recipient, value: toNano('0.1'), body: comment }];
    });
    check(
      e.wallet.sent.some((m) => same(m.destination, to) && m.value === toNano('0.1').toString()),
      `wallet.sent does not list the 0.1 TON the transfer sends to ${to}: ${JSON.stringify(e.wallet.sent)}`,
    );
    check(
      e.actions.some((a) => a.type === 'ton_transfer'),
      `with_actions: the transfer is classified ${e.actions.map((a) => a.type).join(', ') || 'as nothing'}, not ton_transfer`,
    );
  },
} satisfies CaseDef<'v3', 'emulateTrace'>;
