import { Address } from '@ton/core';
import { randomBytes } from 'node:crypto';
import { check, type CaseDef } from '../../../src/case.ts';
import { knownMessage } from '../../../src/semantics/known.ts';
import { records, same } from '../../../src/values.ts';

export default {
  description:
    "source, destination, exclude_externals and only_externals narrow the message as on /messages: the message's own ends find its transactions, another address, `null` for an internal message's source or only_externals find none; an external-in message is found by source=null and only_externals, and not with exclude_externals",
  mode: 'schema-only',
  covers: ['source', 'destination', 'exclude_externals', 'only_externals'],
  async run(ctx) {
    const m = await knownMessage(ctx);
    const stranger = new Address(0, randomBytes(32)).toRawString();
    const txs = async (args: Record<string, unknown>) =>
      ctx.ok(await ctx.call({ args: { msg_hash: m.hash, ...args } })).transactions;
    const finds = async (args: Record<string, unknown>, what: string) =>
      check(
        (await txs(args)).some((t) => same(t.hash, m.destTx.hash)),
        `${what}: the receiving transaction ${m.destTx.hash} of message ${m.hash} is not listed`,
      );
    const none = async (args: Record<string, unknown>, what: string) => {
      const found = await txs(args);
      check(found.length === 0, `${what}: ${found.length} transaction(s) listed, expected none`);
    };
    await finds({ source: m.source }, `source=${m.source} (the message's sender)`);
    await finds({ destination: m.destination }, `destination=${m.destination} (the message's receiver)`);
    await finds({ exclude_externals: true }, 'exclude_externals=true on an internal message');
    await none({ source: stranger }, `source=${stranger} (not the sender)`);
    await none({ destination: stranger }, `destination=${stranger} (not the receiver)`);
    await none({ source: 'null' }, 'source=null on an internal message');
    await none({ only_externals: true }, 'only_externals=true on an internal message');
    // an external-in message, where the index has one
    const ext = records(
      ctx.ok(await ctx.call({ operationId: 'getMessages', args: { source: 'null', limit: 1 } })).messages,
    )[0];
    if (!ext) return;
    const extTxs = async (args: Record<string, unknown>) =>
      ctx.ok(await ctx.call({ args: { msg_hash: ext.hash, ...args } })).transactions.length;
    check((await extTxs({ source: 'null' })) > 0, `source=null does not find external message ${String(ext.hash)}`);
    check(
      (await extTxs({ only_externals: true })) > 0,
      `only_externals=true does not find external ${String(ext.hash)}`,
    );
    check(
      (await extTxs({ exclude_externals: true })) === 0,
      `exclude_externals=true still finds external ${String(ext.hash)}`,
    );
  },
} satisfies CaseDef<'v3', 'getTransactionsByMessage'>;
