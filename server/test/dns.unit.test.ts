// TEP-81 answers the local network's DNS item never gives (it resolves only its own domain): partial
// resolutions, text records, malformed answers.
import { Address, beginCell, Dictionary } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  categoryKey,
  decodeName,
  encodeName,
  entryData,
  NEXT_RESOLVER,
  NotResolver,
  readResolution,
  tlbRecord,
} from '../src/v2/dns.ts';

const resolver = Address.parse('EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N');

describe('TEP-81 resolution answers', () => {
  it('encodes names top label first, each ended by a zero byte, and back', () => {
    expect(encodeName('alice.ton')).toEqual(Buffer.from('ton\0alice\0'));
    expect(encodeName('')).toEqual(Buffer.from([0]));
    expect(decodeName(Buffer.from('ton\0alice\0'))).toBe('alice.ton');
  });

  it('a partly resolved name is one next-resolver entry for the resolved part, and the rest to ask next', () => {
    const encoded = encodeName('wallet.alice.ton');
    const record = beginCell().storeUint(0xba93, 16).storeAddress(resolver).endCell();
    const r = readResolution('wallet.alice.ton', encoded, [
      { type: 'int', value: BigInt('ton\0alice\0'.length * 8) },
      { type: 'cell', cell: record },
    ]);
    expect(r.entries).toEqual([
      {
        '@type': 'dns.entry',
        name: 'alice.ton',
        category: NEXT_RESOLVER.toString('base64'),
        entry: {
          '@type': 'dns.entryDataNextResolver',
          resolver: { '@type': 'accountAddress', account_address: resolver.toString() },
        },
      },
    ]);
    expect(r.next?.resolver.equals(resolver)).toBe(true);
    expect(r.next?.rest).toBe('wallet');
  });

  it('a fully resolved name answers every category of the dictionary; nothing found is no entry', () => {
    const d = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
    d.set(
      categoryKey('text'),
      beginCell().storeUint(0x1eda, 16).storeUint(1, 8).storeUint(5, 8).storeBuffer(Buffer.from('hello')).endCell(),
    );
    d.set(categoryKey('odd'), beginCell().storeUint(0xffff, 16).endCell());
    const r = readResolution('x', encodeName('x'), [
      { type: 'int', value: 16n },
      { type: 'cell', cell: beginCell().storeDictDirect(d).endCell() },
    ]);
    const byCategory = Object.fromEntries(r.entries.map((e) => [e.category, e.entry]));
    expect(byCategory[categoryKey('text').toString('base64')]).toEqual({ '@type': 'dns.entryDataText', text: 'hello' });
    expect(byCategory[categoryKey('odd').toString('base64')]!['@type']).toBe('dns.entryDataUnknown');
    expect(r.next).toBeUndefined();
    expect(readResolution('x', encodeName('x'), [{ type: 'int', value: 0n }, { type: 'null' }]).entries).toEqual([]);
  });

  it('anything but (int, cell) or a resolved length that is not whole bytes of the name is not a resolver', () => {
    expect(() => readResolution('x', encodeName('x'), [{ type: 'int', value: 1n }])).toThrow(NotResolver);
    expect(() =>
      readResolution('x', encodeName('x'), [
        { type: 'int', value: 3n },
        { type: 'cell', cell: beginCell().endCell() },
      ]),
    ).toThrow(NotResolver);
    expect(() =>
      readResolution('x', encodeName('x'), [
        { type: 'int', value: 800n },
        { type: 'cell', cell: beginCell().endCell() },
      ]),
    ).toThrow(NotResolver);
    // a record whose tag promises an address it does not hold keeps its cell
    expect(entryData(beginCell().storeUint(0x9fd3, 16).endCell())['@type']).toBe('dns.entryDataUnknown');
  });

  it("getTokenData's TL-B form: addr_std (an anycast prefix skipped), hex ids; nothing for what it has no form for", () => {
    const hash = resolver.hash.toString('hex');
    expect(tlbRecord(beginCell().storeUint(0x9fd3, 16).storeAddress(resolver).storeUint(0, 8).endCell())).toEqual({
      '@type': 'dns_smc_address',
      smc_addr: { '@type': 'addr_std', workchain_id: 0, address: hash },
    });
    // addr_std$10 anycast:(Maybe Anycast) with depth 3 and prefix 101, workchain -1
    const anycast = beginCell()
      .storeUint(0xba93, 16)
      .storeUint(0b10, 2)
      .storeBit(1)
      .storeUint(3, 5)
      .storeUint(0b101, 3);
    expect(tlbRecord(anycast.storeInt(-1, 8).storeBuffer(resolver.hash).endCell())).toEqual({
      '@type': 'dns_next_resolver',
      resolver: { '@type': 'addr_std', workchain_id: -1, address: hash },
    });
    const id = Buffer.alloc(32, 0xab);
    expect(tlbRecord(beginCell().storeUint(0xad01, 16).storeBuffer(id).storeUint(0, 8).endCell())).toEqual({
      '@type': 'dns_adnl_address',
      adnl_addr: 'ab'.repeat(32),
    });
    expect(tlbRecord(beginCell().storeUint(0x7473, 16).storeBuffer(id).endCell())).toEqual({
      '@type': 'dns_storage_address',
      bag_id: 'ab'.repeat(32),
    });
    // addr_var$11 anycast:nothing addr_len:(## 9) workchain_id:int32 address:(bits addr_len)
    const addrVar = beginCell().storeUint(0x9fd3, 16).storeUint(0b11, 2).storeBit(0).storeUint(8, 9).storeInt(0, 32);
    expect(tlbRecord(addrVar.storeUint(0xff, 8).storeUint(0, 8).endCell())).toBeUndefined();
    expect(
      tlbRecord(beginCell().storeUint(0x1eda, 16).storeUint(1, 8).storeUint(1, 8).storeUint(65, 8).endCell()),
    ).toBe(undefined);
    expect(tlbRecord(beginCell().storeUint(0x9fd3, 16).endCell())).toBeUndefined();
  });
});
