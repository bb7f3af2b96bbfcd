import { createHash } from 'node:crypto';
import { ADNLAddress, Address } from '@ton/core';
import { check, fail, localAccount, skip, type CaseDef } from '../../../src/case.ts';
import { accountTruth } from '../../../src/chain/account.ts';
import { friendly } from '../../../src/chain/resolver.ts';
import { comparable } from '../../../src/chain/token-content.ts';
import { type TokenKind, tokenTruth } from '../../../src/chain/tokens.ts';
import { bocRootHash } from '../../../src/chain/views.ts';
import { at, fields, records } from '../../../src/values.ts';

const TYPES: Record<TokenKind, string> = {
  'jetton-minter': 'jetton_master',
  'jetton-wallet': 'jetton_wallet',
  'nft-collection': 'nft_collection',
  'nft-item': 'nft_item',
};

/** JSON with object keys sorted, to compare records whatever order an implementation prints their fields in. */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_k, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x,
  );

const addrStd = (friendlyAddress: unknown) => {
  const a = Address.parse(String(friendlyAddress));
  return { '@type': 'addr_std', workchain_id: a.workChain, address: a.hash.toString('hex') };
};

/**
 * What getTokenData prints (v2 D20, the TL-B form) for a record dnsResolve gives in tonlib's form; undefined for a
 * record kind the TL-B form has none for (text, unknown), which getTokenData leaves out.
 */
function tlbForm(entry: unknown): unknown {
  const e = fields(entry);
  switch (e?.['@type']) {
    case 'dns.entryDataSmcAddress':
      return { '@type': 'dns_smc_address', smc_addr: addrStd(at(e, 'smc_address', 'account_address')) };
    case 'dns.entryDataNextResolver':
      return { '@type': 'dns_next_resolver', resolver: addrStd(at(e, 'resolver', 'account_address')) };
    case 'dns.entryDataAdnlAddress':
      return {
        '@type': 'dns_adnl_address',
        adnl_addr: ADNLAddress.parseFriendly(String(at(e, 'adnl_address', 'adnl_address'))).address.toString('hex'),
      };
    case 'dns.entryDataStorageAddress':
      return { '@type': 'dns_storage_address', bag_id: e.bag_id };
    default:
      return undefined;
  }
}

export default {
  description:
    "each token kind of the local network is recognised with the fields its own data cell holds (supply, admin, content, balance, owner, master, wallet code, index, collection, next index; an item's content is the collection's common part and its own); the .ton DNS item's content is its domain and records; a plain wallet is 409",
  mode: 'schema-only',
  tags: ['local'],
  covers: ['address'],
  async run(ctx) {
    for (const kind of Object.keys(TYPES) as TokenKind[]) {
      const a = localAccount(ctx, kind);
      const r = fields(ctx.ok(await ctx.call({ args: { address: a.address } })));
      check(
        r?.contract_type === TYPES[kind],
        `${kind} ${a.address} is reported as ${r?.contract_type}, expected ${TYPES[kind]}`,
      );
      check(
        r.address === friendly(Address.parse(a.address)),
        `${kind}: address ${r.address} is not ${a.address} (url-safe bounceable)`,
      );
      const dataOf = async (address: string) =>
        accountTruth(ctx.ok(await ctx.call({ operationId: 'getShardAccountCell', args: { address } })).bytes).data;
      const data = await dataOf(a.address);
      const collection = kind === 'nft-item' ? tokenTruth(kind, data)?.collection_address : undefined;
      const truth = tokenTruth(kind, data, collection ? await dataOf(collection) : undefined);
      if (!truth) fail(`${kind} ${a.address}: its data is not in the reference contract's layout`);
      for (const [k, want] of Object.entries(truth)) {
        if (want === undefined && k.endsWith('content')) continue;
        const got = k.endsWith('_code') ? bocRootHash(r[k]) : k.endsWith('content') ? comparable(r[k]) : r[k];
        if (got !== want)
          fail(`${kind} ${a.address}: ${k} is ${JSON.stringify(got)}, its data holds ${JSON.stringify(want)}`);
      }
    }
    // The .ton DNS item: an NFT item of the .ton collection whose content is its domain and its DNS records.
    const item = ctx.data.local.find((a) => a.kind === 'dns-item');
    if (!item) skip('the local network has no DNS item');
    const domain = /domain (\S+);/.exec(item.note ?? '')?.[1];
    const r = ctx.ok(await ctx.call({ args: { address: item.address } }));
    const content = fields(at(r, 'content'));
    check(
      at(r, 'contract_type') === 'nft_item' && content?.domain === `${domain}.ton`,
      `the DNS item ${item.address} is printed with content ${JSON.stringify(content).slice(0, 200)}; a .ton DNS item carries its domain ${domain}.ton and its records`,
    );
    const resolved = ctx.ok(await ctx.call({ operationId: 'dnsResolve', args: { address: item.address } }));
    const names = ['wallet', 'site', 'storage', 'dns_next_resolver'];
    const data = fields(content.data) ?? {};
    const printed: string[] = [];
    for (const e of records(resolved.entries)) {
      const name =
        names.find((n) => createHash('sha256').update(n).digest('base64') === e.category) ??
        Buffer.from(String(e.category), 'base64').toString('hex').toUpperCase();
      const want = tlbForm(e.entry);
      if (want !== undefined) printed.push(name);
      check(
        canonical(data[name]) === canonical(want),
        `the DNS item's ${name} record is ${JSON.stringify(data[name])}; dnsResolve's ${JSON.stringify(e.entry)} is ${want === undefined ? 'left out' : JSON.stringify(want)} in the contract's form (D20)`,
      );
    }
    check(
      Object.keys(data).sort().join() === printed.sort().join(),
      `the DNS item's content lists ${Object.keys(data).join(', ')}; of its records, dnsResolve has ${printed.join(', ')} in a TL-B form`,
    );
    const wallet = localAccount(ctx, 'wallet');
    const ex = await ctx.call({ args: { address: wallet.address } });
    check(ex.response.status === 409, `a plain wallet got HTTP ${ex.response.status}, the contract documents 409`);
  },
} satisfies CaseDef<'v2', 'getTokenData'>;
