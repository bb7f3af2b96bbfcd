// A kept message content is the MessageContent record of its BOC (the body's base64, the decoded form) whatever the
// comment it carries, and an answer carrying it is written byte for byte as one carrying that plain record.
import { beginCell } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerBytes } from '../../src/http/kept-json.ts';
import { decodeContent } from '../../src/v3/decode.ts';
import { content } from '../../src/v3/queries/records.ts';

const bytesOf = (answer: string | Buffer) => (typeof answer === 'string' ? Buffer.from(answer) : answer);

describe('kept message contents', () => {
  it('are the record of their BOC, and are written into answers as that record', () => {
    const text = fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'grapheme', maxLength: 200 }));
    fc.assert(
      fc.property(text, fc.uint8Array({ minLength: 32, maxLength: 32 }), (comment, hash) => {
        const boc = beginCell().storeUint(0, 32).storeStringTail(comment).endCell().toBoc();
        const key = Buffer.from(hash).toString('base64');
        const plain = { hash: key, body: boc.toString('base64'), decoded: decodeContent(boc) };
        const kept = content(key, boc)!;
        expect({ ...kept }).toEqual(plain);
        expect(content(key, boc)).toBe(kept);
        const answer = { transactions: [{ in_msg: { message_content: kept, init_state: null } }], n: comment };
        const reference = { transactions: [{ in_msg: { message_content: plain, init_state: null } }], n: comment };
        expect(bytesOf(answerBytes(answer)).equals(Buffer.from(JSON.stringify(reference)))).toBe(true);
        expect(JSON.stringify(kept)).toBe(JSON.stringify(plain));
      }),
      { numRuns: 500 },
    );
  });
});
