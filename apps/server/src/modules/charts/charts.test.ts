import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { registerUser } from '../../test/accounts.ts';

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

describe.each(testDrivers())('chart calculations on %s', (driver) => {
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

  it('draws a natal chart with positions, houses and aspects', async () => {
    const answer = await api.post('/api/chart/natal', { birth: guangzhou, house_system: 'P', name: '小林' });
    expect(answer.status).toBe(200);
    const chart = answer.body.data.records.chart;
    expect(chart).toMatchObject({
      name: '小林',
      timeUnknown: false,
      houseSystem: 'P',
      houseSystemZh: '普拉西度制',
    });
    expect(chart.birth.utcOffset).toBe('+09:00'); // China kept summer time in 1990
    expect(chart.points).toHaveLength(13);
    const sun = chart.points.find((p: { id: string }) => p.id === 'sun');
    expect(sun).toMatchObject({ signZh: '金牛座', glyph: '☉', retrograde: false });
    expect(sun.house).toBeGreaterThanOrEqual(1);
    expect(chart.houses).toHaveLength(12);
    expect(chart.aspects.length).toBeGreaterThan(0);
    expect(chart.aspects[0]).toHaveProperty('applying');
    const readings = answer.body.data.records.readings;
    expect(readings.length).toBeGreaterThan(0);
    expect(readings[0].items[0].text.length).toBeGreaterThan(10);
    const whole = await api.post('/api/chart/natal', {
      birth: guangzhou,
      house_system: 'W',
      orbs: { quincunx: 3, semi_sextile: 1 },
    });
    expect(whole.body.data.records.chart.houses[0].degree).toBe(0);
  });

  it('draws a noon chart without houses when the time is unknown, and says so', async () => {
    const answer = await api.post('/api/chart/natal', { birth: { ...guangzhou, time: null } });
    const chart = answer.body.data.records.chart;
    expect(chart).toMatchObject({ timeUnknown: true, houses: null, angles: null });
    expect(chart.points[0].house).toBeNull();
    expect(chart.notes[0]).toContain('出生时间不详');
  });

  it('finds the coordinates of a known place name, and refuses a place without them', async () => {
    const { latitude: _lat, longitude: _lon, time_zone: _tz, ...noCoordinates } = guangzhou;
    const known = await api.post('/api/chart/natal', { birth: { ...noCoordinates, place_name: '广州市' } });
    expect(known.body.data.records.chart.birth.latitude).toBeCloseTo(23.1, 0);
    const unknown = await api.post('/api/chart/natal', {
      birth: { ...noCoordinates, place_name: '火星基地' },
    });
    expect(unknown.status).toBe(422);
    expect(fieldOf(unknown)).toBe('birth.latitude');
    expect(unknown.body.desc).toContain('火星基地');
  });

  it('refuses dates outside 1800–2200 and impossible dates or times', async () => {
    for (const [birth, field, message] of [
      [{ ...guangzhou, date: '1799-12-31' }, 'birth.date', '出生日期需在1800年至2200年之间'],
      [{ ...guangzhou, date: '2201-01-01' }, 'birth.date', '出生日期需在1800年至2200年之间'],
      [{ ...guangzhou, date: '2023-02-29' }, 'birth.date', '日期不存在：2023年2月只有28天'],
      [{ ...guangzhou, date: '2023-13-01' }, 'birth.date', '日期不存在：没有13月'],
      [{ ...guangzhou, time: '24:10' }, 'birth.time', '出生时间格式应为 HH:mm（00:00–23:59）'],
      [
        { ...guangzhou, time_zone: 'Mars/Olympus' },
        'birth.time_zone',
        '时区不正确，请填写如 Asia/Shanghai 或 +08:00',
      ],
    ] as const) {
      const answer = await api.post('/api/chart/natal', { birth });
      expect(answer.status, JSON.stringify(birth)).toBe(422);
      expect(answer.body.resultCode).toBe('000422');
      expect(fieldOf(answer)).toBe(field);
      expect(answer.body.desc).toBe(message);
    }
    expect((await api.post('/api/chart/natal', { house_system: 'Z', birth: guangzhou })).status).toBe(422);
    const neither = await api.post('/api/chart/natal', {});
    expect(neither.status).toBe(422);
    expect(neither.body.desc).toContain('二选一');
  });

  it('asks about a wall time skipped or repeated by summer time, and accepts the answer', async () => {
    // Mainland China moved its clocks from 02:00 to 03:00 on 12 April 1987 and back on 13 September 1987.
    const skipped = await api.post('/api/chart/natal', {
      birth: { ...guangzhou, date: '1987-04-12', time: '02:30' },
    });
    expect(skipped.status).toBe(422);
    expect(fieldOf(skipped)).toBe('birth.time');
    expect(skipped.body.desc).toContain('因夏令时开始');
    // The two real moments the member may mean, each as the clocks then showed it (not 02:30 twice).
    expect(skipped.body.desc).toContain('夏令时 03:30');
    expect(skipped.body.desc).toContain('标准时间 01:30');
    expect(skipped.body.desc.match(/02:30/g)).toHaveLength(2); // the time typed, quoted twice in the question
    expect(skipped.body.data.status).toBe('skipped');
    expect(skipped.body.data.alternatives.map((a: { disambiguation: string }) => a.disambiguation)).toEqual([
      'earlier',
      'later',
    ]);
    const chosen = await api.post('/api/chart/natal', {
      birth: { ...guangzhou, date: '1987-04-12', time: '02:30', disambiguation: 'later' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.records.chart.utc).toBe('1987-04-11T18:30:00.000Z');

    const repeated = await api.post('/api/chart/natal', {
      birth: { ...guangzhou, date: '1988-09-11', time: '01:30' },
    });
    expect(repeated.status).toBe(422);
    expect(repeated.body.desc).toContain('出现了两次');
    expect(repeated.body.data.status).toBe('repeated');
    const first = await api.post('/api/chart/natal', {
      birth: { ...guangzhou, date: '1988-09-11', time: '01:30', disambiguation: 'earlier' },
    });
    expect(first.body.data.records.chart.birth.utcOffset).toBe('+09:00');
  });

  it('reads a birth before standard time in the local mean time of the birthplace, and says so', async () => {
    // Urumqi's zone kept the mean time of Urumqi (+05:50:20) until 1928; a birth in Kashgar (75.99°E) then
    // keeps Kashgar's own: +05:03:58.
    const answer = await api.post('/api/chart/natal', {
      birth: {
        date: '1900-06-01',
        time: '12:00',
        time_zone: 'Asia/Urumqi',
        latitude: 39.47,
        longitude: 75.99,
      },
    });
    expect(answer.status).toBe(200);
    const chart = answer.body.data.records.chart;
    expect(chart.utc).toBe('1900-06-01T06:56:02.000Z');
    expect(chart.notes.join('')).toContain('地方平时');
  });

  it('adds the house rulers and the chart points to the natal readings', async () => {
    const answer = await api.post('/api/chart/natal', { birth: guangzhou });
    const keys = (answer.body.data.records.readings as { key: string }[]).map((s) => s.key);
    expect(keys).toContain('house-rulers');
    expect(keys).toContain('points');
  });

  it('opens a contact profile for its owner, a public one for others, and hides a private one (404)', async () => {
    const mine = (await api.post('/api/user/contacts', contact, token)).body.data.records;
    const own = await api.post('/api/chart/natal', { contact_id: mine.id }, token);
    expect(own.status).toBe(200);
    expect(own.body.data.records.chart).toMatchObject({ name: '林小满', contactId: mine.id });
    expect((await api.post('/api/chart/natal', { contact_id: mine.id }, otherToken)).status).toBe(404);
    expect((await api.post('/api/chart/natal', { contact_id: mine.id })).status).toBe(401);
    expect(
      (
        await api.post(
          '/api/chart/synastry',
          { a: { birth: guangzhou }, b: { contact_id: mine.id } },
          otherToken,
        )
      ).status,
    ).toBe(404);
    await api.put(`/api/user/contacts/${mine.id}`, { ...contact, visibility: 2 }, token);
    expect((await api.post('/api/chart/natal', { contact_id: mine.id }, otherToken)).status).toBe(200);
    const unknownTime = (
      await api.post(
        '/api/user/contacts',
        { ...contact, time_unknown: true, birth_hour: undefined, birth_min: undefined },
        token,
      )
    ).body.data.records;
    expect(
      (await api.post('/api/chart/natal', { contact_id: unknownTime.id }, token)).body.data.records.chart
        .timeUnknown,
    ).toBe(true);
  });

  it('compares two charts: inter-aspects, house overlays both ways and the composite', async () => {
    const mine = (await api.post('/api/user/contacts', contact, token)).body.data.records;
    const answer = await api.post(
      '/api/chart/synastry',
      { a: { birth: guangzhou, name: '甲' }, b: { contact_id: mine.id } },
      token,
    );
    expect(answer.status).toBe(200);
    const syn = answer.body.data.records;
    expect(syn.a.name).toBe('甲');
    expect(syn.b.name).toBe('林小满');
    expect(syn.aspects.length).toBeGreaterThan(0);
    expect(syn.aInB).toHaveLength(13);
    expect(syn.bInA[0]).toMatchObject({ id: 'sun', nameZh: '太阳' });
    expect(syn.composite.points).toHaveLength(13);
    expect(syn.composite.houses).toHaveLength(12);
    expect(syn.readings.length).toBeGreaterThan(0);
    expect(syn.davison).toMatchObject({ name: '戴维森关系盘', timeUnknown: false });
    expect(syn.davison.houses).toHaveLength(12);
    // Marks charts: each person's midpoint in time with the Davison chart, named for them.
    expect(syn.marks.map((c: { name: string }) => c.name)).toEqual(['甲的马克思盘', '林小满的马克思盘']);
    const mid = (x: string, y: string) =>
      new Date((Date.parse(x) + Date.parse(y)) / 2).toISOString().slice(0, 16);
    expect(syn.marks[0].utc.slice(0, 16)).toBe(mid(syn.a.utc, syn.davison.utc));
    expect(syn.marks[1].utc.slice(0, 16)).toBe(mid(syn.b.utc, syn.davison.utc));
    expect(syn.readings.map((r: { key: string }) => r.key)).toContain('overlay-a-in-b');
    // The composite's ten planets read in the composite's own houses.
    const compositeHouses = syn.readings.find((r: { key: string }) => r.key === 'composite-houses');
    expect(compositeHouses.items).toHaveLength(10);
    expect(compositeHouses.items[0].title).toMatch(/^组合盘太阳在第.+宫$/);
    // Two birth charts are both fixed: no aspect between them applies or separates.
    expect(syn.aspects.every((x: { applying: boolean | null }) => x.applying === null)).toBe(true);
    const bad = await api.post('/api/chart/synastry', {
      a: { birth: { ...guangzhou, date: '1700-01-01' } },
      b: { birth: guangzhou },
    });
    expect(fieldOf(bad)).toBe('a.birth.date');
  });

  it('lists transits over a range of at most a year', async () => {
    const answer = await api.post('/api/chart/transits', {
      natal: { birth: guangzhou },
      from: '2026-01-01',
      to: '2026-04-01',
    });
    expect(answer.status).toBe(200);
    const { events, transiting } = answer.body.data.records;
    expect(transiting).toHaveLength(13);
    expect(answer.body.data.records.aspects.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toHaveProperty('text');
    expect(events.map((e: { utc: string }) => e.utc)).toEqual(
      [...events.map((e: { utc: string }) => e.utc)].sort(),
    );
    // Natal points are fixed: an aspect applies or separates by the transiting body alone.
    for (const a of answer.body.data.records.aspects as { b: string; applying: boolean | null }[]) {
      const t = transiting.find((p: { id: string }) => p.id === a.b);
      if (t.speedDegPerDay !== 0) expect(a.applying).not.toBeNull();
    }
    // The range is whole days of Beijing time: it opens at 2026-01-01 00:00 +08:00.
    expect(answer.body.data.records.timeZone).toBe('Asia/Shanghai');
    expect(events.every((e: { utc: string }) => e.utc >= '2025-12-31T16:00:00.000Z')).toBe(true);
    // Orb windows of the slow bodies with their exact passes.
    const windows = answer.body.data.records.windows as {
      body: string;
      enters: string | null;
      leaves: string | null;
      exact: { utc: string }[];
    }[];
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows) {
      if (w.enters && w.leaves) expect(w.enters < w.leaves).toBe(true);
      for (const e of w.exact) if (w.enters) expect(e.utc > w.enters).toBe(true);
    }
    const tooLong = await api.post('/api/chart/transits', {
      natal: { birth: guangzhou },
      from: '2026-01-01',
      to: '2027-06-01',
    });
    expect(tooLong.status).toBe(422);
    expect(fieldOf(tooLong)).toBe('to');
    expect(tooLong.body.desc).toBe('行运查询的时间范围不能超过一年');
  });

  it('progresses a chart to a day of life: progressed and directed points, the MC by the chosen arc, dated events', async () => {
    const answer = await api.post('/api/chart/progressions', {
      natal: { birth: guangzhou },
      date: '2026-05-01',
    });
    expect(answer.status).toBe(200);
    const p = answer.body.data.records;
    expect(p.angleMethod).toBe('solarArcLongitude');
    expect(p.angleMethodZh).toContain('默认');
    // 36 years of life: about 36° of solar arc; the progressed MC is the natal MC moved by it.
    expect(p.solarArcDeg).toBeGreaterThan(34);
    expect(p.solarArcDeg).toBeLessThan(37);
    const turn = (x: number) => ((x % 360) + 360) % 360;
    const signed = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;
    expect(Math.abs(signed(p.progressed.angles.mc - p.natal.angles.mc - p.solarArcDeg))).toBeLessThan(1e-3);
    expect(p.progressed.points).toHaveLength(13);
    const directedSun = p.directed.find((x: { id: string }) => x.id === 'sun').longitudeDeg;
    expect(Math.abs(signed(directedSun - turn(p.natal.points[0].longitudeDeg + p.solarArcDeg)))).toBeLessThan(
      1e-3,
    );
    expect(p.events.map((e: { utc: string }) => e.utc)).toEqual(
      [...p.events.map((e: { utc: string }) => e.utc)].sort(),
    );
    expect(p.readings[0].items[0].key).toBe('progressed-moon-sign');
    const progressedChart = p.readings.find((r: { key: string }) => r.key === 'progressed-chart');
    expect(progressedChart.items.map((i: { key: string }) => i.key)).toEqual(
      expect.arrayContaining(['progressed-sun-sign', 'progressed-mercury-sign', 'progressed-mars-sign']),
    );
    const moonEvents = p.events.filter((e: { technique: string }) => e.technique === 'progressedMoon');
    for (const e of moonEvents) expect(e.reading).toMatch(/推运月亮/);
    const naibod = await api.post('/api/chart/progressions', {
      natal: { birth: guangzhou },
      date: '2026-05-01',
      angles: 'naibod',
    });
    expect(naibod.body.data.records.progressed.angles.mc).not.toBeCloseTo(p.progressed.angles.mc, 3);
    const bad = await api.post('/api/chart/progressions', {
      natal: { birth: guangzhou },
      date: '2026-13-01',
    });
    expect(bad.status).toBe(422);
    expect(fieldOf(bad)).toBe('date');
  });

  it('explains the career houses and the coming Saturn and Jupiter transits', async () => {
    const answer = await api.post('/api/chart/career', { natal: { birth: guangzhou } });
    expect(answer.status).toBe(200);
    const career = answer.body.data.records;
    expect(career.mc.ruler.id).toMatch(/^(sun|moon|mercury|venus|mars|jupiter|saturn)$/);
    expect(career.houses.map((h: { number: number }) => h.number)).toEqual([10, 6, 2]);
    expect(career.from).toBe('2026-03-01');
    expect(career.readings[0].items.length).toBeGreaterThan(0);
    expect(career.transits.every((e: { body: string }) => e.body === 'jupiter' || e.body === 'saturn')).toBe(
      true,
    );
    const noTime = await api.post('/api/chart/career', { natal: { birth: { ...guangzhou, time: null } } });
    expect(noTime.body.data.records.mc).toBeNull();
  });

  it("compares a child's chart with the parents'", async () => {
    const answer = await api.post('/api/chart/kid', {
      child: { birth: { ...guangzhou, date: '2018-06-01' } },
      parents: [{ birth: guangzhou }, { birth: { ...guangzhou, date: '1991-02-03' } }],
    });
    expect(answer.status).toBe(200);
    const kid = answer.body.data.records;
    expect(kid.child.birth.date).toBe('2018-06-01');
    expect(kid.parents).toHaveLength(2);
    expect(kid.parents[0].aspects.length).toBeGreaterThan(0);
    expect(kid.readings.length).toBeGreaterThan(0);
    const three = await api.post('/api/chart/kid', {
      child: { birth: guangzhou },
      parents: [{ birth: guangzhou }, { birth: guangzhou }, { birth: guangzhou }],
    });
    expect(three.status).toBe(422);
  });
});
