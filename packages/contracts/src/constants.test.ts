import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFen, formatWan } from './constants.ts';
import { isBirthInfoComplete } from './birth-info.ts';

describe('display rules', () => {
  it('shows 万 from 10000 on', () => {
    expect(formatWan(9999)).toBe('9999');
    expect(formatWan(10000)).toBe('1万');
    expect(formatWan(12345)).toBe('1.2万');
  });

  it('formats fen as yuan without floating-point drift (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        const text = formatFen(fen);
        const digits = text.replace(/[^\d]/g, '');
        expect(BigInt(digits)).toBe(BigInt(Math.abs(fen)));
        expect(text.startsWith('-')).toBe(fen < 0);
      }),
    );
  });

  it('judges birth info complete by place or by coordinates (SPEC §3)', () => {
    expect(
      isBirthInfoComplete({ birthday: '2000-01-01', birthHour: 0, birthMin: 0, birthLocation: '北京' }),
    ).toBe(true);
    expect(
      isBirthInfoComplete({ birthLatitude: 39.9, birthLongitude: 116.4, birthTimeZone: 'Asia/Shanghai' }),
    ).toBe(true);
    expect(isBirthInfoComplete({ birthday: '2000-01-01', birthHour: 0, birthLocation: '北京' })).toBe(false);
    expect(isBirthInfoComplete({ birthLatitude: 39.9, birthLongitude: 116.4 })).toBe(false);
  });
});
