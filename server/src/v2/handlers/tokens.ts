import { beginCell, Cell, Dictionary, TupleReader, type Address, type TupleItem } from '@ton/core';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext } from '../../http/types.ts';
import { readAccount, type V2Deps } from '../chain.ts';
import { b64, parseAddress } from '../convert.ts';
import { methodIdOf, runGetMethodLocally } from '../emulation.ts';
import { viewAccount } from '../account-view.ts';
import { parseItemContent, parseTokenContent } from '../tokenContent.ts';
import { categoryKey, tlbRecord } from '../dns.ts';
import type { components } from '../../../../generated/v2/types.ts';
import type { V2HandlerGroup } from './types.ts';

const NOT_TOKEN = 'Smart contract is not Jetton or NFT';
type DnsContent = components['schemas']['DnsContent'];
const boc = (c: Cell) => b64(c.toBoc({ idx: false }));
/** The DNS categories TEP-81 names, by the hex of their key. */
const DNS_CATEGORIES = new Map(
  ['wallet', 'site', 'storage', 'dns_next_resolver'].map((n) => [categoryKey(n).toString('hex'), n] as const),
);

export function tokenHandlers(deps: V2Deps) {
  const fmt = (a: Address) => a.toString({ urlSafe: true, bounceable: true, testOnly: false });

  /** Runs a get-method on an account at the block of the request; undefined when it fails or exits non-zero. */
  async function call(ctx: HandlerContext, address: Address, method: string, stack: TupleItem[] = [], seqno?: number) {
    const read = await readAccount(deps, ctx, address, seqno);
    const v = viewAccount(read.account);
    if (v.status !== 'active' || !v.code) return undefined;
    const r = await runGetMethodLocally(deps, ctx, {
      address,
      code: v.code,
      data: v.data ?? new Cell(),
      balance: BigInt(v.balance),
      block: read.block,
      utime: read.utime,
      methodId: methodIdOf(method),
      stack,
    }).catch(() => undefined);
    return r && r.exitCode === 0 ? new TupleReader(r.stack) : undefined;
  }
  const slice = (a: Address): TupleItem => ({ type: 'slice', cell: beginCell().storeAddress(a).endCell() });

  /**
   * A DNS item of a collection (the .ton domains), detected as the C++ implementation does: its `dnsresolve` of its
   * own name ("\0", category 0) exits 0 with (int, cell of records). Its content is then its domain (get_domain with
   * ".ton" appended, empty without get_domain) and its records by category name, or by upper-case hex key for other
   * categories, each in its TL-B form (v2 D20). Undefined, so the item keeps its NFT content, when dnsresolve fails,
   * answers no record dictionary (null), or answers a cell that is not one.
   */
  async function dnsContent(ctx: HandlerContext, address: Address, seqno?: number): Promise<DnsContent | undefined> {
    const own = beginCell().storeUint(0, 8).endCell();
    const r = await call(
      ctx,
      address,
      'dnsresolve',
      [
        { type: 'slice', cell: own },
        { type: 'int', value: 0n },
      ],
      seqno,
    );
    if (r?.remaining !== 2) return undefined;
    r.skip();
    const records = r.pop();
    if (records.type !== 'cell') return undefined;
    let dict: Dictionary<Buffer, Cell>;
    try {
      dict = Dictionary.loadDirect(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell(), records.cell);
    } catch {
      return undefined;
    }
    const data: DnsContent['data'] = {};
    for (const [key, value] of dict) {
      const record = tlbRecord(value);
      if (record) data[DNS_CATEGORIES.get(key.toString('hex')) ?? key.toString('hex').toUpperCase()] = record;
    }
    const name = await call(ctx, address, 'get_domain', [], seqno);
    let domain = '';
    try {
      const label = name?.readCell().beginParse();
      if (label) domain = `${label.loadBuffer(Math.floor(label.remainingBits / 8)).toString('utf8')}.ton`;
    } catch {
      // get_domain answered something that is not a cell or slice: the domain stays unknown, as without get_domain
    }
    return { domain, data };
  }

  const detectors = [
    async (ctx: HandlerContext, address: Address, seqno?: number) => {
      const r = await call(ctx, address, 'get_jetton_data', [], seqno);
      if (!r) return undefined;
      const totalSupply = r.readBigNumber();
      const mintable = r.readBigNumber() !== 0n;
      const admin = r.readAddressOpt();
      const content = r.readCell();
      const walletCode = r.readCell();
      return {
        '@type': 'ext.tokens.jettonMasterData' as const,
        address: fmt(address),
        contract_type: 'jetton_master' as const,
        total_supply: totalSupply.toString(),
        mintable,
        ...(admin ? { admin_address: fmt(admin) } : {}),
        jetton_content: parseTokenContent(content),
        jetton_wallet_code: boc(walletCode),
      };
    },
    async (ctx: HandlerContext, address: Address, seqno?: number) => {
      const r = await call(ctx, address, 'get_wallet_data', [], seqno);
      if (!r) return undefined;
      const balance = r.readBigNumber();
      const owner = r.readAddress();
      const jetton = r.readAddress();
      const walletCode = r.readCell();
      const check = await call(ctx, jetton, 'get_wallet_address', [slice(owner)], seqno);
      if (!check?.readAddress().equals(address)) return undefined;
      return {
        '@type': 'ext.tokens.jettonWalletData' as const,
        address: fmt(address),
        contract_type: 'jetton_wallet' as const,
        balance: balance.toString(),
        owner: fmt(owner),
        jetton: fmt(jetton),
        jetton_wallet_code: boc(walletCode),
      };
    },
    async (ctx: HandlerContext, address: Address, seqno?: number) => {
      const r = await call(ctx, address, 'get_collection_data', [], seqno);
      if (!r) return undefined;
      const next = r.readBigNumber();
      const content = r.readCell();
      const owner = r.readAddressOpt();
      return {
        '@type': 'ext.tokens.nftCollectionData' as const,
        address: fmt(address),
        contract_type: 'nft_collection' as const,
        next_item_index: next.toString(),
        ...(owner ? { owner_address: fmt(owner) } : {}),
        collection_content: parseTokenContent(content),
      };
    },
    async (ctx: HandlerContext, address: Address, seqno?: number) => {
      const r = await call(ctx, address, 'get_nft_data', [], seqno);
      if (!r) return undefined;
      const init = r.readBigNumber() !== 0n;
      const index = r.readBigNumber();
      const collection = r.readAddressOpt();
      const owner = r.readAddressOpt();
      let content = r.readCell();
      let dns: DnsContent | undefined;
      if (collection) {
        const byIndex = await call(ctx, collection, 'get_nft_address_by_index', [{ type: 'int', value: index }], seqno);
        if (!byIndex?.readAddress().equals(address)) return undefined;
        const full = await call(
          ctx,
          collection,
          'get_nft_content',
          [
            { type: 'int', value: index },
            { type: 'cell', cell: content },
          ],
          seqno,
        );
        if (full) content = full.readCell();
        dns = await dnsContent(ctx, address, seqno);
      }
      return {
        '@type': 'ext.tokens.nftItemData' as const,
        address: fmt(address),
        contract_type: 'nft_item' as const,
        init,
        index: index.toString(),
        ...(collection ? { collection_address: fmt(collection) } : {}),
        ...(owner ? { owner_address: fmt(owner) } : {}),
        content: dns ?? (collection ? parseTokenContent(content) : parseItemContent(content)),
      };
    },
  ];

  return {
    /** Jetton master or wallet, NFT collection or item: the first detector whose get-methods answer (and verify) wins. */
    getTokenData: async (input, ctx) => {
      const address = parseAddress(input.address);
      const seqno = 'seqno' in input && input.seqno !== undefined ? Number(input.seqno) : undefined;
      for (const detect of detectors) {
        const found = await detect(ctx, address, seqno).catch((err: unknown) => {
          if (err instanceof ApiError && err.code === 504) throw err;
          return undefined;
        });
        if (found) return found;
      }
      throw new ApiError(409, NOT_TOKEN);
    },
  } satisfies V2HandlerGroup<'getTokenData'>;
}
