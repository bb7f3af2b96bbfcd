import { check, fail, type CaseDef } from '../../../src/case.ts';
import { CLAUSE, checkSeqnoKnown, emulateForged, selfProblems } from '../../../src/semantics/emulation.ts';

export default {
  description:
    "a wallet transfer signed with another key runs only with ignore_chksig (without it, 422 'the message is not accepted: …'); its answer agrees with itself: transactions keyed by their hashes, the tree naming each exactly once, trace.in_msg_hash the message's hash, emulated: true, actions [] without with_actions, balance_changes and account_states as the transactions leave each account, wallet.address the root's account and wallet.fees its total fees, code/data cells keyed by their hashes, a known mc_block_seqno",
  mode: 'schema-only',
  covers: ['ignore_chksig'],
  async run(ctx) {
    const { boc, body: e } = await emulateForged(ctx);
    const problems = selfProblems(e, boc, { withActions: false });
    if (problems.length) fail(problems.join('; '), CLAUSE);
    await checkSeqnoKnown(ctx, e.mc_block_seqno);
    // the same message with the signature checked, on the same block: the wallet refuses it
    const checked = await ctx.call({ args: { boc, mc_block_seqno: e.mc_block_seqno } });
    check(
      checked.response.status === 422,
      `the message signed with another key, without ignore_chksig, answered ${checked.response.status}: ${checked.response.text.slice(0, 200)}`,
    );
    const text = String((checked.response.json as { error?: unknown } | undefined)?.error);
    check(
      text.startsWith('the message is not accepted: '),
      `a refused signature is 422 '${text}', the contract's text starts 'the message is not accepted: '`,
    );
  },
} satisfies CaseDef<'v3', 'emulateTrace'>;
