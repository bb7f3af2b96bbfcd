// runGetMethod / runGetMethodStd: `method` by name and by numeric id, and `stack` arguments that change the
// answer, against what the contracts' own data cells say (tokens.ts): the local NFT collection's
// get_nft_address_by_index(i) is the item whose data holds index i and the collection; the jetton minter's
// get_wallet_address(owner) is the jetton wallet whose data holds that owner and master; the wallet's seqno,
// asked as `seqno` or as its method id, is the one its data holds; a method it lacks is a 200 with a non-zero exit code.
import { Address, beginCell, Cell } from '@ton/core';
import { type CaseContext, type CaseDef, fail, localAccount, skip } from '../case.ts';
import { at } from '../values.ts';
import { accountTruth, walletV3Data } from './account.ts';
import { friendly } from './resolver.ts';
import { type TokenKind, tokenTruth } from './tokens.ts';
import { overTransports, transportName } from './transports.ts';

type Run = 'runGetMethod' | 'runGetMethodStd';

/** TEP-81-style method id: crc16 (XMODEM) of the name, with bit 16 set. */
export function methodId(name: string): number {
  let crc = 0;
  for (const byte of Buffer.from(name, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc | 0x10000;
}

const num = (op: Run, n: bigint) =>
  op === 'runGetMethod'
    ? ['num', `0x${n.toString(16)}`]
    : { '@type': 'tvm.stackEntryNumber', number: { '@type': 'tvm.numberDecimal', number: n.toString() } };
const slice = (op: Run, c: Cell) =>
  op === 'runGetMethod'
    ? ['tvm.Slice', c.toBoc().toString('base64')]
    : { '@type': 'tvm.stackEntrySlice', slice: { '@type': 'tvm.slice', bytes: c.toBoc().toString('base64') } };

/** The first stack entry of an answer as a number, or as the address its cell or slice holds. */
function top(op: Run, result: unknown): { n?: bigint; address?: Address } {
  const e = at(result, 'stack', 0);
  try {
    if (op === 'runGetMethod') {
      if (Array.isArray(e) && e[0] === 'num') return { n: BigInt(String(e[1])) };
      if (Array.isArray(e) && e[0] === 'cell')
        return {
          address: Cell.fromBase64(String(at(e[1], 'bytes')))
            .beginParse()
            .loadAddress(),
        };
    } else {
      if (at(e, '@type') === 'tvm.stackEntryNumber') return { n: BigInt(String(at(e, 'number', 'number'))) };
      const bytes = at(e, 'slice', 'bytes') ?? at(e, 'cell', 'bytes');
      if (bytes) return { address: Cell.fromBase64(String(bytes)).beginParse().loadAddress() };
    }
  } catch {
    // not what the method returns
  }
  return {};
}

async function dataOf(ctx: CaseContext<'v2'>, address: Address | string) {
  const a = typeof address === 'string' ? address : address.toRawString();
  return accountTruth(ctx.ok(await ctx.call({ operationId: 'getShardAccountCell', args: { address: a } })).bytes).data;
}

export function getMethodCase(op: Run): CaseDef<'v2'> {
  return {
    description:
      "a wallet's seqno asked by name and by numeric method id is the one its data holds; get_nft_address_by_index(i) of the local collection is the item whose data holds index i, and get_wallet_address(owner) of the jetton minter the wallet whose data holds that owner — over POST and JSON-RPC",
    mode: 'schema-only',
    tags: ['local'],
    covers: ['address', 'method', 'stack'],
    async run(ctx: CaseContext<'v2'>) {
      const problems: string[] = [];
      const ask = async (
        address: string,
        method: string | number,
        stack: unknown[],
        judge: (r: unknown) => string | undefined,
      ) => {
        for (const { transport, ex } of await overTransports(ctx, op, { address, method, stack })) {
          const r = ctx.ok(ex);
          const p = at(r, 'exit_code') === 0 ? judge(r) : `exit_code ${at(r, 'exit_code')}`;
          if (p)
            problems.push(
              `${transportName(transport)} ${method}(${JSON.stringify(stack).slice(0, 80)}) on ${address}: ${p}`,
            );
        }
      };
      const wallet = localAccount(ctx, 'wallet');
      const seqno = walletV3Data(await dataOf(ctx, wallet.address))?.seqno;
      if (seqno === undefined) skip(`${wallet.address} holds no wallet v3 data`);
      for (const method of ['seqno', methodId('seqno'), String(methodId('seqno'))])
        await ask(wallet.address, method, [], (r) =>
          top(op, r).n === BigInt(seqno)
            ? undefined
            : `answered ${JSON.stringify(at(r, 'stack'))}, the data holds seqno ${seqno}`,
        );

      const checkHolds = async (
        kind: TokenKind,
        address: Address | undefined,
        want: Record<string, string | undefined>,
        what: string,
      ) => {
        if (!address) return problems.push(`${what}: no address answered`);
        const t = tokenTruth(kind, await dataOf(ctx, address));
        for (const [k, v] of Object.entries(want))
          if (t?.[k] !== v)
            problems.push(`${what} is ${address.toRawString()}, whose data holds ${k} ${t?.[k]}, not ${v}`);
      };
      // a method the contract does not have: still a 200, with the non-zero exit code the contract's selector gives (v2 D21)
      for (const { transport, ex } of await overTransports(ctx, op, {
        address: wallet.address,
        method: 'no_such_method',
        stack: [],
      })) {
        const r = ex.response.status === 200 ? ctx.ok(ex) : undefined;
        if (typeof at(r, 'exit_code') !== 'number' || at(r, 'exit_code') === 0)
          problems.push(
            `${transportName(transport)} no_such_method: HTTP ${ex.response.status}, exit_code ${at(r, 'exit_code')}; expected 200 with a non-zero exit code`,
          );
      }
      const collection = localAccount(ctx, 'nft-collection');
      for (const index of [0n, 1n])
        for (const { transport, ex } of await overTransports(ctx, op, {
          address: collection.address,
          method: 'get_nft_address_by_index',
          stack: [num(op, index)],
        }))
          await checkHolds(
            'nft-item',
            top(op, ctx.ok(ex)).address,
            { index: index.toString(), collection_address: friendly(Address.parse(collection.address)) },
            `${transportName(transport)} item ${index}`,
          );
      if (op === 'runGetMethod') {
        // a `num` argument is read as decimal text, 0x hex or a JSON integer (D21): ten is ten, 0x10 is sixteen
        const at10 = async (value: unknown) => {
          const [first] = await overTransports(ctx, op, {
            address: collection.address,
            method: 'get_nft_address_by_index',
            stack: [['num', value]],
          });
          return top(op, ctx.ok(first!.ex)).address?.toRawString();
        };
        const [dec, hex, int, sixteen] = [await at10('10'), await at10('0xa'), await at10(10), await at10('0x10')];
        if (!dec || dec !== hex || dec !== int || dec === sixteen)
          problems.push(
            `get_nft_address_by_index of "10", "0xa" and 10 answered ${dec}, ${hex}, ${int}; of "0x10" ${sixteen}`,
          );
      }
      const minter = localAccount(ctx, 'jetton-minter');
      const jw = ctx.data.local.find((a) => a.kind === 'jetton-wallet' && a.owner);
      if (!jw?.owner) skip('the local network lists no jetton wallet with its owner');
      const owner = Address.parse(jw.owner);
      for (const { transport, ex } of await overTransports(ctx, op, {
        address: minter.address,
        method: 'get_wallet_address',
        stack: [slice(op, beginCell().storeAddress(owner).endCell())],
      })) {
        const got = top(op, ctx.ok(ex)).address;
        await checkHolds(
          'jetton-wallet',
          got,
          { owner: friendly(owner), jetton: friendly(Address.parse(minter.address)) },
          `${transportName(transport)} the wallet of ${jw.owner}`,
        );
      }
      if (problems.length) fail(problems.slice(0, 4).join('; '));
    },
  };
}
