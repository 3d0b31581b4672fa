import { describe, expect, it } from 'vitest';
import { ASTROLOGER_CACHE_MS } from '@xingtu/contracts/constants';
import { isAstrologerCacheFresh, stripCapital } from './session.ts';

describe('astrologer cache (SPEC §3/§4)', () => {
  it('drops astrologersCapital before the record is cached', () => {
    expect(
      stripCapital({ astrologerId: 7, name: '苏老师', astrologersCapital: { idCard: 'secret' } }),
    ).toEqual({ astrologerId: 7, name: '苏老师' });
    expect(stripCapital(null)).toBeNull();
  });

  it('keeps the record for 10 minutes, then fetches it again', () => {
    const now = 1_800_000_000_000;
    expect(isAstrologerCacheFresh({ fetchedAt: now - ASTROLOGER_CACHE_MS + 1 }, now)).toBe(true);
    expect(isAstrologerCacheFresh({ fetchedAt: now - ASTROLOGER_CACHE_MS }, now)).toBe(false);
    expect(isAstrologerCacheFresh(null, now)).toBe(false);
  });
});
