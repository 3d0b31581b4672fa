import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aspectBetween } from '../aspects/aspects.ts';
import { LocalTimeError } from '../time/zonedTime.ts';
import { natalChart } from './natalChart.ts';

const BEIJING = { latitude: 39.9042, longitude: 116.4074 };

describe('natalChart', () => {
  it('computes a full chart from local time and zone', () => {
    const c = natalChart({
      date: '1990-06-15',
      time: '14:30',
      timeZone: 'Asia/Shanghai',
      ...BEIJING,
      houseSystem: 'P',
    });
    // 1990-06-15 was inside China's summer time (+09:00).
    expect(c.utc).toBe('1990-06-15T05:30:00.000Z');
    expect(c.houses?.cusps).toHaveLength(12);
    expect(c.angles?.asc).toBeCloseTo(c.houses!.cusps[0]!, 9);
    expect(c.bodies.sun.longitudeDeg).toBeGreaterThan(83);
    expect(c.bodies.sun.longitudeDeg).toBeLessThan(85);
    expect(c.aspects.length).toBeGreaterThan(0);
    expect(c.deltaTSeconds).toBeGreaterThan(56);
  });

  it('accepts a UTC instant and agrees with the local form', () => {
    const a = natalChart({ date: '2000-01-01', time: '08:00', timeZone: '+08:00', ...BEIJING });
    const b = natalChart({ utc: '2000-01-01T00:00:00Z', ...BEIJING });
    expect(b.bodies.moon.longitudeDeg).toBe(a.bodies.moon.longitudeDeg);
    expect(b.houses!.cusps).toEqual(a.houses!.cusps);
  });

  it('draws a noon chart without houses when the time is unknown', () => {
    const c = natalChart({ date: '1985-03-02', time: null, timeZone: 'Asia/Shanghai', ...BEIJING });
    expect(c.timeUnknown).toBe(true);
    expect(c.houses).toBeNull();
    expect(c.angles).toBeNull();
    expect(c.utc).toBe('1985-03-02T04:00:00.000Z');
  });

  it('reports a skipped hour instead of guessing', () => {
    expect(() =>
      natalChart({ date: '1988-04-17', time: '02:30', timeZone: 'Asia/Shanghai', ...BEIJING }),
    ).toThrow(LocalTimeError);
    const c = natalChart({
      date: '1988-04-17',
      time: '02:30',
      timeZone: 'Asia/Shanghai',
      ...BEIJING,
      disambiguation: 'compatible',
    });
    expect(c.local?.resolution.status).toBe('skipped');
  });

  it('falls back to Porphyry inside the polar circle and says so', () => {
    const c = natalChart({ utc: '2001-12-21T12:00:00Z', latitude: 78.2, longitude: 15.6, houseSystem: 'P' });
    expect(c.houses?.fallback).toBe('O');
  });
});

describe('properties', () => {
  const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2050, 0, 1) });
  const place = fc.record({
    latitude: fc.double({ min: -60, max: 60, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('one second later the Moon moves about 0.5″', () => {
    fc.assert(
      fc.property(instant, place, (ms, p) => {
        const a = natalChart({ utc: new Date(ms).toISOString(), ...p });
        const b = natalChart({ utc: new Date(ms + 1000).toISOString(), ...p });
        const d = (((b.bodies.moon.longitudeDeg - a.bodies.moon.longitudeDeg + 540) % 360) - 180) * 3600;
        expect(d).toBeGreaterThan(0.4);
        expect(d).toBeLessThan(0.75);
        // and agrees with the reported daily speed
        expect(d).toBeCloseTo((a.bodies.moon.speedDegPerDay * 3600) / 86400, 2);
      }),
      { numRuns: 40 },
    );
  });

  it('cusps run in zodiacal order for every system outside the polar circles', () => {
    const systems = ['P', 'K', 'E', 'W', 'O', 'R', 'C', 'B', 'M', 'X', 'T'] as const;
    fc.assert(
      fc.property(instant, place, fc.constantFrom(...systems), (ms, p, system) => {
        const c = natalChart({ utc: new Date(ms).toISOString(), ...p, houseSystem: system });
        const cusps = c.houses!.cusps;
        let total = 0;
        for (let i = 0; i < 12; i++) {
          const width = (cusps[(i + 1) % 12]! - cusps[i]! + 360) % 360;
          expect(width).toBeGreaterThan(0);
          total += width;
        }
        expect(total).toBeCloseTo(360, 6);
      }),
      { numRuns: 300 },
    );
  });

  it('aspects are symmetric', () => {
    const point = fc.record({
      longitudeDeg: fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }),
      speedDegPerDay: fc.double({ min: -2, max: 15, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (p, q) => {
        const ab = aspectBetween({ id: 'mars', ...p }, { id: 'venus', ...q });
        const ba = aspectBetween({ id: 'venus', ...q }, { id: 'mars', ...p });
        expect(ab?.type).toBe(ba?.type);
        if (ab && ba) {
          expect(ab.orbDeg).toBeCloseTo(ba.orbDeg, 9);
          expect(ab.applying).toBe(ba.applying);
        }
      }),
      { numRuns: 500 },
    );
  });
});
