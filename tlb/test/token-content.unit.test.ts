import { createHash } from 'node:crypto';
import { beginCell, Dictionary } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { contentValue, loadTokenContent, snakeBytes } from '../token-content.ts';

const key = (k: string) => createHash('sha256').update(k).digest();

describe('TEP-64 token content', () => {
  it('reads an off-chain URI spread over snake cells', () => {
    const uri = 'https://example.org/' + 'x'.repeat(200) + '/meta.json';
    const tail = beginCell()
      .storeBuffer(Buffer.from(uri.slice(120)))
      .endCell();
    const cell = beginCell()
      .storeUint(0x01, 8)
      .storeBuffer(Buffer.from(uri.slice(0, 120)))
      .storeRef(tail)
      .endCell();
    expect(loadTokenContent(cell)).toEqual({ layout: 'offchain', uri });
  });

  it('reads on-chain entries keyed by sha256, with snake and chunked values', () => {
    const chunks = Dictionary.empty(Dictionary.Keys.Uint(32), Dictionary.Values.Cell());
    chunks.set(1, beginCell().storeBuffer(Buffer.from('World')).endCell());
    chunks.set(0, beginCell().storeBuffer(Buffer.from('Hello ')).endCell());
    const dict = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
    dict.set(key('name'), beginCell().storeUint(0, 8).storeBuffer(Buffer.from('Devnet Jetton')).endCell());
    dict.set(key('description'), beginCell().storeUint(1, 8).storeDict(chunks).endCell());
    const content = loadTokenContent(beginCell().storeUint(0, 8).storeDict(dict).endCell());
    if (content.layout !== 'onchain') throw new Error('expected on-chain content');
    const values = Object.fromEntries(content.entries.map(([h, c]) => [h, contentValue(c)]));
    expect(values).toEqual({
      [key('name').toString('hex')]: 'Devnet Jetton',
      [key('description').toString('hex')]: 'Hello World',
    });
  });

  it('refuses another layout and reads bare snake data', () => {
    expect(() => loadTokenContent(beginCell().storeUint(0x07, 8).endCell())).toThrow(/unknown content layout 0x7/);
    expect(snakeBytes(beginCell().storeBuffer(Buffer.from('ab')).endCell().beginParse()).toString()).toBe('ab');
  });
});
