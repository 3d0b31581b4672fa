import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beijingClock, beijingToday, beijingYear, formatBeijing } from './beijing-time.ts';

describe('Beijing time', () => {
  const instant = '2026-11-25T16:05:09.000Z'; // 00:05:09 on 26 November in Beijing

  it('shows an instant as Beijing wall-clock time in every format', () => {
    expect(formatBeijing(instant)).toBe('2026-11-26 00:05:09');
    expect(formatBeijing(instant, 'date')).toBe('2026-11-26');
    expect(formatBeijing(instant, 'minute')).toBe('2026-11-26 00:05');
    expect(formatBeijing(instant, 'time')).toBe('00:05');
    expect(formatBeijing(instant, 'monthDay')).toBe('11月26日');
    expect(formatBeijing(instant, 'monthDayTime')).toBe('11月26日 00:05');
    expect(formatBeijing(instant, 'stamp')).toBe('20261126000509');
    expect(formatBeijing('2026-11-26T00:05:09+08:00')).toBe('2026-11-26 00:05:09');
    expect(formatBeijing(Date.parse(instant), 'date')).toBe('2026-11-26');
  });

  it('turns the year and the day over at Beijing midnight, not UTC midnight', () => {
    expect(beijingYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
    expect(beijingYear(new Date('2026-12-31T15:59:59Z'))).toBe(2026);
    expect(beijingToday(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(beijingToday(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
  });

  it('shows nothing for a missing or invalid time', () => {
    expect(formatBeijing(null)).toBe('');
    expect(formatBeijing(undefined)).toBe('');
    expect(formatBeijing('')).toBe('');
    expect(formatBeijing('not a time')).toBe('');
    expect(beijingClock('nope')).toBeNull();
  });

  it('is UTC+8 at every instant (China keeps no summer time since 1992)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const shifted = new Date(ms - (ms % 1000) + 8 * 3_600_000).toISOString();
        const expected = `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
        expect(formatBeijing(ms)).toBe(expected);
      }),
    );
  });

  it('keeps the summer times of 1986–1991 (UTC+9 in summer)', () => {
    expect(formatBeijing('1988-07-01T00:00:00Z')).toBe('1988-07-01 09:00:00');
    expect(formatBeijing('1988-01-01T00:00:00Z')).toBe('1988-01-01 08:00:00');
    expect(formatBeijing('1991-12-31T16:00:00Z')).toBe('1992-01-01 00:00:00');
  });
});
