// The timed techniques in a sidereal zodiac: each instant's sky less the ayanamsa of that instant, the natal
// chart less the birth's. Checked against computations made here from the ephemeris and the ayanamsa directly.
import { describe, expect, it } from 'vitest';
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { jdUtFromUnixMs } from '../time/julianDay.ts';
import { apparentAyanamsaDeg } from '../zodiac/ayanamsa.ts';
import { natalChart } from './natalChart.ts';
import { directedAspects, progressedMoonEvents } from './progressedEvents.ts';
import { progressedJdUt, secondaryProgression, solarArcDirections } from './progressions.ts';
import { returnJdUt } from './returns.ts';
import { transitTimeline } from './transits.ts';

/** a − b on the circle, −180…180. */
const diff = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;
/** The Lahiri ayanamsa at an instant as natalChart subtracts it, from the ephemeris' own TT and nutation. */
const lahiriAt = (jdUt: number): number => {
  const eph = ephemerisAt(jdUt, ['sun']);
  return apparentAyanamsaDeg(eph.jdTt, eph.nutation, 'lahiri');
};
const sunAt = (jdUt: number): number => ephemerisAt(jdUt, ['sun']).bodies.sun!.longitudeDeg;

const birth = { utc: '1990-05-01T06:30:00Z', latitude: 23.13, longitude: 113.26 };
const tropical = natalChart(birth);
const lahiri = natalChart({ ...birth, zodiac: 'lahiri' });

describe('sidereal transits', () => {
  // The Sun's conjunction with the natal Sun in 2020: ~30 years of precession later.
  const options = {
    startUtc: '2020-04-20T00:00:00Z',
    endUtc: '2020-05-10T00:00:00Z',
    bodies: ['sun'] as const,
    natalPoints: ['sun'],
    aspects: ['conjunction'] as const,
  };
  const exactOf = (t: ReturnType<typeof transitTimeline>): number =>
    t.events.find((e) => e.kind === 'aspect')!.jdUt;
  const trop = exactOf(transitTimeline(tropical, options));
  const sid = exactOf(transitTimeline(lahiri, { ...options, zodiac: 'lahiri' }));

  it('reads each transiting instant in its own ayanamsa: the exact time moves by the precession since birth', () => {
    // At the sidereal exact time the Sun less that instant's ayanamsa sits on the natal sidereal Sun.
    expect(Math.abs(diff(sunAt(sid) - lahiriAt(sid), lahiri.bodies.sun.longitudeDeg)) * 3600).toBeLessThan(1);
    // The Sun must travel the ayanamsa's growth since birth (~0.42° in 30 years) further: ~10 hours later.
    const growth = lahiriAt(sid) - lahiri.ayanamsaDeg;
    expect(growth).toBeGreaterThan(0.4);
    expect(growth).toBeLessThan(0.44);
    expect(diff(sunAt(sid), sunAt(trop))).toBeCloseTo(growth, 4);
    expect((sid - trop) * 24).toBeGreaterThan(9.5);
    expect((sid - trop) * 24).toBeLessThan(11);
  });

  it('finds ingresses into the sidereal signs', () => {
    const year = transitTimeline(lahiri, {
      startUtc: '2020-04-01T00:00:00Z',
      endUtc: '2020-05-01T00:00:00Z',
      bodies: ['sun'],
      natalPoints: [],
      zodiac: 'lahiri',
    });
    // The Sun enters sidereal Aries around 13–14 April (tropical Aries on 20 March).
    const ingress = year.events.find((e) => e.kind === 'ingress')!;
    expect(ingress.utc.slice(0, 10)).toMatch(/^2020-04-1[34]$/);
    expect(diff(sunAt(ingress.jdUt) - lahiriAt(ingress.jdUt), 0) * 3600).toBeLessThan(1);
  });
});

describe('sidereal returns', () => {
  it('finds the sidereal solar return where the Sun less the ayanamsa of the moment is back on its natal place', () => {
    const after = jdUtFromUnixMs(Date.parse('2020-04-25T00:00:00Z'));
    const tropicalJd = returnJdUt('sun', tropical.bodies.sun.longitudeDeg, after);
    const siderealJd = returnJdUt('sun', lahiri.bodies.sun.longitudeDeg, after, 'lahiri');
    // By hand: bisect f(t) = Sun(t) − ayanamsa(t) − natal sidereal Sun around the tropical return.
    const f = (jd: number): number => diff(sunAt(jd) - lahiriAt(jd), lahiri.bodies.sun.longitudeDeg);
    let [lo, hi] = [tropicalJd - 1, tropicalJd + 2];
    expect(f(lo)).toBeLessThan(0);
    expect(f(hi)).toBeGreaterThan(0);
    while (hi - lo > 1 / 86400 / 10) {
      const mid = (lo + hi) / 2;
      if (f(mid) < 0) lo = mid;
      else hi = mid;
    }
    expect(Math.abs(siderealJd - lo) * 86400).toBeLessThan(1);
    // ~20 minutes later per year of age: 30 years → ~10 hours.
    const minutesPerYear = ((siderealJd - tropicalJd) * 1440) / 30;
    expect(minutesPerYear).toBeGreaterThan(19.5);
    expect(minutesPerYear).toBeLessThan(21.5);
  });

  it('keeps the tropical return unchanged', () => {
    const after = jdUtFromUnixMs(Date.parse('2020-04-25T00:00:00Z'));
    const jd = returnJdUt('sun', tropical.bodies.sun.longitudeDeg, after);
    expect(Math.abs(diff(sunAt(jd), tropical.bodies.sun.longitudeDeg)) * 3600).toBeLessThan(0.1);
  });
});

describe('sidereal progressions', () => {
  const target = '2026-03-01T00:00:00Z';
  const pJd = progressedJdUt(tropical.jdUt, jdUtFromUnixMs(Date.parse(target)));

  it('reads the progressed chart less the ayanamsa of the progressed instant, cusps and angles too', () => {
    const trop = secondaryProgression(tropical, target);
    const sid = secondaryProgression(tropical, target, { zodiac: 'lahiri' });
    const ayanamsa = lahiriAt(pJd);
    // A month of the progressed sky after birth: the ayanamsa is not the birth's.
    expect(Math.abs(ayanamsa - lahiri.ayanamsaDeg)).toBeGreaterThan(5e-4);
    for (const id of ['sun', 'moon', 'mercury', 'pluto'] as const)
      expect(diff(trop.bodies[id].longitudeDeg, sid.bodies[id].longitudeDeg)).toBeCloseTo(ayanamsa, 9);
    expect(diff(trop.houses!.ascDeg, sid.houses!.ascDeg)).toBeCloseTo(ayanamsa, 9);
    expect(diff(trop.houses!.cusps[4]!, sid.houses!.cusps[4]!)).toBeCloseTo(ayanamsa, 9);
    // The sidereal arc: progressed sidereal Sun − natal sidereal Sun.
    expect(sid.solarArcDeg).toBeCloseTo(diff(sid.bodies.sun.longitudeDeg, lahiri.bodies.sun.longitudeDeg), 9);
    const directed = solarArcDirections(tropical, target, 'lahiri');
    expect(diff(directed.points.venus!, lahiri.bodies.venus.longitudeDeg)).toBeCloseTo(sid.solarArcDeg, 9);
    expect(() => secondaryProgression(lahiri, target, { zodiac: 'lahiri' })).toThrow(RangeError);
  });

  it('times the progressed Moon into the sidereal signs and the directed aspects in the zodiac', () => {
    const from = '2020-01-01T00:00:00Z';
    const to = '2030-01-01T00:00:00Z';
    const signs = progressedMoonEvents(tropical, from, to, 'lahiri').filter((e) => e.kind === 'sign');
    expect(signs.length).toBeGreaterThan(3);
    for (const e of signs) {
      const p = progressedJdUt(tropical.jdUt, e.jdUt);
      const moon = ephemerisAt(p, ['moon']).bodies.moon!.longitudeDeg - lahiriAt(p);
      expect(Math.abs(diff(moon, e.entered * 30))).toBeLessThan(1e-3);
    }
    const events = directedAspects(tropical, {
      fromUtc: from,
      toUtc: to,
      technique: 'secondary',
      zodiac: 'lahiri',
    });
    expect(events.filter((x) => x.mover === 'sun').length).toBeGreaterThan(0);
    for (const e of events.filter((x) => x.mover === 'sun')) {
      const p = progressedJdUt(tropical.jdUt, e.jdUt);
      const sun = sunAt(p) - lahiriAt(p);
      const natal =
        e.natalPoint === 'asc' || e.natalPoint === 'mc'
          ? lahiri.angles![e.natalPoint]
          : lahiri.bodies[e.natalPoint as 'moon'].longitudeDeg;
      const angles = [0, 60, 90, 120, 180].map((a) => Math.abs(Math.abs(diff(sun, natal)) - a));
      expect(Math.min(...angles)).toBeLessThan(1e-4);
    }
  });
});
