/** Which bodies the indexer writes on their message's row (migration 0012): those of at most INLINE_BODY_MAX bytes. */
import { Address, beginCell, type Cell, type Message, storeMessage } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { INLINE_BODY_MAX, messageRow } from '../model/decode.ts';
import type { ContentRow } from '../model/rows.ts';

const DEST = Address.parseRaw(`0:${'AB'.repeat(32)}`);
const comment = (text: string) => beginCell().storeUint(0, 32).storeStringTail(text).endCell();

function rowOf(body: Cell, contents = new Map<string, ContentRow>()) {
  const m: Message = { info: { type: 'external-in', src: undefined, dest: DEST, importFee: 0n }, body };
  const cell = beginCell().store(storeMessage(m)).endCell();
  return messageRow(cell, m, { hash: Buffer.alloc(32, 1), lt: '5000' }, 'in', null, contents);
}

describe('a small body on its message row', () => {
  it('is the body BOC, the bytes kept in message_bodies', () => {
    const body = comment('hello');
    const contents = new Map<string, ContentRow>();
    const row = rowOf(body, contents);
    expect(row.body_boc).toEqual(body.toBoc());
    expect(row.body_boc).toEqual(contents.get(body.hash().toString('hex'))!.body);
    expect(row.body_hash).toEqual(body.hash());
  });

  it('is left out above INLINE_BODY_MAX bytes, the body still kept by hash', () => {
    const body = comment('x'.repeat(400));
    expect(body.toBoc().length).toBeGreaterThan(INLINE_BODY_MAX);
    const contents = new Map<string, ContentRow>();
    const row = rowOf(body, contents);
    expect(row.body_boc).toBeNull();
    expect(contents.get(body.hash().toString('hex'))!.body).toEqual(body.toBoc());
  });

  it('takes the bytes of the body as first kept when another message carried it before', () => {
    const body = comment('again');
    const contents = new Map<string, ContentRow>();
    rowOf(body, contents);
    expect(rowOf(body, contents).body_boc).toEqual(body.toBoc());
  });
});
