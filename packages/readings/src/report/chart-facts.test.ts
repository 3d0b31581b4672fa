// The geometry and labels the report composer stands on, on a hand-built chart: equal houses from ASC 345° (so the
// 1st house straddles 0° Aries), a chart ruler (Jupiter, for Pisces rising), an exact generational trine and a
// retrograde Mercury.
import { describe, expect, it } from 'vitest';
import type { ChartLike } from '../chart-like.ts';
import { chartBalance } from './chart-balance.ts';
import { chartFacts, houseRulerPlacement, planetsByWeight } from './chart-facts.ts';
import { placementRows } from './chart-tables.ts';
import { chartWheel } from './chart-wheel.ts';
import { signDignity } from './dignity.ts';
import { aspectFactor, degreeLabel, placementFactor } from './factor-labels.ts';
import { midpointChart } from './relationship.ts';

const equalCusps = (ascDeg: number): number[] =>
  Array.from({ length: 12 }, (_, i) => (ascDeg + 30 * i) % 360);

const CHART: ChartLike = {
  bodies: {
    sun: { longitude: 80 }, // Gemini 20°, 4th house
    moon: { longitude: 205 }, // Libra 25°, 8th
    mercury: { longitude: 70, speedDegPerDay: -0.4 } as ChartLike['bodies'][string], // Gemini, 3rd, retrograde
    venus: { longitude: 50 }, // Taurus 20°, 3rd
    mars: { longitude: 260 }, // Sagittarius 20°, 10th
    jupiter: { longitude: 171.2 }, // Virgo, 7th: the chart ruler
    saturn: { longitude: 300 },
    uranus: { longitude: 350 }, // Pisces 20°, 1st house across 0° Aries
    neptune: { longitude: 20 },
    pluto: { longitude: 140 }, // exact trine to Neptune: generational
    trueNode: { longitude: 10 },
  },
  houses: { cusps: equalCusps(345) },
};

describe('chartFacts', () => {
  const facts = chartFacts(CHART);

  it('places each planet by sign, degree and house, including the house across 0° Aries', () => {
    expect(facts.planets.sun).toMatchObject({ sign: 'gemini', house: 4, retrograde: false });
    expect(facts.planets.uranus).toMatchObject({ sign: 'pisces', house: 1 });
    expect(facts.planets.mercury?.retrograde).toBe(true);
    expect(facts.chartRuler).toBe('jupiter');
    expect(facts.asc).toBe(345);
    expect(facts.mc).toBe(255);
    expect(houseRulerPlacement(facts, 10)?.placement.key).toBe('jupiter'); // Sagittarius on the 10th
  });

  it('names factors as the reader sees them', () => {
    expect(placementFactor(facts.planets.sun!)).toBe('太阳 双子座 第4宫');
    expect(placementFactor(facts.planets.mercury!)).toBe('水星 双子座 第3宫 逆行');
    const trine = facts.aspects.find((x) => x.a === 'venus' && x.b === 'jupiter')!;
    expect(aspectFactor(trine)).toBe('金星 三分 木星（容许度 1.2°）');
    expect(degreeLabel(19.999)).toBe('20°00′');
  });

  it('orders aspects by weight: luminaries and the chart ruler first, tight orbs first, generational last', () => {
    const labels = facts.aspects.map((x) => `${x.a}-${x.b}-${x.type}`);
    expect(labels[0]).toBe('sun-mars-opposition');
    expect(labels.at(-1)).toBe('neptune-pluto-trine');
    expect(labels.indexOf('venus-jupiter-trine')).toBeLessThan(labels.indexOf('sun-asc-square'));
    expect(labels).not.toContain('asc-mc-square');
  });

  it('orders planets angular first, then luminaries and the chart ruler', () => {
    expect(planetsByWeight(facts, ['mercury', 'venus', 'mars']).map((p) => p.key)).toEqual([
      'mars',
      'mercury',
      'venus',
    ]);
    expect(
      planetsByWeight(facts)
        .slice(0, 2)
        .map((p) => p.key),
    ).toEqual(['sun', 'jupiter']);
  });

  it('drops houses, angles and the chart ruler without a birth time', () => {
    const noTime = chartFacts({ bodies: CHART.bodies, houses: null });
    expect(noTime).toMatchObject({ cusps: null, asc: null, mc: null, chartRuler: null });
    expect(noTime.planets.sun?.house).toBeNull();
    expect(noTime.aspects.some((x) => x.b === 'asc' || x.b === 'mc')).toBe(false);
    expect(placementFactor(noTime.planets.sun!)).toBe('太阳 双子座');
    expect(chartWheel(noTime)).toMatchObject({ cusps: [], ascendant: null, midheaven: null });
  });
});

describe('balance, tables and wheel', () => {
  const facts = chartFacts(CHART);

  it('counts elements and modalities and names the strong and weak ones', () => {
    const balance = chartBalance(facts);
    expect(balance.elements.air.map((p) => p.key)).toEqual(['sun', 'moon', 'mercury', 'saturn']);
    expect(balance.elementEmphasis).toEqual([
      { key: 'air', count: 4, level: 'strong' },
      { key: 'water', count: 1, level: 'weak' },
    ]);
  });

  it('lists every placement with the angles in the table, and draws planets and node on the wheel', () => {
    const rows = placementRows(facts);
    expect(rows[0]).toEqual(['太阳', '双子座', '20°00′', '第4宫']);
    expect(rows.find((r) => r[0]!.startsWith('水星'))?.[0]).toBe('水星（逆行）');
    expect(rows.at(-2)).toEqual(['上升点', '双鱼座', '15°00′', '—']);
    const wheel = chartWheel(facts);
    expect(wheel.points.map((p) => p.glyph)).toContain('☊');
    expect(wheel.points.find((p) => p.key === 'sun')).toMatchObject({
      name: '太阳',
      glyph: '☉',
      longitude: 80,
    });
  });
});

describe('midpointChart', () => {
  it('keeps the twelve cusps in order when the two Ascendants are far apart', () => {
    const other: ChartLike = { bodies: { sun: { longitude: 260 } }, houses: { cusps: equalCusps(190) } };
    const mid = midpointChart(CHART, other);
    const cusps = mid.houses!.cusps;
    for (let i = 0; i < 12; i++) expect((cusps[(i + 1) % 12]! - cusps[i]! + 360) % 360).toBeCloseTo(30, 9);
    expect(mid.bodies.sun?.longitude).toBe(170); // near midpoint of 80° and 260° on the shorter arc
    expect(midpointChart(CHART, { bodies: other.bodies, houses: null }).houses).toBeNull();
  });
});

describe('signDignity', () => {
  it("follows Ptolemy's table for the seven traditional planets and leaves the modern ones out", () => {
    expect(signDignity('venus', 'taurus')).toBe('domicile');
    expect(signDignity('saturn', 'libra')).toBe('exaltation');
    expect(signDignity('saturn', 'cancer')).toBe('detriment');
    expect(signDignity('sun', 'libra')).toBe('fall');
    expect(signDignity('mercury', 'virgo')).toBe('domicile'); // domicile wins over exaltation
    expect(signDignity('mars', 'gemini')).toBeNull();
    expect(signDignity('uranus', 'aquarius')).toBeNull();
  });
});
