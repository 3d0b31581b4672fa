import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beijingClock, beijingDayRange, beijingToday, beijingYear, formatBeijing } from './beijing-time.ts';

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

  it('spans a Beijing calendar day from its midnight to the next', () => {
    expect(beijingDayRange('2026-11-26')).toEqual({
      from: new Date('2026-11-25T16:00:00Z'),
      to: new Date('2026-11-26T16:00:00Z'),
    });
    expect(beijingDayRange('2028-02-29').to).toEqual(new Date('2028-02-29T16:00:00Z'));
    // 1988's summer time began on 17 April at 02:00 and ended on 11 September at 02:00.
    expect(beijingDayRange('1988-07-01')).toEqual({
      from: new Date('1988-06-30T15:00:00Z'),
      to: new Date('1988-07-01T15:00:00Z'),
    });
    expect(beijingDayRange('1988-04-17')).toEqual({
      from: new Date('1988-04-16T16:00:00Z'),
      to: new Date('1988-04-17T15:00:00Z'),
    });
    expect(beijingDayRange('1988-09-11')).toEqual({
      from: new Date('1988-09-10T15:00:00Z'),
      to: new Date('1988-09-11T16:00:00Z'),
    });
  });

  it('refuses a day that is not on the calendar', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-1-5', 'today', '']) {
      expect(() => beijingDayRange(day)).toThrow(RangeError);
    }
  });

  it('gives back the day of every instant in its range', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1980, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const day = formatBeijing(ms, 'date');
        const { from, to } = beijingDayRange(day);
        expect(from.getTime()).toBeLessThanOrEqual(ms);
        expect(to.getTime()).toBeGreaterThan(ms);
        expect(formatBeijing(from, 'time')).toBe('00:00');
        expect(formatBeijing(to, 'date')).not.toBe(day);
      }),
    );
  });
});
