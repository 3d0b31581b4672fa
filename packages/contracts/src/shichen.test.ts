import { describe, expect, it } from 'vitest';
import { SHICHEN, shichenLabelZh, shichenOf, shichenOfTime } from './shichen.ts';

describe('时辰', () => {
  it('lists the twelve double hours from 子时 23–1 to 亥时 21–23 with their middles', () => {
    expect(SHICHEN).toHaveLength(12);
    expect(SHICHEN[0]).toMatchObject({ nameZh: '子时', start: '23:00', end: '01:00', middle: '00:00' });
    expect(SHICHEN[1]).toMatchObject({ nameZh: '丑时', start: '01:00', end: '03:00', middle: '02:00' });
    expect(SHICHEN[6]).toMatchObject({ nameZh: '午时', start: '11:00', end: '13:00', middle: '12:00' });
    expect(SHICHEN[11]).toMatchObject({ nameZh: '亥时', start: '21:00', end: '23:00', middle: '22:00' });
    expect(shichenLabelZh(shichenOf('mao')!)).toBe('卯时（05:00–07:00）');
    expect(shichenOf('noon')).toBeNull();
  });

  it('puts every clock time in the 时辰 whose span holds it', () => {
    expect(shichenOfTime('23:00').nameZh).toBe('子时');
    expect(shichenOfTime('00:59').nameZh).toBe('子时');
    expect(shichenOfTime('01:00').nameZh).toBe('丑时');
    expect(shichenOfTime('12:30').nameZh).toBe('午时');
    expect(shichenOfTime('22:59').nameZh).toBe('亥时');
    for (const s of SHICHEN) expect(shichenOfTime(s.middle)).toBe(s);
  });
});
