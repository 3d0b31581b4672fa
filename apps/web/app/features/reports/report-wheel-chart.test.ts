import { describe, expect, it } from 'vitest';
import { reportWheelChart } from './report-wheel-chart.ts';

describe('a report wheel as the chart wheel draws it', () => {
  it('works out sign, degree, minute and house of each point, and names and colours the aspects', () => {
    const { chart, aspects } = reportWheelChart({
      cusps: Array.from({ length: 12 }, (_, i) => (100 + i * 30) % 360),
      ascendant: 100,
      midheaven: 10,
      points: [
        { key: 'sun', name: '太阳', glyph: '☉', longitude: 75.5, retrograde: false },
        { key: 'mars', name: '火星', glyph: '♂', longitude: 359.999, retrograde: true },
      ],
      aspects: [
        { a: 'sun', b: 'mars', aspect: 'square', orb: 1.2 },
        { a: 'sun', b: 'mars', aspect: 'unknown', orb: 1 },
      ],
    });
    const [sun, mars] = chart.points;
    expect([sun!.signZh, sun!.degree, sun!.minute, sun!.house]).toEqual(['双子座', 15, 30, 12]);
    expect([mars!.signZh, mars!.degree, mars!.minute, mars!.house, mars!.retrograde]).toEqual([
      '双鱼座',
      29,
      59,
      9,
      true,
    ]);
    expect(chart.angles).toEqual({ asc: 100, mc: 10, dsc: 280, ic: 190 });
    expect(chart.houses).toHaveLength(12);
    expect(aspects).toEqual([
      {
        a: 'sun',
        b: 'mars',
        type: 'square',
        nameZh: '四分相',
        glyph: '□',
        family: 'tense',
        orbDeg: 1.2,
        applying: null,
      },
    ]);
  });

  it('draws a chart without a birth time without houses or angles', () => {
    const { chart } = reportWheelChart({
      cusps: [],
      ascendant: null,
      midheaven: null,
      points: [],
      aspects: [],
    });
    expect(chart.houses).toBeNull();
    expect(chart.angles).toBeNull();
  });
});
