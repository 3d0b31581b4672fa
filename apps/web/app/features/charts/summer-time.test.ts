import { describe, expect, it } from 'vitest';
import { isSummerTime } from './summer-time.ts';

describe('summer time in the birth form', () => {
  it('knows the Chinese summers of 1986–1991 and nothing else', () => {
    expect(isSummerTime('1988-07-01', '10:00', 'Asia/Shanghai')).toBe(true);
    expect(isSummerTime('1986-08-01', '23:30', 'Asia/Shanghai')).toBe(true);
    expect(isSummerTime('1991-07-01', '08:00', 'Asia/Shanghai')).toBe(true);
    expect(isSummerTime('1988-01-10', '10:00', 'Asia/Shanghai')).toBe(false);
    expect(isSummerTime('1992-07-01', '10:00', 'Asia/Shanghai')).toBe(false);
    expect(isSummerTime('1985-07-01', '10:00', 'Asia/Shanghai')).toBe(false);
  });
  it('reads other zones, and never a fixed offset or a half-typed time', () => {
    expect(isSummerTime('2024-07-01', '10:00', 'America/New_York')).toBe(true);
    expect(isSummerTime('2024-07-01', '10:00', 'Australia/Sydney')).toBe(false);
    expect(isSummerTime('1988-07-01', '10:00', '+08:00')).toBe(false);
    expect(isSummerTime('1988-07-01', '', 'Asia/Shanghai')).toBe(false);
    expect(isSummerTime('1988-07-01', '10:00', 'Not/AZone')).toBe(false);
  });
});
