import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../api/storage.ts';
import { storeChannel } from './channel.ts';

describe('outside channel', () => {
  it('stores a channel code under channelId', () => {
    const store = memoryStore();
    expect(storeChannel('weibo_2026', store)).toBe(true);
    expect(store.getItem('channelId')).toBe('weibo_2026');
  });
  it('ignores codes that are not short identifiers', () => {
    const store = memoryStore();
    expect(storeChannel('a b', store)).toBe(false);
    expect(storeChannel('x'.repeat(40), store)).toBe(false);
    expect(store.getItem('channelId')).toBeNull();
  });
});
