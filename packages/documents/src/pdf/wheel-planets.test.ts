import { describe, expect, it } from 'vitest';
import type { ReportWheel } from '@xingtu/contracts/report-document';
import { glyphFont } from '../glyphs.ts';
import { fixtureReport } from '../test/report-fixture.ts';
import { overlappingPairs } from '../wheel-layout.ts';
import { planetBand, wheelBodies, wheelRadii } from './wheel-planets.ts';

// The report wheel's planets laid out by the site's wheel layout: no two labels overlap, the band stays inside
// the sign ring and leaves room for the house ring, a planet alone stays on its degree.

const R = 148;
const wheel = fixtureReport().wheel!;
const GLYPHS = ['☉', '☽', '☿', '♀', '♂', '♃', '♄', '♅', '♆', '♇', '☊', '⚷'];
/** Twelve planets within 20° of Scorpio: the crowded case. */
const stellium: ReportWheel = {
  ...wheel,
  points: GLYPHS.map((glyph, i) => ({
    key: `p${i}`,
    name: `星${i}`,
    glyph,
    longitude: 215 + i * 1.7,
    retrograde: i % 5 === 0,
  })),
};

describe('report wheel planets', () => {
  for (const [name, w] of [
    ['the fixture chart', wheel],
    ['a stellium', stellium],
  ] as const)
    it(`lays out ${name} with no two labels overlapping, between the sign and house rings`, () => {
      const band = planetBand(w, 300, 300, R);
      expect(band.bodies).toHaveLength(wheelBodies(w).length);
      const boxes = band.bodies.flatMap((b) => b.labels.map((l) => l.box));
      expect(overlappingPairs(boxes)).toEqual([]);
      for (const label of band.bodies.flatMap((b) => b.labels)) {
        const far = Math.hypot(
          Math.max(Math.abs(label.box.x - 300), Math.abs(label.box.x + label.box.width - 300)),
          Math.max(Math.abs(label.box.y - 300), Math.abs(label.box.y + label.box.height - 300)),
        );
        expect(far).toBeLessThan(wheelRadii(R).signInner);
      }
      // The house ring (a tenth of the radius wide) and the aspect circle still fit inside.
      expect(band.innerEdge - R * 0.11).toBeGreaterThan(R * 0.35);
    });

  it('keeps a planet with room on its own degree and writes its degree in the sign', () => {
    const band = planetBand(wheel, 300, 300, R);
    const sun = wheel.points.find((p) => p.key === 'sun')!;
    const placed = band.bodies.find((b) => b.id === 'sun')!;
    expect(placed.labels.map((l) => l.kind)).toEqual(['glyph', 'degree']);
    expect(placed.labels[1]!.text).toBe(`${Math.floor(sun.longitude % 30)}°`);
    const spread = band.bodies.map((b) => Math.abs(((b.shownDeg - b.longitude + 540) % 360) - 180));
    expect(Math.min(...spread)).toBeLessThan(0.5);
  });

  it('marks a retrograde planet with R after its degree, in a font the report has, inside the label box', () => {
    const band = planetBand(stellium, 300, 300, R);
    for (const body of band.bodies) {
      const point = stellium.points.find((p) => p.key === body.id)!;
      const degree = body.labels.find((l) => l.kind === 'degree')!;
      const inSign = Math.floor(point.longitude % 30);
      expect(degree.text).toBe(point.retrograde ? `${inSign}°R` : `${inSign}°`);
      expect(glyphFont(degree.text)).not.toBeNull();
      // The box is measured on the marked text: wider than the bare degree's.
      if (point.retrograde) {
        const bare = planetBand({ ...stellium, points: [{ ...point, retrograde: false }] }, 300, 300, R);
        expect(degree.box.width).toBeGreaterThan(bare.bodies[0]!.labels[1]!.box.width);
      }
    }
    expect(band.bodies.filter((b) => b.labels[1]!.text.endsWith('R'))).toHaveLength(3);
  });
});
