// Event searches checked against published almanac times (US Naval Observatory phases and equinox, 2024).
import { describe, expect, it } from 'vitest';
import { moonPhases } from './lunarCycle.ts';
import { natalChart } from './natalChart.ts';
import { secondaryProgression } from './progressions.ts';
import { lunarReturn, solarReturn } from './returns.ts';
import { transitsOverRange } from './transits.ts';

const minutesBetween = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / 60000;
const natal = natalChart({ utc: '1990-06-15T05:30:00Z', latitude: 39.9, longitude: 116.4 });

describe('moon phases', () => {
  it('finds the January 2024 new and full moons (USNO: 11 Jan 11:57, 25 Jan 17:54 UT)', () => {
    const phases = moonPhases('2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z');
    const newMoon = phases.find((p) => p.phase === 'new')!;
    const full = phases.find((p) => p.phase === 'full')!;
    expect(minutesBetween(newMoon.utc, '2024-01-11T11:57:00Z')).toBeLessThan(2);
    expect(minutesBetween(full.utc, '2024-01-25T17:54:00Z')).toBeLessThan(2);
    expect(phases.map((p) => p.phase)).toEqual(['lastQuarter', 'new', 'firstQuarter', 'full']);
  });
});

describe('transits', () => {
  const year = transitsOverRange(natal, { startUtc: '2024-01-01T00:00:00Z', endUtc: '2025-01-01T00:00:00Z' });
  it('finds the March 2024 equinox as the Sun entering Aries (USNO: 20 Mar 03:06 UT)', () => {
    const ingress = year.events.find((e) => e.kind === 'ingress' && e.body === 'sun' && e.signIndex === 0)!;
    expect(minutesBetween(ingress.utc, '2024-03-20T03:06:00Z')).toBeLessThan(2);
  });
  it('finds Mercury stationing retrograde on 1 April 2024 and direct on 25 April (almanac times ±90 min)', () => {
    // (The year opens with Mercury turning direct on 2 January; the April pair is the second and third station.)
    const stations = year.events.filter((e) => e.kind === 'station' && e.body === 'mercury');
    expect(stations.map((e) => (e.kind === 'station' ? e.turns : '')).slice(0, 3)).toEqual([
      'direct',
      'retrograde',
      'direct',
    ]);
    expect(minutesBetween(stations[1]!.utc, '2024-04-01T22:14:00Z')).toBeLessThan(90);
    expect(minutesBetween(stations[2]!.utc, '2024-04-25T12:54:00Z')).toBeLessThan(90);
  });
  it('gives exact aspect times at which the aspect is exact', () => {
    const sunAspects = year.events.filter((e) => e.kind === 'aspect' && e.body === 'sun');
    expect(sunAspects.length).toBeGreaterThan(40);
    for (const e of sunAspects.slice(0, 10)) {
      if (e.kind !== 'aspect') continue;
      const c = natalChart({ utc: e.utc, latitude: 0, longitude: 0 });
      const point = e.natalPoint;
      const natalLon =
        point === 'asc' || point === 'mc' ? natal.angles![point] : natal.bodies[point as 'sun'].longitudeDeg;
      const sep = Math.abs(((c.bodies.sun.longitudeDeg - natalLon + 540) % 360) - 180);
      const angles = [0, 60, 90, 120, 180];
      expect(Math.min(...angles.map((a) => Math.abs(sep - a)))).toBeLessThan(0.001);
    }
  });
});

describe('returns and progressions', () => {
  it('solar and lunar returns bring the body back to its natal longitude', () => {
    const sr = solarReturn(natal, { afterUtc: '2030-01-01T00:00:00Z' });
    expect(Math.abs(sr.bodies.sun.longitudeDeg - natal.bodies.sun.longitudeDeg) * 3600).toBeLessThan(1);
    expect(sr.utc.startsWith('2030-06-1')).toBe(true);
    const lr = lunarReturn(natal, { afterUtc: '2030-01-01T00:00:00Z' });
    expect(Math.abs(lr.bodies.moon.longitudeDeg - natal.bodies.moon.longitudeDeg) * 3600).toBeLessThan(1);
  });
  it('progresses the Sun about one degree a year', () => {
    const p = secondaryProgression(natal, '2020-06-15T05:30:00Z');
    const arc = (p.bodies.sun.longitudeDeg - natal.bodies.sun.longitudeDeg + 360) % 360;
    expect(arc).toBeGreaterThan(27);
    expect(arc).toBeLessThan(31);
    expect(p.houses?.cusps).toHaveLength(12);
  });
});
