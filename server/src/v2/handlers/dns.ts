import { type Address, Cell } from '@ton/core';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext } from '../../http/types.ts';
import { liteError, readAccount, type V2Deps } from '../chain.ts';
import { viewAccount } from '../account-view.ts';
import { parseAddress } from '../convert.ts';
import { categoryKey, encodeName, NotResolver, readResolution, resolveStack, type DnsEntry } from '../dns.ts';
import { methodIdOf, runGetMethodLocally } from '../emulation.ts';
import type { V2HandlerGroup } from './types.ts';

const DNSRESOLVE = methodIdOf('dnsresolve');

export function dnsHandlers(deps: V2Deps) {
  /** One resolver's answer for `name`, at the block of `seqno` (latest when absent). */
  async function ask(address: Address, name: string, seqno: number | undefined, ctx: HandlerContext) {
    const read = await readAccount(deps, ctx, address, seqno);
    const v = viewAccount(read.account);
    if (v.status !== 'active' || !v.code) throw new ApiError(409, `not a DNS resolver: the account is ${v.status}`);
    const encoded = encodeName(name);
    const run = await runGetMethodLocally(deps, ctx, {
      address,
      code: v.code,
      data: v.data ?? new Cell(),
      balance: BigInt(v.balance),
      block: read.block,
      utime: read.utime,
      methodId: DNSRESOLVE,
      stack: resolveStack(encoded),
    }).catch(liteError);
    if (run.exitCode !== 0 && run.exitCode !== 1)
      throw new ApiError(409, `not a DNS resolver: dnsresolve exited with code ${run.exitCode}`);
    try {
      return readResolution(name, encoded, run.stack);
    } catch (err) {
      if (err instanceof NotResolver) throw new ApiError(409, `not a DNS resolver: ${err.message}`);
      throw err;
    }
  }

  return {
    dnsResolve: async (input, ctx) => {
      const seqno = input.seqno === undefined ? undefined : Number(input.seqno);
      let address = parseAddress(input.address);
      let name = input.name ?? '';
      let entries: DnsEntry[] = [];
      let partial = false;
      // the first resolver, then up to ttl next resolvers for what is left of the name
      for (let hop = 0; hop <= (input.ttl ?? 0); hop++) {
        const r = await ask(address, name, seqno, ctx);
        ({ entries, partial } = r);
        if (!r.next) break;
        ({ resolver: address, rest: name } = r.next);
      }
      if (input.category !== undefined) {
        const key = categoryKey(input.category).toString('base64');
        // a partial resolution keeps its next-resolver entry: it says where the category would be found; a full
        // one keeps the category's record only (a dns_next_resolver record among them is just another category)
        entries = entries.filter((e) => e.category === key || partial);
      }
      return { '@type': 'dns.resolved' as const, entries: entries };
    },
  } satisfies V2HandlerGroup<'dnsResolve'>;
}
