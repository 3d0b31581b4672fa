import { describe, expect, it } from 'vitest';
import { bigThreeReading, chartRulerReading, compareSignSets, signDistance } from './sign-share.ts';

describe('sign-share readings', () => {
  it('counts signs apart the shorter way round', () => {
    expect(signDistance('aries', 'aries')).toBe(0);
    expect(signDistance('aries', 'pisces')).toBe(1);
    expect(signDistance('gemini', 'scorpio')).toBe(5);
    expect(signDistance('aries', 'libra')).toBe(6);
  });

  it('reads the Sun and Moon from the planet texts and the Ascendant from the angle texts', () => {
    expect(bigThreeReading('sun', 'leo').title).toBe('太阳在狮子座');
    expect(bigThreeReading('ascendant', 'leo').title).toBe('上升狮子座');
    expect(bigThreeReading('moon', 'leo').text).not.toBe(bigThreeReading('sun', 'leo').text);
  });

  it("names the Ascendant's traditional ruler and reads it in its sign", () => {
    const ruler = chartRulerReading('scorpio', (planet) => (planet === 'mars' ? 'capricorn' : 'aries'));
    expect(ruler).toMatchObject({
      planet: 'mars',
      planetZh: '火星',
      sign: 'capricorn',
      title: '命主星火星在摩羯座',
    });
  });

  it('compares only the pairs both sides show, the same way every time, and differently for other signs', () => {
    const theirs = { sun: 'gemini', moon: null, ascendant: null } as const;
    const trine = compareSignSets(theirs, { sun: 'libra', moon: 'aquarius', ascendant: 'leo' }, '小星');
    expect(trine.pairs.map((p) => p.role)).toEqual(['sun-sun', 'sun-moon']);
    expect(trine).toEqual(
      compareSignSets(theirs, { sun: 'libra', moon: 'aquarius', ascendant: 'leo' }, '小星'),
    );
    const square = compareSignSets(theirs, { sun: 'virgo', moon: 'pisces', ascendant: null }, '小星');
    expect(square.harmony).toBeLessThan(trine.harmony);
    expect(square.pairs[0]!.text).toContain(
      '小星的太阳在双子座（风象），你的太阳在处女座（土象），相隔3个星座，四分',
    );
  });
});
