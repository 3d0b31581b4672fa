import { describe, expect, it } from 'vitest';
import {
  layoutBand,
  overlappingPairs,
  ringRadii,
  spreadWithWidths,
  textSize,
  type RingSpec,
  type WheelBody,
} from './wheel-layout.ts';

const GLYPHS = ['☉', '☽', '☿', '♀', '♂', '♃', '♄', '♅', '♆', '♇', '☊', '⚷', '⚸'];
const SIGN_GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];
const RINGS: RingSpec[] = [
  { kind: 'glyph', fontSize: 24 },
  { kind: 'degree', fontSize: 15 },
  { kind: 'sign', fontSize: 14 },
  { kind: 'minute', fontSize: 13 },
];

function body(i: number, longitude: number, retrograde = false): WheelBody {
  const lon = ((longitude % 360) + 360) % 360;
  const inSign = lon % 30;
  return {
    id: `p${i}`,
    longitude: lon,
    glyph: GLYPHS[i % GLYPHS.length]!,
    signGlyph: SIGN_GLYPHS[Math.floor(lon / 30)]!,
    degree: Math.floor(inSign),
    minute: Math.floor((inSign % 1) * 60),
    retrograde,
  };
}

const gap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};

const boxes = (layout: ReturnType<typeof layoutBand>) =>
  layout.bodies.flatMap((b) => b.labels.map((l) => l.box));

function layout(bodies: WheelBody[], leftDeg = 0) {
  return layoutBand(bodies, { cx: 300, cy: 300, leftDeg, outerEdge: 254, rings: RINGS });
}

describe('wheel label layout', () => {
  it('estimates wider boxes for longer labels and for larger type', () => {
    expect(textSize('15°', 15).width).toBeGreaterThan(textSize('5°', 15).width);
    expect(textSize('15°', 20).height).toBeGreaterThan(textSize('15°', 15).height);
    expect(textSize('☉\uFE0E', 24).width).toBe(textSize('☉', 24).width);
  });

  it('leaves planets far apart at their true degrees', () => {
    const placed = layout([body(0, 10), body(1, 100), body(2, 200), body(3, 300)]);
    placed.bodies.forEach((b) => expect(b.shownDeg).toBeCloseTo(b.longitude, 6));
    expect(overlappingPairs(boxes(placed))).toEqual([]);
  });

  // Six planets within 10°, wherever the stellium falls on screen (left, top, bottom, across 0°).
  for (const start of [0, 42, 87, 176, 268, 355]) {
    it(`spreads a stellium of six planets within 10° at ${start}° with no overlapping labels`, () => {
      const bodies = [0, 1.5, 3.2, 5, 7.7, 9.9].map((d, i) => body(i, start + d, i === 2));
      for (const left of [0, 90, 200]) {
        const placed = layout(bodies, left);
        expect(overlappingPairs(boxes(placed)), `left ${left}`).toEqual([]);
        // Order around the circle is kept and the spread stays near the cluster.
        const shown = placed.bodies.map((b) => b.shownDeg);
        for (let i = 1; i < shown.length; i++) {
          const step = (((shown[i]! - shown[i - 1]!) % 360) + 360) % 360;
          expect(step).toBeGreaterThan(0);
          expect(step).toBeLessThan(40);
        }
        placed.bodies.forEach((b) => expect(gap(b.shownDeg, b.longitude)).toBeLessThan(45));
      }
    });
  }

  it('lays out thirteen points of a crowded chart (two stelliums) without overlaps', () => {
    const lons = [70.2, 71.5, 72.1, 74.8, 76, 77.2, 79.1, 250, 251, 252.5, 253, 254.1, 130];
    const placed = layout(lons.map((lon, i) => body(i, lon, i % 4 === 1)));
    expect(overlappingPairs(boxes(placed))).toEqual([]);
  });

  it('keeps random charts free of overlaps', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let chart = 0; chart < 40; chart++) {
      const bodies = GLYPHS.map((_, i) => body(i, random() * 360, random() < 0.2));
      const placed = layout(bodies, random() * 360);
      expect(overlappingPairs(boxes(placed)), `chart ${chart}`).toEqual([]);
    }
  });

  it('stacks the rings inwards from the edge, far enough apart for any angle', () => {
    const bodies = [body(0, 10), body(1, 20, true)];
    const { radii, innerEdge } = ringRadii(bodies, RINGS, 254);
    for (let k = 1; k < radii.length; k++) expect(radii[k]!).toBeLessThan(radii[k - 1]!);
    expect(innerEdge).toBeLessThan(radii[radii.length - 1]!);
    expect(radii[0]!).toBeLessThan(254);
  });
});

describe('spreading with widths', () => {
  it('keeps separated items in place and spreads touching ones symmetrically', () => {
    expect(spreadWithWidths([10, 100], [3, 3])).toEqual([10, 100]);
    const [a, b] = spreadWithWidths([50, 51], [3, 3]);
    expect(b! - a!).toBeCloseTo(6);
    expect((a! + b!) / 2).toBeCloseTo(50.5);
  });

  it('spreads a cluster across 0° without breaking it in two', () => {
    const shown = spreadWithWidths([358, 359, 0.5, 1], [3, 3, 3, 3]);
    const unwrapped = shown.map((s) => (s > 180 ? s - 360 : s));
    for (let i = 1; i < 4; i++) expect(unwrapped[i]! - unwrapped[i - 1]!).toBeCloseTo(6);
  });

  it('keeps every pair of neighbours the sum of their half-widths apart, whatever the positions', () => {
    for (let run = 0; run < 50; run++) {
      const lons = Array.from({ length: 13 }, () => Math.random() * 60);
      const halves = Array.from({ length: 13 }, () => 2 + Math.random() * 3);
      const shown = spreadWithWidths(lons, halves);
      for (let i = 0; i < 13; i++)
        for (let j = i + 1; j < 13; j++)
          expect(gap(shown[i]!, shown[j]!)).toBeGreaterThanOrEqual(halves[i]! + halves[j]! - 1e-6);
    }
  });

  it('never needs more than the whole circle', () => {
    const shown = spreadWithWidths(
      Array.from({ length: 20 }, () => 0),
      Array.from({ length: 20 }, () => 20),
    );
    const sorted = [...shown].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeCloseTo(18);
  });
});
