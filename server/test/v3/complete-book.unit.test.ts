// missingFromBook finds every raw address of an answer's records that its address book lacks, whatever the
// workchain's width, and walks neither the book, the metadata, nor message contents.
import { describe, expect, it } from 'vitest';
import { missingFromBook } from '../../src/v3/handlers/complete-book.ts';

const hex = 'AB'.repeat(32);
const at = (wc: string) => `${wc}:${hex}`;

describe('missingFromBook', () => {
  it('finds raw addresses of every workchain width in nested records, each once', () => {
    const body = {
      transactions: [
        { account: at('0'), in_msg: { source: at('-1'), destination: at('0') } },
        { account: at('-2147483648'), out_msgs: [{ destination: at('2147483647') }, { destination: null }] },
      ],
      address_book: { [at('0')]: {} },
    };
    expect(missingFromBook(body, body.address_book).sort()).toEqual(
      [at('-1'), at('-2147483648'), at('2147483647')].sort(),
    );
  });

  it('skips strings that are not raw addresses and the parts that are not records', () => {
    const body = {
      hash: hex,
      amount: '1000000000',
      almost: `0:${hex}0`,
      message_content: { body: at('0') },
      decoded_forward_payload: { owner: at('0') },
      metadata: { [at('-1')]: { owner: at('-1') } },
      address_book: { [at('5')]: { note: at('6') } },
    };
    expect(missingFromBook(body, {})).toEqual([]);
  });
});
