// Transit windows and exact passes, and applying/separating from the transiting body's own motion.
import { describe, expect, it } from 'vitest';
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { jdUtFromUnixMs } from '../time/julianDay.ts';
import { natalChart } from './natalChart.ts';
import { transitApplying, transitTimeline } from './transits.ts';

const sep = (a: number, b: number): number => Math.abs(((a - b + 540) % 360) - 180);

describe('transit timeline', () => {
  // A natal Sun at 25° Aquarius: Saturn crosses it three times in 2022–23 (direct, retrograde after its June 2022
  // station at 25°21′, direct again).
  const natal = { bodies: { sun: { longitudeDeg: 325 } }, angles: null };
  const year = transitTimeline(natal, {
    startUtc: '2022-01-01T00:00:00Z',
    endUtc: '2023-03-01T00:00:00Z',
    bodies: ['saturn'],
    natalPoints: ['sun'],
    aspects: ['conjunction'],
    orbDeg: 1,
  });
  it('finds the orb windows with their exact passes, each within a second of arc of exact', () => {
    // With a 1° orb: May–July 2022 (direct pass, retrograde pass), then January 2023 (the last, direct pass).
    expect(year.episodes.map((e) => e.exact.map((p) => p.retrograde))).toEqual([[false, true], [false]]);
    expect(year.episodes.map((e) => e.exact.map((p) => p.utc.slice(0, 10)))).toEqual([
      ['2022-05-18', '2022-06-22'],
      ['2023-01-24'],
    ]);
    const ep = year.episodes[0]!;
    for (const pass of year.episodes.flatMap((e) => e.exact)) {
      const lon = ephemerisAt(pass.jdUt).bodies.saturn.longitudeDeg;
      expect(sep(lon, 325) * 3600).toBeLessThan(1); // Saturn moves ~0.005″/s: well within a minute
    }
    // The window opens and closes where Saturn is 1° away.
    expect(sep(ephemerisAt(ep.enters!.jdUt).bodies.saturn.longitudeDeg, 325)).toBeCloseTo(1, 4);
    expect(
      ep.leaves === null ||
        Math.abs(sep(ephemerisAt(ep.leaves.jdUt).bodies.saturn.longitudeDeg, 325) - 1) < 1e-4,
    ).toBe(true);
    expect(ep.enters!.jdUt).toBeLessThan(ep.exact[0]!.jdUt);
  });
  it('reports a window already open at the start with the date it opened (scanned before the range)', () => {
    const late = transitTimeline(natal, {
      startUtc: '2022-06-01T00:00:00Z',
      endUtc: '2022-07-01T00:00:00Z',
      bodies: ['saturn'],
      natalPoints: ['sun'],
      aspects: ['conjunction'],
      orbDeg: 2,
    });
    expect(late.episodes).toHaveLength(1);
    expect(Date.parse(late.episodes[0]!.enters!.utc)).toBeLessThan(Date.parse('2022-06-01T00:00:00Z'));
  });
  it('gives exact times for a year of all default bodies to a full chart (the time it takes is in the bench)', () => {
    const chart = natalChart({ utc: '1990-06-15T05:30:00Z', latitude: 39.9, longitude: 116.4 });
    const t = transitTimeline(chart, { startUtc: '2026-01-01T00:00:00Z', endUtc: '2027-01-01T00:00:00Z' });
    for (const e of t.events.filter((x) => x.kind === 'aspect').slice(0, 40)) {
      if (e.kind !== 'aspect') continue;
      const ep = t.episodes.find(
        (x) => x.body === e.body && x.natalPoint === e.natalPoint && x.exact.some((p) => p.jdUt === e.jdUt),
      )!;
      const lon = ephemerisAt(e.jdUt).bodies[e.body].longitudeDeg;
      expect(sep(lon, ep.targetDeg) * 3600, `${e.body} ${e.natalPoint}`).toBeLessThan(2);
    }
    expect(jdUtFromUnixMs(Date.parse(t.events.at(-1)!.utc))).toBeLessThanOrEqual(
      jdUtFromUnixMs(Date.parse('2027-01-01T00:00:00Z')) + 1e-6,
    );
  });
});

describe('applying and separating', () => {
  it('depends on the transiting body, not on the natal planet that is fixed', () => {
    // Transiting Mars 2° before the exact square, moving forward: applying; after it: separating.
    expect(transitApplying(-2, 0.6)).toBe(true);
    expect(transitApplying(2, 0.6)).toBe(false);
    // Retrograde before the exact point moves away from it: separating; after it, back towards it: applying.
    expect(transitApplying(-2, -0.3)).toBe(false);
    expect(transitApplying(2, -0.3)).toBe(true);
  });
});
