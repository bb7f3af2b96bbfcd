import { describe, expect, it } from 'vitest';
import { INDEX_EVENTS_CHANNEL as written } from '../../../indexer/writer/store.ts';
import { INDEX_EVENTS_CHANNEL as listened } from '../../src/streaming/source.ts';
import { INDEX_EVENTS_CHANNEL as invalidating } from '../../src/v3/answer-cache.ts';

describe('the index news channel', () => {
  it('is the one the indexer notifies on and the server listens to (neither imports the other)', () => {
    expect(listened).toBe(written);
  });

  it('is the one whose news drops the kept v3 answers', () => {
    expect(invalidating).toBe(written);
  });
});
