import { describe, expect, it } from 'vitest';
import { formatIndexNews, type IndexNews, parseIndexNews } from '../index-news.ts';

describe("the index's news", () => {
  it('reads back what the indexer writes', () => {
    const all: IndexNews[] = [
      { kind: 'block', seqno: 0 },
      { kind: 'block', seqno: 4294967295 },
      { kind: 'pending', traceId: 'ab'.repeat(32) },
      { kind: 'invalidated', norm: '0f'.repeat(32) },
      { kind: 'imported', what: '-1:12' },
      { kind: 'imported', what: 'linked' },
      { kind: 'imported', what: '' },
    ];
    for (const news of all) expect(parseIndexNews(formatIndexNews(news))).toEqual(news);
    expect(formatIndexNews({ kind: 'block', seqno: 7 })).toBe('block:7');
  });

  it('refuses payloads it does not describe, which listeners then ignore', () => {
    for (const payload of [
      '',
      'block',
      'block:',
      'block:-1',
      'block:07',
      'block:4294967296',
      'block:1.5',
      'pending:xyz',
      'pending:ABCD',
      'invalidated:abc',
      'other:1',
    ])
      expect(parseIndexNews(payload), payload).toBeUndefined();
  });
});
