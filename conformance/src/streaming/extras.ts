// The optional parts of a notification, when asked for: `address_book` has an entry for every raw address of the
// notification's records, each as v3 /addressBook gives it; `metadata` has the entry v3 /metadata gives every
// token address of the records, and none v3 does not know. (Present only when asked: judge.ts.)
import type { Association } from './assoc.ts';
import type { Ledger } from './ledger.ts';
import { canon, rawAddresses } from './records.ts';
import { raw, type Subscriber } from './subscriber.ts';
import type { Truth } from './truth.ts';

const WITH_EXTRAS = ['transactions', 'actions', 'trace', 'jettons_change'];

export async function judgeExtras(s: Subscriber, assoc: Association, truth: Truth, ledger: Ledger): Promise<void> {
  for (const { index, m } of s.notifications()) {
    if (!WITH_EXTRAS.includes(m.type)) continue;
    const k = assoc.of(m);
    const model = (k && s.modelFor(k.transfer.round)) || s.modelAt(index);
    const addresses = [...rawAddresses(m)];
    const book = m.address_book;
    if (model.book && book && typeof book === 'object') {
      ledger.judged('book', s, [[m.type, 'address_book']]);
      const keys = new Map(Object.entries<any>(book).map(([a, v]) => [raw(a), v]));
      const missing = addresses.filter((a) => !keys.has(a));
      if (missing.length)
        ledger.problem(
          'book',
          s,
          `${m.type}/${m.finality}: ${missing.length} address(es) of its records have no address_book entry, e.g. ${missing[0]}`,
          m,
        );
      const v3 = await truth.book([...keys.keys()]);
      for (const [a, entry] of keys) {
        const want = v3.get(a);
        if (want === undefined || canon(entry) !== canon(want)) {
          ledger.problem(
            'book',
            s,
            `${m.type}/${m.finality}: address_book[${a}] is ${canon(entry)}, v3 /addressBook gives ${canon(want)}`,
            m,
          );
          break;
        }
      }
    }
    const meta = m.metadata;
    if (model.metadata && meta && typeof meta === 'object') {
      ledger.judged('metadata', s, [[m.type, 'metadata']]);
      const keys = new Map(Object.entries<any>(meta).map(([a, v]) => [raw(a), v]));
      const v3 = await truth.metadata([...new Set([...addresses, ...keys.keys()])]);
      // the token kinds an address is: what the index knows from the chain with the block (balances and the
      // off-chain metadata behind is_indexed may change or arrive later; what the address is does not)
      const kinds = (v: any) => canon((v?.token_info ?? []).map((t: any) => t?.type).sort());
      for (const a of addresses) {
        const want = v3.get(a);
        if (want === undefined) continue;
        if (!keys.has(a)) {
          ledger.problem(
            'metadata',
            s,
            `${m.type}/${m.finality}: no metadata for ${a}, which v3 /metadata describes`,
            m,
          );
          break;
        }
      }
      for (const [a, entry] of keys) {
        const want = v3.get(a);
        if (want === undefined || kinds(entry) !== kinds(want)) {
          ledger.problem(
            'metadata',
            s,
            `${m.type}/${m.finality}: metadata[${a}] is ${canon(entry).slice(0, 200)}, v3 /metadata gives ${canon(want).slice(0, 200)}`,
            m,
          );
          break;
        }
      }
    }
  }
}
