import { describe, expect, it } from 'vitest';
import { birthTimeNoteOf } from './booking-record.ts';

// What the astrologer reads beside the client's birth time: how it was given.

describe('the birth time note of a booking', () => {
  it('names a 时辰, 真太阳时 and already-standard time, and nothing for a plain clock time', () => {
    expect(birthTimeNoteOf({ date: '1995-03-08', time: '12:00' })).toBeNull();
    expect(birthTimeNoteOf({ date: '1995-03-08', time: null, shichen: 'wu', time_basis: 'solar' })).toBe(
      '只知时辰：午时（11:00–13:00）；真太阳时',
    );
    expect(birthTimeNoteOf({ date: '1988-07-15', time: '10:00', standard_time: true })).toBe(
      '当时实行夏令时，所填为标准时间',
    );
  });
});
