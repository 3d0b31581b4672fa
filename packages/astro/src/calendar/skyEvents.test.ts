// The calendar's sky events: exact instants (checked on the ephemeris itself and against published times),
// eclipse types against NASA's canon, ordering, spans that join without repeats, and the void-of-course Moon.
import { describe, expect, it } from 'vitest';
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { jdUtFromUnixMs } from '../time/julianDay.ts';
import { skyEvents } from './skyEvents.ts';
import type { SkyEvent } from './skyEventTypes.ts';

const at = (utc: string) => ephemerisAt(jdUtFromUnixMs(Date.parse(utc)));
const sep = (a: number, b: number): number => Math.abs(((a - b + 540) % 360) - 180);
const minutesBetween = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;
const keyOf = (e: SkyEvent): string => `${e.kind}:${e.utc}:${'body' in e ? e.body : ''}`;

const year2026 = skyEvents('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z');
const ofKind = <K extends SkyEvent['kind']>(kind: K) =>
  year2026.filter((e): e is Extract<SkyEvent, { kind: K }> => e.kind === kind);

describe('lunations', () => {
  const lunations = ofKind('lunation');

  it('puts the Moon exactly 0°, 90°, 180° or 270° from the Sun (< 0.0001°)', () => {
    const target = { new: 0, firstQuarter: 90, full: 180, lastQuarter: 270 };
    expect(lunations.length).toBeGreaterThanOrEqual(49);
    for (const l of lunations) {
      const e = ephemerisAt(l.jdUt);
      expect(sep(e.bodies.moon.longitudeDeg - e.bodies.sun.longitudeDeg, target[l.phase])).toBeLessThan(1e-4);
    }
  });

  it('matches the published January 2026 full and new Moons (3 Jan 10:03, 18 Jan 19:52 UT)', () => {
    const full = lunations.find((l) => l.phase === 'full')!;
    const fresh = lunations.find((l) => l.phase === 'new')!;
    expect(minutesBetween(full.utc, '2026-01-03T10:03:00Z')).toBeLessThan(1);
    expect(minutesBetween(fresh.utc, '2026-01-18T19:52:00Z')).toBeLessThan(1);
  });

  it('cycles through the four phases in order', () => {
    const order = ['new', 'firstQuarter', 'full', 'lastQuarter'];
    for (let k = 1; k < lunations.length; k++)
      expect(order.indexOf(lunations[k]!.phase)).toBe((order.indexOf(lunations[k - 1]!.phase) + 1) % 4);
  });
});

describe('ingresses and stations', () => {
  it('puts each ingressing body on its sign boundary (< 0.0001°)', () => {
    const ingresses = ofKind('ingress');
    expect(ingresses.filter((e) => e.body === 'moon').length).toBeGreaterThan(150);
    for (const e of ingresses) {
      const lon = ephemerisAt(e.jdUt, [e.body]).bodies[e.body]!.longitudeDeg;
      const boundary = (e.retrograde ? e.signIndex + 1 : e.signIndex) * 30;
      expect(sep(lon, boundary)).toBeLessThan(1e-4);
    }
  });

  it('has the March equinox at 20 March 2026 14:46 UT (Sun into Aries)', () => {
    const aries = ofKind('ingress').find((e) => e.body === 'sun' && e.signIndex === 0)!;
    expect(minutesBetween(aries.utc, '2026-03-20T14:46:00Z')).toBeLessThan(1);
  });

  it("finds 2026's three Mercury retrogrades (26 Feb–20 Mar, 29 Jun–23 Jul, 24 Oct–13 Nov)", () => {
    const mercury = ofKind('station').filter((e) => e.body === 'mercury');
    expect(mercury.map((e) => `${e.utc.slice(0, 10)} ${e.turns}`)).toEqual([
      '2026-02-26 retrograde',
      '2026-03-20 direct',
      '2026-06-29 retrograde',
      '2026-07-23 direct',
      '2026-10-24 retrograde',
      '2026-11-13 direct',
    ]);
    for (const s of ofKind('station'))
      expect(Math.abs(ephemerisAt(s.jdUt, [s.body]).bodies[s.body]!.speedDegPerDay)).toBeLessThan(1e-4);
  });
});

describe('eclipses', () => {
  // NASA Five Millennium Canon (Espenak & Meeus): types and greatest eclipse.
  it.each([
    [
      '2024',
      [
        '2024-03-25 lunar penumbral',
        '2024-04-08 solar total',
        '2024-09-18 lunar partial',
        '2024-10-02 solar annular',
      ],
    ],
    [
      '2025',
      [
        '2025-03-14 lunar total',
        '2025-03-29 solar partial',
        '2025-09-07 lunar total',
        '2025-09-21 solar partial',
      ],
    ],
    [
      '2026',
      [
        '2026-02-17 solar annular',
        '2026-03-03 lunar total',
        '2026-08-12 solar total',
        '2026-08-28 lunar partial',
      ],
    ],
    [
      '2027',
      [
        '2027-02-06 solar annular',
        '2027-02-20 lunar penumbral',
        '2027-07-18 lunar penumbral',
        '2027-08-02 solar total',
        '2027-08-17 lunar penumbral',
      ],
    ],
  ])('names every eclipse of %s with its type', (year, expected) => {
    const y = Number(year);
    const events = skyEvents(`${y}-01-01T00:00:00Z`, `${y + 1}-01-01T00:00:00Z`, { voidOfCourse: false });
    const eclipses = events.filter((e) => e.kind === 'eclipse');
    expect(eclipses.map((e) => `${e.utc.slice(0, 10)} ${e.eclipse} ${e.type}`)).toEqual(expected);
  });

  it('gives greatest eclipse and γ of 12 Aug 2026 (17:46:06 TD ≈ 17:45 UT, γ 0.8977)', () => {
    const total = ofKind('eclipse').find((e) => e.eclipse === 'solar' && e.type === 'total')!;
    expect(minutesBetween(total.utc, '2026-08-12T17:45:55Z')).toBeLessThan(1.5);
    expect(total.gamma!).toBeCloseTo(0.8977, 3);
  });
});

describe('the span of a search', () => {
  it('lists events in time order, none twice', () => {
    for (let k = 1; k < year2026.length; k++)
      expect(year2026[k]!.jdUt).toBeGreaterThanOrEqual(year2026[k - 1]!.jdUt);
    expect(new Set(year2026.map(keyOf)).size).toBe(year2026.length);
  });

  it('joins consecutive months into the same list, without repeating an event at the boundary', () => {
    const months = ['2026-01', '2026-02', '2026-03', '2026-04'];
    const joined = months.flatMap((m, k) =>
      skyEvents(
        `${m}-01T00:00:00Z`,
        k + 1 < months.length ? `${months[k + 1]}-01T00:00:00Z` : '2026-05-01T00:00:00Z',
      ),
    );
    const whole = year2026.filter((e) => e.utc < '2026-05-01');
    expect(joined.map(keyOf)).toEqual(whole.map(keyOf));
  });

  it('refuses an empty or reversed span', () => {
    expect(() => skyEvents('2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z')).toThrow(RangeError);
    expect(() => skyEvents('not a date', '2026-01-01T00:00:00Z')).toThrow(RangeError);
  });
});

describe('void-of-course Moon', () => {
  const voids = ofKind('voidOfCourse');
  const aspected = [
    'sun',
    'mercury',
    'venus',
    'mars',
    'jupiter',
    'saturn',
    'uranus',
    'neptune',
    'pluto',
  ] as const;

  it('knows the void before the Moon enters Libra on 9 Jan 2026 (opposite Neptune at 23:22 UT)', () => {
    const v = voids.find((x) => x.endUtc.startsWith('2026-01-09'))!;
    expect(v.signIndexEntered).toBe(6);
    expect(v.lastAspect).toEqual({ body: 'neptune', angleDeg: 180 });
    expect(minutesBetween(v.utc, '2026-01-08T23:22:45Z')).toBeLessThan(0.1);
    expect(minutesBetween(v.endUtc, '2026-01-09T00:05:46Z')).toBeLessThan(0.1);
  });

  it('starts at an exact aspect and has no other aspect until the Moon changes sign', () => {
    for (const v of voids.slice(0, 24)) {
      const start = at(v.utc);
      if (v.lastAspect) {
        const { body, angleDeg } = v.lastAspect;
        expect(
          sep(Math.abs(sep(start.bodies.moon.longitudeDeg, start.bodies[body].longitudeDeg)), angleDeg),
        ).toBeLessThan(1e-4);
      }
      // Sampled every 20 minutes from just after the start to the ingress: no separation reaches an aspect angle.
      const t0 = Date.parse(v.utc) + 60_000;
      const t1 = Date.parse(v.endUtc);
      let prev = at(new Date(t0).toISOString());
      for (let t = t0 + 1_200_000; t <= t1 + 1_200_000; t += 1_200_000) {
        const cur = at(new Date(Math.min(t, t1)).toISOString());
        for (const body of aspected)
          for (const angle of [0, 60, 90, 120, 180, 240, 270, 300]) {
            const f = (e: typeof cur) =>
              ((e.bodies.moon.longitudeDeg - e.bodies[body].longitudeDeg - angle + 540) % 360) - 180;
            const crossed = f(prev) < 0 !== f(cur) < 0 && Math.abs(f(prev) - f(cur)) < 90;
            expect(crossed, `${body} ${angle} inside the void ${v.utc}`).toBe(false);
          }
        prev = cur;
      }
      expect(Math.floor(at(v.endUtc).bodies.moon.longitudeDeg / 30 + 1e-6) % 12).toBe(v.signIndexEntered);
    }
  });
});
