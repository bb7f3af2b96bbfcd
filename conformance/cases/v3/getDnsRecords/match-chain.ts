import { Address, beginCell, Cell, Dictionary } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { check, otherOk, skip, type CaseContext, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';

type Ctx = CaseContext<'v3', 'getDnsRecords'>;

/** What the DNS item itself resolves (TEP-81 dnsresolve of its own records, category 0 = all): the chain's records. */
async function resolved(ctx: Ctx, item: string): Promise<Record<string, string | null>> {
  const r = await otherOk(ctx, 'runGetMethodStd', {
    address: item,
    method: 'dnsresolve',
    stack: [
      {
        '@type': 'tvm.stackEntrySlice',
        slice: { '@type': 'tvm.slice', bytes: beginCell().storeUint(0, 8).endCell().toBoc().toString('base64') },
      },
      { '@type': 'tvm.stackEntryNumber', number: { '@type': 'tvm.numberDecimal', number: '0' } },
    ],
  });
  const out: Record<string, string | null> = { wallet: null, site: null, storage: null, next: null };
  const top = r.stack[1];
  if (r.exit_code !== 0 || top?.['@type'] !== 'tvm.stackEntryCell') return out;
  const dict = Dictionary.loadDirect(
    Dictionary.Keys.Buffer(32),
    Dictionary.Values.Cell(),
    Cell.fromBase64(top.cell.bytes),
  );
  const rec = (name: string) => dict.get(sha256_sync(name))?.beginParse();
  const w = rec('wallet');
  if (w && w.loadUint(16) === 0x9fd3) out.wallet = w.loadAddress().toRawString();
  const n = rec('dns_next_resolver');
  if (n && n.loadUint(16) === 0xba93) out.next = n.loadAddress().toRawString();
  const s = rec('site');
  if (s && s.loadUint(16) === 0xad01) out.site = s.loadBuffer(32).toString('hex');
  const st = rec('storage');
  if (st && st.loadUint(16) === 0x7473) out.storage = st.loadBuffer(32).toString('hex');
  return out;
}

export default {
  description:
    'wallet=W lists exactly the domains whose wallet record is W (each record as its DNS item resolves it on chain: wallet, site ADNL, storage bag, next resolver; shortest domain first), and a wallet no record names lists none; domain=D finds exactly that domain',
  mode: 'schema-only',
  covers: ['wallet', 'domain'],
  async run(ctx) {
    const wallet = ctx.data.local.find((a) => a.kind === 'dns-item')?.note?.match(/wallet record (\S+)/)?.[1];
    if (!wallet) skip("needs the local network's DNS item and the wallet its record names (--network local)");
    const records = ctx.ok(await ctx.call({ args: { wallet } })).records;
    check(records.length > 0, `wallet=${wallet} lists no domain, while the devnet's DNS item names it`);
    for (const r of records) {
      const chain = await resolved(ctx, r.nft_item_address);
      check(same(r.dns_wallet, wallet), `${r.domain}: dns_wallet ${r.dns_wallet} is not ${wallet}`);
      check(
        same(r.dns_wallet ?? '', chain.wallet ?? '') &&
          same(r.dns_site_adnl ?? '', chain.site ?? '') &&
          same(r.dns_storage_bag_id ?? '', chain.storage ?? '') &&
          same(r.dns_next_resolver ?? '', chain.next ?? ''),
        `${r.domain}: records ${JSON.stringify([r.dns_wallet, r.dns_site_adnl, r.dns_storage_bag_id, r.dns_next_resolver])}; the item resolves ${JSON.stringify(chain)}`,
      );
    }
    const order = records.map((r) => r.domain);
    const sorted = [...order].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    check(order.join() === sorted.join(), `domains come as ${order.join(', ')}, not shortest first then alphabetical`);
    const stranger = ctx.data.local.find((a) => a.kind === 'wallet' && !same(a.address, wallet))!.address;
    const none = ctx.ok(await ctx.call({ args: { wallet: stranger } })).records;
    check(
      !none.some((r) => records.some((x) => x.nft_item_address === r.nft_item_address)),
      `wallet=${stranger} lists a domain whose record names ${wallet}`,
    );
    for (const r of records) {
      const one = ctx.ok(await ctx.call({ args: { domain: r.domain } })).records;
      check(
        one.length === 1 && one[0]!.nft_item_address === r.nft_item_address,
        `domain=${r.domain} answers ${one.map((x) => x.domain).join(', ') || 'nothing'}`,
      );
    }
    const unknown = ctx.ok(
      await ctx.call({ args: { domain: `conformance-${Address.parse(wallet).hash.toString('hex').slice(0, 8)}.ton` } }),
    );
    check(
      unknown.records.length === 0,
      `a domain nobody registered answers ${unknown.records.map((x) => x.domain).join(', ')}`,
    );
  },
} satisfies CaseDef<'v3', 'getDnsRecords'>;
