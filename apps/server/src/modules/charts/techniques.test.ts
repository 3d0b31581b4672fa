import { ephemerisAt, jdUtFromUnixMs } from '@xingtu/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { registerUser } from '../../test/accounts.ts';
import { MINOR_ASPECT_TEXTS } from '@xingtu/readings/data/minor-aspects';
import {
  LUNAR_RETURN_ASC_SIGN,
  LUNAR_RETURN_MOON_HOUSE,
  SOLAR_RETURN_ASC_SIGN,
  SOLAR_RETURN_MOON_HOUSE,
  SOLAR_RETURN_SUN_HOUSE,
} from '@xingtu/readings/data/returns';
import {
  DIGNITY_TEXTS,
  FIRDARIA_LORD,
  FIRDARIA_SUB_LORD,
  HARMONIC_TEXTS,
  PLANET_DIGNITY,
  PROFECTION_HOUSE,
  PROFECTION_LORD,
  SIDEREAL_TEXTS,
} from '@xingtu/readings/data/traditional';
import { signOfLongitudeDeg } from '@xingtu/readings/keys';

// The technique pages' calculations: returns (with relocation), the transit timeline, the traditional tools.

const guangzhou = {
  date: '1990-05-01',
  time: '14:30',
  time_zone: 'Asia/Shanghai',
  latitude: 23.13,
  longitude: 113.26,
  place_name: '广东省 广州市',
};
const contact = {
  name: '林小满',
  gender: 'female',
  relation: 'partner',
  calendar: 'solar',
  birthday: '1993-07-21',
  birth_hour: 9,
  birth_min: 45,
  birth_location: '浙江省 杭州市',
  birth_latitude: 30.259,
  birth_longitude: 120.13,
  birth_time_zone: 'Asia/Shanghai',
  visibility: 1,
};
const sep = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);
const sunAt = (utc: string): number =>
  ephemerisAt(jdUtFromUnixMs(Date.parse(utc)), ['sun']).bodies.sun!.longitudeDeg;

type Point = { id: string; longitudeDeg: number; house?: number | null };
const find = (points: Point[], id: string): Point => points.find((p) => p.id === id)!;
type Section = { key: string; items: { key: string; title: string; text: string }[] };
/** The reading items of an answer by key. */
const itemsOf = (sections: Section[]): Map<string, { title: string; text: string }> =>
  new Map(sections.flatMap((s) => s.items.map((i) => [i.key, i] as const)));

describe.each(testDrivers())('chart techniques on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => new Date('2026-03-01T00:00:00Z') });
    api = apiClient(t.app);
    token = (await registerUser(api)).auth.access_token;
    otherToken = (await registerUser(api)).auth.access_token;
  });
  afterAll(() => t.close());
  const fieldOf = (answer: { body: { data: unknown } }) =>
    (answer.body.data as { fields: { field: string }[] }).fields[0]!.field;

  it('finds the solar return of a year to the second and casts it at the birthplace or elsewhere', async () => {
    const home = await api.post('/api/chart/returns', {
      natal: { birth: guangzhou },
      kind: 'solar',
      year: 2026,
    });
    expect(home.status).toBe(200);
    const r = home.body.data.records;
    expect(r.kindZh).toBe('太阳返照');
    expect(r.exactUtc).toMatch(/^2026-0[45]-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    const natalSun = find(r.natal.points, 'sun').longitudeDeg;
    // One second of time moves the Sun by about 0.04″: a second either side brackets its natal longitude.
    const before = sunAt(new Date(Date.parse(r.exactUtc) - 1000).toISOString());
    const after = sunAt(new Date(Date.parse(r.exactUtc) + 1000).toISOString());
    expect(sep(before, natalSun) + sep(after, natalSun)).toBeCloseTo(sep(before, after), 9);
    expect(r.relocated).toBe(false);
    expect(r.chart.birth.placeName).toBe('广东省 广州市');
    expect(r.chart.name).toBe('2026年太阳返照盘');
    expect(r.chart.houses).toHaveLength(12);
    // The return's own texts: its Ascendant's sign, the Sun's and the Moon's houses in the return chart.
    const read = itemsOf(r.readings);
    const asc = signOfLongitudeDeg(r.chart.angles.asc);
    const sunHouse = find(r.chart.points, 'sun').house as 1;
    const moonHouse = find(r.chart.points, 'moon').house as 1;
    expect(read.get(`solar-return-asc-${asc}`)?.text).toBe(SOLAR_RETURN_ASC_SIGN[asc]);
    expect(read.get(`solar-return-sun-${sunHouse}`)?.text).toBe(SOLAR_RETURN_SUN_HOUSE[sunHouse]);
    expect(read.get(`solar-return-moon-${moonHouse}`)?.text).toBe(SOLAR_RETURN_MOON_HOUSE[moonHouse]);

    const away = await api.post('/api/chart/returns', {
      natal: { birth: guangzhou },
      kind: 'solar',
      year: 2026,
      place: { latitude: 51.5074, longitude: -0.1278, place_name: '英国 伦敦' },
    });
    const moved = away.body.data.records;
    expect(moved.exactUtc).toBe(r.exactUtc);
    expect(moved.relocated).toBe(true);
    expect(moved.chart.birth.placeName).toBe('英国 伦敦');
    expect(sep(moved.chart.angles.asc, r.chart.angles.asc)).toBeGreaterThan(10);
  });

  it('finds the first lunar return in a month (Beijing time) and needs the month', async () => {
    const answer = await api.post('/api/chart/returns', {
      natal: { birth: guangzhou },
      kind: 'lunar',
      year: 2026,
      month: 3,
    });
    expect(answer.status).toBe(200);
    const r = answer.body.data.records;
    expect(Date.parse(r.exactUtc)).toBeGreaterThanOrEqual(Date.parse('2026-02-28T16:00:00Z'));
    expect(Date.parse(r.exactUtc)).toBeLessThan(Date.parse('2026-03-28T16:00:00Z'));
    expect(
      sep(find(r.chart.points, 'moon').longitudeDeg, find(r.natal.points, 'moon').longitudeDeg),
    ).toBeLessThan(1 / 3600);
    const read = itemsOf(r.readings);
    const asc = signOfLongitudeDeg(r.chart.angles.asc);
    const moonHouse = find(r.chart.points, 'moon').house as 1;
    expect(read.get(`lunar-return-asc-${asc}`)?.text).toBe(LUNAR_RETURN_ASC_SIGN[asc]);
    expect(read.get(`lunar-return-moon-${moonHouse}`)?.text).toBe(LUNAR_RETURN_MOON_HOUSE[moonHouse]);
    expect([...read.keys()].some((k) => k.startsWith('solar-'))).toBe(false);
    const noMonth = await api.post('/api/chart/returns', {
      natal: { birth: guangzhou },
      kind: 'lunar',
      year: 2026,
    });
    expect(noMonth.status).toBe(422);
    expect(fieldOf(noMonth)).toBe('month');
    const badYear = await api.post('/api/chart/returns', {
      natal: { birth: guangzhou },
      kind: 'solar',
      year: 3026,
    });
    expect(badYear.status).toBe(422);
    const badPlace = await api.post('/api/chart/returns', {
      natal: { birth: guangzhou },
      kind: 'solar',
      year: 2026,
      place: { latitude: 123, longitude: 0 },
    });
    expect(badPlace.status).toBe(422);
  });

  it('lists every transit of a year with its orb window and exact passes inside it', async () => {
    const answer = await api.post('/api/chart/transit-timeline', {
      natal: { birth: guangzhou },
      from: '2026-01-01',
      to: '2026-12-31',
      orb_deg: 1,
    });
    expect(answer.status).toBe(200);
    const r = answer.body.data.records;
    expect(r.windows.length).toBeGreaterThan(100);
    const bodies = new Set(r.windows.map((w: { body: string }) => w.body));
    for (const b of ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'])
      expect(bodies.has(b)).toBe(true);
    for (const w of r.windows as {
      enters: string | null;
      leaves: string | null;
      exact: { utc: string }[];
    }[]) {
      for (const e of w.exact) {
        if (w.enters) expect(e.utc >= w.enters).toBe(true);
        if (w.leaves) expect(e.utc <= w.leaves).toBe(true);
      }
      if (w.enters && w.leaves) expect(w.enters < w.leaves).toBe(true);
    }
    // Windows touch the period (local days in Beijing time).
    for (const w of r.windows as { enters: string | null; leaves: string | null }[]) {
      if (w.leaves) expect(w.leaves >= '2025-12-31T16:00:00.000Z').toBe(true);
      if (w.enters) expect(w.enters <= '2026-12-31T16:00:00.000Z').toBe(true);
    }
    expect(r.events.every((e: { kind: string }) => e.kind !== 'aspect')).toBe(true);
    expect(r.events.some((e: { kind: string }) => e.kind === 'station')).toBe(true);

    const slow = (
      await api.post('/api/chart/transit-timeline', {
        natal: { birth: guangzhou },
        from: '2026-01-01',
        to: '2026-06-30',
        bodies: 'slow',
        orb_deg: 2,
      })
    ).body.data.records;
    expect(slow.orbDeg).toBe(2);
    expect(slow.windows.some((w: { body: string }) => w.body === 'sun' || w.body === 'venus')).toBe(false);
    type Window = { type: string; family: string; text: string | null };
    // The majors only by default; every window of the default bodies has its text.
    expect(r.windows.every((w: Window) => w.family !== 'minor' && w.text)).toBe(true);

    // With the minor aspects turned on in the settings, their windows appear and read as minor aspects.
    const minor = (
      await api.post('/api/chart/transit-timeline', {
        natal: { birth: guangzhou },
        from: '2026-01-01',
        to: '2026-03-31',
        bodies: 'slow',
        orb_deg: 1,
        orbs: { quincunx: 2, semi_square: 2, quintile: 1 },
      })
    ).body.data.records;
    const minors = minor.windows.filter((w: Window) => w.family === 'minor');
    expect(minors.length).toBeGreaterThan(0);
    for (const w of minors as Window[]) {
      expect(['quincunx', 'semiSquare', 'quintile']).toContain(w.type);
      expect(w.text).toBe(MINOR_ASPECT_TEXTS[w.type as 'quincunx']);
    }
    // An orb of 0 turns an aspect off.
    const noSquares = (
      await api.post('/api/chart/transit-timeline', {
        natal: { birth: guangzhou },
        from: '2026-01-01',
        to: '2026-03-31',
        bodies: 'slow',
        orbs: { square: 0 },
      })
    ).body.data.records;
    expect(noSquares.windows.length).toBeGreaterThan(0);
    expect(noSquares.windows.some((w: Window) => w.type === 'square')).toBe(false);

    const long = await api.post('/api/chart/transit-timeline', {
      natal: { birth: guangzhou },
      from: '2026-01-01',
      to: '2027-03-01',
    });
    expect(long.status).toBe(422);
    expect(fieldOf(long)).toBe('to');
    const oddOrb = await api.post('/api/chart/transit-timeline', {
      natal: { birth: guangzhou },
      from: '2026-01-01',
      to: '2026-02-01',
      orb_deg: 7,
    });
    expect(oddOrb.status).toBe(422);
  });

  it('gives the dignities table, the year lord, the firdaria, the lots and the sidereal and harmonic charts', async () => {
    const answer = await api.post('/api/chart/traditional', {
      natal: { birth: guangzhou },
      date: '2026-03-01',
    });
    expect(answer.status).toBe(200);
    const r = answer.body.data.records;
    expect(r.dignities).toHaveLength(7);
    const sun = r.dignities.find((d: { planet: string }) => d.planet === 'sun');
    // The Sun at 11° Taurus: Venus's domicile, the Moon's exaltation; a day chart (the Sun in the 9th house).
    expect(sun).toMatchObject({ signZh: '金牛座', domicileZh: '金星', exaltationZh: '月亮' });
    expect(r.dayChart).toBe(true);
    expect(r.profection).toMatchObject({ age: 35, house: 12, from: '2025-05-01', to: '2026-05-01' });
    expect(r.firdaria.filter((p: { current: boolean }) => p.current)).toHaveLength(1);
    expect(r.firdaria[0]).toMatchObject({ lord: 'sun', fromAge: 0, toAge: 10 });
    const ids = r.points.map((p: { id: string }) => p.id);
    expect(ids).toEqual([
      'partOfFortune',
      'vertex',
      'trueNode',
      'southNode',
      'meanNode',
      'lilith',
      'trueLilith',
    ]);
    expect(
      sep(find(r.points, 'southNode').longitudeDeg, find(r.points, 'trueNode').longitudeDeg),
    ).toBeCloseTo(180, 6);
    expect(r.harmonic).toBeNull();
    expect(r.readings.map((s: { key: string }) => s.key)).toEqual(['time-lords', 'dignities']);
    const read = itemsOf(r.readings);
    // The year lord (age 35: the 12th house from the Ascendant) and the current firdaria (a day chart: the Moon
    // from 31 to 40) with its sub-period.
    expect(read.get('profection-12')?.text).toBe(PROFECTION_HOUSE[12]);
    const lord = r.profection.lord as 'sun';
    expect(read.get(`profection-lord-${lord}`)?.text).toBe(PROFECTION_LORD[lord]);
    const current = r.firdaria.find((p: { current: boolean }) => p.current);
    expect(current.lord).toBe('moon');
    expect(read.get('firdaria-moon')?.text).toBe(FIRDARIA_LORD.moon);
    const sub = current.subPeriods.find((s: { current: boolean }) => s.current);
    expect(read.get(`firdaria-sub-${sub.lord}`)?.text).toBe(FIRDARIA_SUB_LORD[sub.lord as 'sun']);
    // Each planet's own domicile, exaltation, detriment or fall text; the shared texts for the rest.
    const HELD: Record<string, 'domicile' | 'exaltation' | 'detriment' | 'fall'> = {
      入庙: 'domicile',
      入旺: 'exaltation',
      落陷: 'detriment',
      入弱: 'fall',
    };
    let own = 0;
    for (const row of r.dignities as { planet: 'sun'; heldZh: string[]; peregrine: boolean }[])
      for (const held of row.heldZh)
        if (HELD[held]) {
          own++;
          expect(read.get(`dignity-${row.planet}-${HELD[held]}`)?.text).toBe(
            PLANET_DIGNITY[row.planet][HELD[held]],
          );
        }
    expect(own).toBeGreaterThan(0);
    if (r.dignities.some((d: { peregrine: boolean }) => d.peregrine))
      expect(read.get('dignity-peregrine')?.text).toBe(DIGNITY_TEXTS.peregrine);

    const sidereal = (
      await api.post('/api/chart/traditional', {
        natal: { birth: guangzhou },
        date: '2026-03-01',
        zodiac: 'lahiri',
        harmonic: 5,
      })
    ).body.data.records;
    expect(sidereal.ayanamsaDeg).toBeGreaterThan(23.5);
    expect(sidereal.ayanamsaDeg).toBeLessThan(24);
    const shift = find(r.natal.points, 'sun').longitudeDeg - find(sidereal.natal.points, 'sun').longitudeDeg;
    expect(shift).toBeCloseTo(sidereal.ayanamsaDeg, 3);
    expect(sidereal.harmonic.number).toBe(5);
    const h5 = find(sidereal.harmonic.points, 'sun').longitudeDeg;
    expect(sep(h5, (find(sidereal.natal.points, 'sun').longitudeDeg * 5) % 360)).toBeLessThan(1e-6);
    const siderealRead = itemsOf(sidereal.readings);
    expect(siderealRead.get('zodiac-lahiri')?.text).toBe(SIDEREAL_TEXTS.lahiri);
    expect(siderealRead.get('harmonic-5')?.text).toBe(HARMONIC_TEXTS['5']);
    expect(read.has('zodiac-tropical')).toBe(false);

    const badHarmonic = await api.post('/api/chart/traditional', {
      natal: { birth: guangzhou },
      date: '2026-03-01',
      harmonic: 3.5,
    });
    expect(badHarmonic.status).toBe(422);
  });

  it('needs the birth time for sect, lots and profections, and says so', async () => {
    const r = (
      await api.post('/api/chart/traditional', {
        natal: { birth: { ...guangzhou, time: null } },
        date: '2026-03-01',
      })
    ).body.data.records;
    expect(r.dayChart).toBeNull();
    expect(r.profection).toBeNull();
    expect(r.firdaria).toEqual([]);
    expect(r.points.map((p: { id: string }) => p.id)).not.toContain('partOfFortune');
    const ret = (
      await api.post('/api/chart/returns', {
        natal: { birth: { ...guangzhou, time: null } },
        kind: 'solar',
        year: 2026,
      })
    ).body.data.records;
    expect(ret.chart.notes[0]).toContain('出生时间不详');
  });

  it("hides another member's private profile (404) on every technique", async () => {
    const mine = (await api.post('/api/user/contacts', contact, token)).body.data.records;
    const bodies = {
      returns: { natal: { contact_id: mine.id }, kind: 'solar', year: 2026 },
      'transit-timeline': { natal: { contact_id: mine.id }, from: '2026-01-01', to: '2026-02-01' },
      traditional: { natal: { contact_id: mine.id }, date: '2026-03-01' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      expect((await api.post(`/api/chart/${path}`, body, token)).status).toBe(200);
      expect((await api.post(`/api/chart/${path}`, body, otherToken)).status).toBe(404);
      expect((await api.post(`/api/chart/${path}`, body)).status).toBe(401);
    }
  });
});
