import { describe, expect, it } from 'vitest';
import { natalChart } from './natalChart.ts';
import { compositeChart, davisonChart, midpointDeg, synastry } from './synastry.ts';

const a = natalChart({
  date: '1990-06-15',
  time: '14:30',
  timeZone: 'Asia/Shanghai',
  latitude: 39.9,
  longitude: 116.4,
});
const b = natalChart({
  date: '1992-11-03',
  time: '08:10',
  timeZone: 'Asia/Hong_Kong',
  latitude: 22.3,
  longitude: 114.2,
});

describe('relationship charts', () => {
  it('midpoints take the shorter arc', () => {
    expect(midpointDeg(350, 10)).toBeCloseTo(0, 12);
    expect(midpointDeg(10, 350)).toBeCloseTo(0, 12);
    expect(midpointDeg(100, 200)).toBeCloseTo(150, 12);
  });
  it('synastry lists inter-aspects and house overlays both ways', () => {
    const s = synastry(a, b);
    expect(s.aspects.length).toBeGreaterThan(5);
    expect(s.aInB!.sun).toBeGreaterThanOrEqual(1);
    expect(s.bInA!.moon).toBeLessThanOrEqual(12);
  });
  it('composite bodies are midpoints; Davison is a real chart at the mean time and place', () => {
    const c = compositeChart(a, b);
    expect(c.bodies.sun.longitudeDeg).toBeCloseTo(
      midpointDeg(a.bodies.sun.longitudeDeg, b.bodies.sun.longitudeDeg),
      12,
    );
    expect(c.houses?.cusps).toHaveLength(12);
    const d = davisonChart(a, b);
    expect(d.jdUt).toBeCloseTo((a.jdUt + b.jdUt) / 2, 6);
    expect(d.latitude).toBeCloseTo((39.9 + 22.3) / 2, 9);
  });
});
