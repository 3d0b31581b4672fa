import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AspectToolRecord,
  HouseCompareRecord,
  MoonMonthRecord,
  PlanetCycleRecord,
  SkyToolRecord,
  SolarTimeRecord,
} from '@xingtu/contracts/learning';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The learning hub's tools through HTTP: answers checked against published ephemeris facts, and bad input
// refused with Chinese messages in the SPEC §8 envelope.

interface Envelope<T> {
  success: boolean;
  resultCode: string;
  desc: string;
  data: { records: T; fields?: { field: string; message: string }[] };
}
const minutesApart = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;

describe('learning tools', () => {
  let t: TestApp;
  const now = new Date('2026-11-25T12:34:56Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string) => {
    const answer = await t.app.inject({ method: 'GET', url });
    return { status: answer.statusCode, headers: answer.headers, body: answer.json() as Envelope<T> };
  };

  it('shows the sky of this minute, or of a chosen instant (the full Moon of 2024-01-25 in Leo)', async () => {
    const current = await get<SkyToolRecord>('/api/learning/tools/sky');
    expect(current.status).toBe(200);
    expect(current.body.data.records.at).toBe('2026-11-25T12:34:00.000Z');
    expect(current.headers['cache-control']).toBe('public, max-age=60');

    const { body } = await get<SkyToolRecord>('/api/learning/tools/sky?at=2024-01-25T18:00:00Z');
    const sky = body.data.records;
    expect(sky.bodies.map((b) => b.id)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'trueNode',
      'chiron',
    ]);
    expect(sky.bodies[0]).toMatchObject({ sign: 'aquarius', signZh: '水瓶座', degree: 5, glyph: '☉' });
    expect(sky.bodies[1]).toMatchObject({ sign: 'leo' });
    expect(sky.moon).toMatchObject({ phase: 'full', phaseZh: '满月' });
    expect(sky.bodies.find((b) => b.id === 'uranus')!.retrograde).toBe(true);
    expect(Object.values(sky.elements).reduce((a, b) => a + b, 0)).toBe(10);
  });

  it("tables Mercury's 2024: the April retrograde (1 Apr 22:14 UT at 27°13′ Aries → 25 Apr 12:54 UT)", async () => {
    const { body } = await get<PlanetCycleRecord>(
      '/api/learning/tools/planet-cycle?planet=mercury&year=2024',
    );
    expect(body.success).toBe(true);
    const record = body.data.records;
    expect(record.nameZh).toBe('水星');
    expect(record.retrogradePeriods).toHaveLength(4); // Dec 2023 → Jan 2024 straddles New Year, then Apr, Aug, Nov
    const april = record.retrogradePeriods[1]!;
    expect(minutesApart(april.start.at, '2024-04-01T22:14:00Z')).toBeLessThan(5);
    expect(april.start).toMatchObject({
      sign: 'aries',
      degree: 27,
      minute: 13,
      kind: 'station',
      retrograde: true,
    });
    expect(minutesApart(april.end.at, '2024-04-25T12:54:00Z')).toBeLessThan(5);
    expect(april.days).toBe(24);
    // The straddling period started in 2023 and is shown whole; its start is not one of the year's events.
    expect(Date.parse(record.retrogradePeriods[0]!.start.at)).toBeLessThan(
      Date.parse('2024-01-01T00:00:00+08:00'),
    );
    expect(
      record.events.every((e) => e.at >= '2023-12-31T16:00:00.000Z' && e.at < '2024-12-31T16:00:00.000Z'),
    ).toBe(true);
    const backwards = record.events.filter((e) => e.kind === 'ingress' && e.retrograde);
    expect(backwards.every((e) => e.degree === 29 && e.minute === 59)).toBe(true);
  });

  it('lists the Moon phases of a Beijing month (full Moon 2024-01-25 17:54 UT, 01:54 on the 26th in Beijing)', async () => {
    const { body } = await get<MoonMonthRecord>('/api/learning/tools/moon-month?year=2024&month=1');
    const month = body.data.records;
    expect(month.days).toHaveLength(31);
    const full = month.phases.find((p) => p.phase === 'full')!;
    expect(minutesApart(full.at, '2024-01-25T17:54:00Z')).toBeLessThan(3);
    expect(full).toMatchObject({ phaseZh: '满月', sign: 'leo' });
    expect(month.days[25]).toMatchObject({ date: '2024-01-26', waxing: false });
    expect(month.days[25]!.illuminatedPercent).toBeGreaterThan(97);
    expect(month.days[10]!.illuminatedPercent).toBeLessThan(3); // new Moon of 11 January
  });

  it('compares house systems for one birth: equal houses start at the Ascendant, whole signs at 0° of its sign', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/learning/tools/houses',
      payload: {
        birth: {
          date: '1990-06-15',
          time: '08:30',
          latitude: 39.9,
          longitude: 116.4,
          time_zone: 'Asia/Shanghai',
        },
      },
    });
    const body = answer.json() as Envelope<HouseCompareRecord>;
    expect(body.success).toBe(true);
    const record = body.data.records;
    expect(record.systems.map((s) => s.code)).toEqual(['P', 'K', 'W', 'E', 'O', 'R', 'C', 'B']);
    const placidus = record.systems[0]!;
    const equal = record.systems.find((s) => s.code === 'E')!;
    const whole = record.systems.find((s) => s.code === 'W')!;
    expect(equal.cusps[0]!.longitudeDeg).toBeCloseTo(placidus.cusps[0]!.longitudeDeg, 6);
    expect(whole.cusps[0]!.degree).toBe(0);
    expect(whole.cusps[0]!.sign).toBe(placidus.cusps[0]!.sign);
    expect(equal.cusps[3]!.longitudeDeg).toBeCloseTo((equal.cusps[0]!.longitudeDeg + 90) % 360, 6);
    for (const system of record.systems) expect(system.bodyHouses).toHaveLength(10);
    for (const id of record.movingBodies) {
      const i = record.bodies.findIndex((b) => b.id === id);
      expect(new Set(record.systems.map((s) => s.bodyHouses[i])).size).toBeGreaterThan(1);
    }
  });

  it('falls back to Porphyry beyond the polar circle and says so', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/learning/tools/houses',
      payload: {
        birth: { date: '2000-01-01', time: '12:00', latitude: 78.2, longitude: 15.6, time_zone: '+01:00' },
      },
    });
    const record = (answer.json() as Envelope<HouseCompareRecord>).data.records;
    const placidus = record.systems.find((s) => s.code === 'P')!;
    expect(placidus.fallbackZh).toContain('波菲利制');
    expect(record.systems.find((s) => s.code === 'W')!.fallbackZh).toBeNull();
  });

  it('refuses a house comparison without a birth time, with the field and a Chinese message', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/learning/tools/houses',
      payload: {
        birth: {
          date: '1990-06-15',
          time: null,
          latitude: 39.9,
          longitude: 116.4,
          time_zone: 'Asia/Shanghai',
        },
      },
    });
    expect(answer.statusCode).toBe(422);
    const body = answer.json() as Envelope<null>;
    expect(body.resultCode).toBe('000422');
    expect(body.data.fields).toContainEqual({
      field: 'birth.time',
      message: '比较宫位制需要出生时间（精确到分钟）',
    });
  });

  it('measures the aspect between two longitudes against the default orbs', async () => {
    const { body } = await get<AspectToolRecord>('/api/learning/tools/aspect?a=10.5&b=247');
    const record = body.data.records;
    expect(record.separationDeg).toBe(123.5);
    expect(record.candidates[0]).toMatchObject({ id: 'trine', nameZh: '三分相', orbDeg: 3.5, within: true });
    expect(record.a).toMatchObject({ sign: 'aries', degree: 10, minute: 30 });
    expect(record.b).toMatchObject({ sign: 'sagittarius', degree: 7 });
    expect(record.signRelation).toMatchObject({ sameElement: true, signsApart: 4 });

    const wide = (await get<AspectToolRecord>('/api/learning/tools/aspect?a=0&b=97.5')).body.data.records;
    expect(wide.candidates[0]).toMatchObject({ id: 'square', orbDeg: 7.5 });
    const withLuminary = (await get<AspectToolRecord>('/api/learning/tools/aspect?a=0&b=97.5&luminary=true'))
      .body.data.records;
    expect(withLuminary.candidates[0]!.allowedOrbDeg).toBeGreaterThan(wide.candidates[0]!.allowedOrbDeg);

    const bad = await get<null>('/api/learning/tools/aspect?a=360&b=x');
    expect(bad.status).toBe(422);
    expect(bad.body.data.fields!.map((f) => f.message)).toContain('黄经需在0°至360°之间');
  });

  it('turns Beijing clock time in Urumqi into true solar time (about 2 h 10 min behind in February)', async () => {
    const { body } = await get<SolarTimeRecord>(
      '/api/learning/tools/solar-time?date=2026-02-11&time=12:00&longitude=87.6&time_zone=Asia/Shanghai',
    );
    const record = body.data.records;
    // Longitude: (87.6 − 120) × 4 = −129.6 min; equation of time near its minimum, about −14.2 min.
    expect(record.longitudeMinutes).toBe(-129.6);
    expect(record.equationOfTimeMinutes).toBeCloseTo(-14.2, 0);
    expect(record.differenceMinutes).toBeCloseTo(-143.8, 0);
    expect(record.trueSolarTime.slice(0, 16)).toBe('2026-02-11 09:36');
    expect(record).toMatchObject({
      zoneOffset: '+08:00',
      summerTime: false,
      clockShichenZh: '午时',
      solarShichenZh: '巳时',
    });
  });

  it('knows China’s summer time of 1988 and refuses an hour it skipped', async () => {
    const summer = await get<SolarTimeRecord>(
      '/api/learning/tools/solar-time?date=1988-07-01&time=12:00&longitude=120&time_zone=Asia/Shanghai',
    );
    expect(summer.body.data.records).toMatchObject({
      zoneOffset: '+09:00',
      summerTime: true,
      longitudeMinutes: -60,
    });
    const skipped = await get<null>(
      '/api/learning/tools/solar-time?date=1988-04-17&time=02:30&longitude=120&time_zone=Asia/Shanghai',
    );
    expect(skipped.status).toBe(422);
    expect(skipped.body.data.fields![0]!.field).toBe('time');
    const zone = await get<null>(
      '/api/learning/tools/solar-time?date=2026-02-11&time=12:00&longitude=87&time_zone=Mars/Base',
    );
    expect(zone.body.data.fields![0]).toMatchObject({ field: 'time_zone' });
  });

  it('refuses a year outside 1900–2100 and an unknown planet', async () => {
    const year = await get<null>('/api/learning/tools/planet-cycle?planet=mars&year=1800');
    expect(year.status).toBe(422);
    expect(year.body.data.fields![0]!.message).toBe('年份需在1900年至2100年之间');
    const planet = await get<null>('/api/learning/tools/planet-cycle?planet=moon&year=2026');
    expect(planet.body.data.fields![0]!.message).toBe('请选择太阳至冥王星中的一颗');
  });
});
