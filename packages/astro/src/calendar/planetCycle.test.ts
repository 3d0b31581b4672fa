import { describe, expect, it } from 'vitest';
import { planetCycle } from './planetCycle.ts';
import { skyEvents } from './skyEvents.ts';

const minutesApart = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;

describe('planetCycle', () => {
  it("finds Mercury's retrograde of April 2024 (station 1 Apr 22:14 UT at 27°13′ Aries, direct 25 Apr 12:54 UT)", () => {
    const events = planetCycle('mercury', '2024-03-01T00:00:00Z', '2024-06-01T00:00:00Z');
    const stations = events.filter((e) => e.kind === 'station');
    expect(stations.map((s) => s.turns)).toEqual(['retrograde', 'direct']);
    expect(minutesApart(stations[0]!.utc, '2024-04-01T22:14:00Z')).toBeLessThan(5);
    expect(stations[0]!.longitudeDeg).toBeCloseTo(27 + 13 / 60, 1);
    expect(minutesApart(stations[1]!.utc, '2024-04-25T12:54:00Z')).toBeLessThan(5);
  });

  it('agrees with the sky calendar on every ingress and station of a planet over a year', () => {
    for (const body of ['mercury', 'mars', 'saturn'] as const) {
      const mine = planetCycle(body, '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
      const calendar = skyEvents('2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', {
        voidOfCourse: false,
      }).filter((e) => (e.kind === 'ingress' || e.kind === 'station') && e.body === body);
      expect(mine.length, body).toBe(calendar.length);
      mine.forEach((event, i) => {
        const other = calendar[i]!;
        expect(event.kind).toBe(other.kind);
        expect(minutesApart(event.utc, other.utc), `${body} ${event.utc}`).toBeLessThan(2);
        if (event.kind === 'ingress' && other.kind === 'ingress') {
          expect(event.signIndex).toBe(other.signIndex);
          expect(event.retrograde).toBe(other.retrograde);
        }
        if (event.kind === 'station' && other.kind === 'station') expect(event.turns).toBe(other.turns);
      });
    }
  });

  it('gives the Sun twelve forward ingresses a year and no station', () => {
    const events = planetCycle('sun', '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z');
    expect(events).toHaveLength(12);
    expect(events.every((e) => e.kind === 'ingress' && !e.retrograde)).toBe(true);
    // Spring equinox 2026: 20 March 14:46 UT.
    const aries = events.find((e) => e.kind === 'ingress' && e.signIndex === 0)!;
    expect(minutesApart(aries.utc, '2026-03-20T14:46:00Z')).toBeLessThan(3);
  });

  it('refuses a reversed or too long span', () => {
    expect(() => planetCycle('mars', '2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z')).toThrow(RangeError);
    expect(() => planetCycle('mars', '2020-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toThrow(RangeError);
  });
});
