import { apparentAyanamsaDeg, ephemerisAt, jdUtFromUnixMs, progressedJdUt, type BodyId } from '@xingtu/astro';
import { ASPECTS, type AspectId } from '@xingtu/contracts/astrology';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';

// The zodiac setting on the pages that time the sky (progressions and solar arc, returns, the transit timeline,
// the transits on /chart and the career page's coming year): every chart in the ayanamsa of its own instant, the
// heading naming the zodiac; no harmonic there.

const guangzhou = {
  date: '1990-05-01',
  time: '14:30',
  time_zone: 'Asia/Shanghai',
  latitude: 23.13,
  longitude: 113.26,
  place_name: '广东省 广州市',
};
type Point = { id: string; longitudeDeg: number };
const lon = (points: Point[], id: string): number => points.find((p) => p.id === id)!.longitudeDeg;
/** a − b on the circle, −180…180. */
const diff = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;
/** The Lahiri ayanamsa at an instant, from the ephemeris' own TT and nutation (as natalChart subtracts it). */
const lahiriAt = (jdUt: number): number => {
  const eph = ephemerisAt(jdUt, ['sun']);
  return apparentAyanamsaDeg(eph.jdTt, eph.nutation, 'lahiri');
};
const sunAt = (jdUt: number): number => ephemerisAt(jdUt, ['sun']).bodies.sun!.longitudeDeg;
/** A body's tropical longitude at an instant. */
const bodyAt = (body: string, jdUt: number): number =>
  ephemerisAt(jdUt, [body as BodyId]).bodies[body as BodyId]!.longitudeDeg;
type NatalRecord = { points: Point[]; angles: { asc: number; mc: number } | null };
const natalLon = (natal: NatalRecord, id: string): number =>
  id === 'asc' || id === 'mc' ? natal.angles![id] : lon(natal.points, id);
/** How far an exact pass at jdUt misses in the Lahiri zodiac: the body less that instant's ayanamsa, arcseconds. */
const lahiriMissArcsec = (natal: NatalRecord, body: string, point: string, type: AspectId, jdUt: number) => {
  const sep = Math.abs(diff(bodyAt(body, jdUt) - lahiriAt(jdUt), natalLon(natal, point)));
  return Math.abs(sep - ASPECTS[type].angleDeg) * 3600;
};
const jdOf = (utc: string): number => jdUtFromUnixMs(Date.parse(utc));

describe.each(testDrivers())('the zodiac on the timed pages on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => new Date('2026-03-01T00:00:00Z') });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await api.post(path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.records;
  };

  it('progresses in the sidereal zodiac: every position less the ayanamsa of the progressed instant', async () => {
    const body = { natal: { birth: guangzhou }, date: '2026-05-01' };
    const trop = await post('/api/chart/progressions', body);
    const sid = await post('/api/chart/progressions', { ...body, zodiac: 'lahiri', harmonic: 5 });
    expect(sid.natal.frame).toMatchObject({ zodiac: 'lahiri', harmonic: 1 });
    expect(sid.natal.frame.labelZh).toMatch(/^恒星黄道（拉希里） · 岁差 23°4\d′$/);
    expect(sid.natal.notes.some((n: string) => n.includes('按回归黄道'))).toBe(false);
    // The day read is Beijing midnight; its progressed instant is 36 days after birth.
    const pJd = progressedJdUt(jdOf(sid.natal.utc), jdOf('2026-04-30T16:00:00Z'));
    const ayanamsa = lahiriAt(pJd);
    expect(Math.abs(ayanamsa - sid.natal.frame.ayanamsaDeg)).toBeGreaterThan(5e-4);
    for (const id of ['sun', 'moon', 'venus', 'saturn', 'pluto'])
      expect(diff(lon(trop.progressed.points, id), lon(sid.progressed.points, id))).toBeCloseTo(ayanamsa, 5);
    expect(diff(trop.progressed.angles.asc, sid.progressed.angles.asc)).toBeCloseTo(ayanamsa, 5);
    expect(diff(trop.progressed.angles.mc, sid.progressed.angles.mc)).toBeCloseTo(ayanamsa, 5);
    expect(diff(trop.progressed.houses[7].cuspDeg, sid.progressed.houses[7].cuspDeg)).toBeCloseTo(
      ayanamsa,
      5,
    );
    expect(diff(lon(trop.directed, 'mars'), lon(sid.directed, 'mars'))).toBeCloseTo(ayanamsa, 5);
    // The natal chart in its own (birth) ayanamsa.
    expect(diff(lon(trop.natal.points, 'sun'), lon(sid.natal.points, 'sun'))).toBeCloseTo(
      sid.natal.frame.ayanamsaDeg,
      3,
    );
  });

  it('finds the sidereal solar return: the Sun less the ayanamsa of the moment back on its natal place', async () => {
    const body = { natal: { birth: guangzhou }, kind: 'solar', year: 2026 };
    const trop = await post('/api/chart/returns', body);
    const sid = await post('/api/chart/returns', { ...body, zodiac: 'lahiri' });
    const natalSun = lon(sid.natal.points, 'sun');
    // By hand: bisect Sun(t) − ayanamsa(t) − natal sidereal Sun around the tropical return.
    const f = (jd: number): number => diff(sunAt(jd) - lahiriAt(jd), natalSun);
    let [lo, hi] = [jdOf(trop.exactUtc) - 1, jdOf(trop.exactUtc) + 2];
    while (hi - lo > 1 / 864000) {
      const mid = (lo + hi) / 2;
      if (f(mid) < 0) lo = mid;
      else hi = mid;
    }
    expect(Math.abs(jdOf(sid.exactUtc) - lo) * 86400).toBeLessThan(1.5);
    // About 20 minutes later per year of age (36 years).
    const minutesPerYear = (Date.parse(sid.exactUtc) - Date.parse(trop.exactUtc)) / 60_000 / 36;
    expect(minutesPerYear).toBeGreaterThan(19.5);
    expect(minutesPerYear).toBeLessThan(21.5);
    expect(sid.chart.frame.zodiac).toBe('lahiri');
    expect(sid.chart.frame.labelZh).toMatch(/^恒星黄道（拉希里）/);
    expect(Math.abs(diff(lon(sid.chart.points, 'sun'), natalSun)) * 3600).toBeLessThan(1);
  });

  it('times the transit timeline in the sidereal zodiac: precession since birth moves the exact passes', async () => {
    const body = {
      natal: { birth: guangzhou },
      from: '2026-04-25',
      to: '2026-05-05',
      bodies: 'all',
    };
    const exactSunOnSun = (records: {
      windows: { body: string; natalPoint: string; type: string; exact: { utc: string }[] }[];
    }): string =>
      records.windows.find((w) => w.body === 'sun' && w.natalPoint === 'sun' && w.type === 'conjunction')!
        .exact[0]!.utc;
    const trop = await post('/api/chart/transit-timeline', body);
    const sid = await post('/api/chart/transit-timeline', { ...body, zodiac: 'faganBradley' });
    expect(sid.natal.frame.labelZh).toMatch(/^恒星黄道（费根-布拉德利）/);
    const tropUtc = exactSunOnSun(trop);
    const sidUtc = exactSunOnSun(sid);
    // The Sun must travel 36 years of precession (~0.5°) further than in the tropical zodiac: ~12 hours later.
    const hours = (Date.parse(sidUtc) - Date.parse(tropUtc)) / 3_600_000;
    expect(hours).toBeGreaterThan(11.5);
    expect(hours).toBeLessThan(13);
    const moved = diff(sunAt(jdOf(sidUtc)), sunAt(jdOf(tropUtc)));
    expect(moved).toBeGreaterThan(0.48);
    expect(moved).toBeLessThan(0.52);
  });

  it('times the transits on /chart in the sidereal zodiac: the sky of each instant less its own ayanamsa', async () => {
    const body = { natal: { birth: guangzhou }, from: '2026-01-01', to: '2026-12-31' };
    const trop = await post('/api/chart/transits', body);
    const sid = await post('/api/chart/transits', { ...body, zodiac: 'lahiri' });
    expect(sid.natal.frame).toMatchObject({ zodiac: 'lahiri', harmonic: 1 });
    expect(sid.natal.frame.labelZh).toMatch(/^恒星黄道（拉希里） · 岁差 23°4\d′$/);
    expect(sid.frameNote).toBeNull();
    expect(sid.natal.notes.some((n: string) => n.includes('回归黄道'))).toBe(false);
    // The outer ring: the sky at Beijing midnight on the first day, less the ayanamsa of that instant.
    const ayanamsa = lahiriAt(jdOf('2025-12-31T16:00:00Z'));
    expect(ayanamsa - sid.natal.frame.ayanamsaDeg).toBeGreaterThan(0.4);
    for (const id of ['sun', 'mars', 'saturn', 'pluto'])
      expect(diff(lon(trop.transiting, id), lon(sid.transiting, id))).toBeCloseTo(ayanamsa, 5);
    // Every exact pass of a slow body: the body less the ayanamsa of that instant in aspect to the sidereal natal
    // point; the tropical answer's pass of the same window falls at another time.
    type Window = { body: string; natalPoint: string; type: AspectId; exact: { utc: string }[] };
    const passes = (sid.windows as Window[]).flatMap((w) => w.exact.map((e) => ({ ...w, utc: e.utc })));
    expect(passes.length).toBeGreaterThan(2);
    for (const p of passes)
      expect(lahiriMissArcsec(sid.natal, p.body, p.natalPoint, p.type, jdOf(p.utc))).toBeLessThan(2);
    const same = (trop.windows as Window[]).find((w) =>
      passes.some((p) => p.body === w.body && p.natalPoint === w.natalPoint && p.type === w.type),
    );
    expect(same).toBeDefined();
    const sidPass = passes.find((p) => p.body === same!.body && p.natalPoint === same!.natalPoint)!;
    const tropUtcs = same!.exact.map((e) => e.utc);
    expect(tropUtcs).not.toContain(sidPass.utc);
    // Ingresses are into the sidereal signs.
    const ingress = (sid.events as { kind: string; body: string; utc: string }[]).find(
      (e) => e.kind === 'ingress',
    );
    expect(ingress).toBeDefined();
    const atIngress = bodyAt(ingress!.body, jdOf(ingress!.utc)) - lahiriAt(jdOf(ingress!.utc));
    expect(Math.abs(diff(atIngress, Math.round(atIngress / 30) * 30)) * 3600).toBeLessThan(60);
  });

  it("times the career page's coming year of Jupiter and Saturn in the sidereal zodiac", async () => {
    const body = { natal: { birth: guangzhou } };
    const trop = await post('/api/chart/career', body);
    const sid = await post('/api/chart/career', { ...body, zodiac: 'faganBradley' });
    expect(sid.natal.frame.zodiac).toBe('faganBradley');
    expect(sid.natal.notes.some((n: string) => n.includes('回归黄道'))).toBe(false);
    expect(sid.transits).not.toEqual(trop.transits);
    type Event = { kind: string; body: string; natalPoint: string; type: AspectId; utc: string };
    const aspects = (sid.transits as Event[]).filter((e) => e.kind === 'aspect');
    expect(aspects.length).toBeGreaterThan(0);
    const fbAt = (jdUt: number): number => {
      const eph = ephemerisAt(jdUt, ['sun']);
      return apparentAyanamsaDeg(eph.jdTt, eph.nutation, 'faganBradley');
    };
    for (const e of aspects) {
      const jd = jdOf(e.utc);
      const sep = Math.abs(diff(bodyAt(e.body, jd) - fbAt(jd), natalLon(sid.natal, e.natalPoint)));
      expect(
        Math.abs(sep - ASPECTS[e.type].angleDeg) * 3600,
        `${e.body} ${e.type} ${e.natalPoint}`,
      ).toBeLessThan(2);
    }
  });

  it('refuses a zodiac it does not offer on every timed page, as /chart does', async () => {
    const natal = { birth: guangzhou };
    const bodies: [string, Record<string, unknown>][] = [
      ['/api/chart/natal', { birth: guangzhou }],
      ['/api/chart/progressions', { natal, date: '2026-05-01' }],
      ['/api/chart/returns', { natal, kind: 'solar', year: 2026 }],
      ['/api/chart/transit-timeline', { natal, from: '2026-04-01', to: '2026-04-30' }],
    ];
    for (const [path, body] of bodies) {
      const answer = await api.post(path, { ...body, zodiac: 'krishnamurti' });
      expect(answer.status, path).toBe(422);
      expect(answer.body.resultCode).toBe('000422');
      expect(answer.body.desc).toBe('不支持的黄道');
      expect((answer.body.data as { fields: { field: string }[] }).fields[0]!.field).toBe('zodiac');
      expect(answer.body.data.records).toBeUndefined();
    }
  });
});
