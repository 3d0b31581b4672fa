import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARMONIC_TEXTS, SIDEREAL_TEXTS } from '@xingtu/readings/data/traditional';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';

// The zodiac and harmonic of the member's chart settings on every chart page: the positions shift by the
// ayanamsa, a harmonic chart multiplies them, the page names the frame; the transits and the career page's coming
// year follow the zodiac but not a harmonic and say so (their sidereal timing, with the timeline, progressions and
// returns: timed-frame.test.ts).

const shanghai = {
  date: '1988-03-21',
  time: '06:10',
  time_zone: 'Asia/Shanghai',
  latitude: 31.23,
  longitude: 121.47,
  place_name: '上海市',
};
const chengdu = {
  date: '1991-11-02',
  time: '21:40',
  time_zone: 'Asia/Shanghai',
  latitude: 30.67,
  longitude: 104.06,
  place_name: '四川省 成都市',
};
type Point = { id: string; longitudeDeg: number; house: number | null };
type Chart = {
  points: Point[];
  angles: { asc: number; mc: number } | null;
  houses: { cuspDeg: number }[] | null;
  frame: { zodiac: string; ayanamsaDeg: number; harmonic: number; labelZh: string };
  notes: string[];
};
const lon = (chart: { points: Point[] }, id: string): number =>
  chart.points.find((p) => p.id === id)!.longitudeDeg;
/** Signed difference a − b on the circle, −180…180. */
const diff = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;
const IDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

describe.each(testDrivers())('chart frame settings on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => new Date('2026-03-01T00:00:00Z') });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const natal = async (settings: Record<string, unknown>): Promise<{ chart: Chart; readings: unknown[] }> => {
    const answer = await api.post('/api/chart/natal', { birth: shanghai, ...settings });
    expect(answer.status).toBe(200);
    return answer.body.data.records;
  };

  it('draws /chart in a sidereal zodiac: every position and cusp less the ayanamsa, and says so', async () => {
    const tropical = (await natal({})).chart;
    expect(tropical.frame).toMatchObject({
      zodiac: 'tropical',
      ayanamsaDeg: 0,
      harmonic: 1,
      labelZh: '回归黄道',
    });
    for (const zodiac of ['lahiri', 'faganBradley'] as const) {
      const { chart, readings } = await natal({ zodiac });
      const ayanamsa = chart.frame.ayanamsaDeg;
      // Lahiri ≈ 23°42′ and Fagan-Bradley ≈ 24°35′ in 1988.
      expect(ayanamsa).toBeCloseTo(zodiac === 'lahiri' ? 23.71 : 24.59, 1);
      for (const id of IDS) expect(diff(lon(tropical, id), lon(chart, id))).toBeCloseTo(ayanamsa, 3);
      expect(diff(tropical.angles!.asc, chart.angles!.asc)).toBeCloseTo(ayanamsa, 3);
      expect(diff(tropical.houses![4]!.cuspDeg, chart.houses![4]!.cuspDeg)).toBeCloseTo(ayanamsa, 3);
      expect(chart.frame.labelZh).toMatch(
        zodiac === 'lahiri'
          ? /^恒星黄道（拉希里） · 岁差 23°4\d′$/
          : /^恒星黄道（费根-布拉德利） · 岁差 24°3\d′$/,
      );
      const items = (readings as { items: { key: string; text: string }[] }[]).flatMap((s) => s.items);
      expect(items.find((i) => i.key === `zodiac-${zodiac}`)?.text).toBe(SIDEREAL_TEXTS[zodiac]);
      // The Sun on 21 March is near 0° Aries tropical, so late Pisces sidereal: the sign readings follow.
      expect(chart.points.find((p) => p.id === 'sun')!.longitudeDeg).toBeGreaterThan(330);
    }
  });

  it('draws a harmonic chart: every longitude times n, equal houses from the harmonic Ascendant', async () => {
    const radix = (await natal({ zodiac: 'lahiri' })).chart;
    const { chart, readings } = await natal({ zodiac: 'lahiri', harmonic: 5 });
    expect(chart.frame.harmonic).toBe(5);
    expect(chart.frame.labelZh).toMatch(/^恒星黄道（拉希里） · 岁差 23°4\d′ · 第5谐波盘$/);
    for (const id of IDS) expect(diff(lon(chart, id), lon(radix, id) * 5)).toBeCloseTo(0, 6);
    expect(diff(chart.angles!.asc, radix.angles!.asc * 5)).toBeCloseTo(0, 6);
    expect(diff(chart.houses![1]!.cuspDeg, chart.angles!.asc + 30)).toBeCloseTo(0, 6);
    expect(chart.notes.some((n) => n.includes('第5谐波盘'))).toBe(true);
    const items = (readings as { items: { key: string; text: string }[] }[]).flatMap((s) => s.items);
    expect(items.find((i) => i.key === 'harmonic-5')?.text).toBe(HARMONIC_TEXTS['5']);
  });

  it('draws the synastry, composite, Davison and kid pages in the same frame', async () => {
    const body = { a: { birth: shanghai, name: '阿青' }, b: { birth: chengdu, name: '小川' } };
    const tropical = (await api.post('/api/chart/synastry', body)).body.data.records;
    const answer = await api.post('/api/chart/synastry', { ...body, zodiac: 'faganBradley' });
    expect(answer.status).toBe(200);
    const sid = answer.body.data.records;
    for (const side of ['a', 'b', 'davison'] as const) {
      expect(sid[side].frame.zodiac).toBe('faganBradley');
      expect(diff(lon(tropical[side], 'venus'), lon(sid[side], 'venus'))).toBeCloseTo(
        sid[side].frame.ayanamsaDeg,
        3,
      );
    }
    const meanAyanamsa = (sid.a.frame.ayanamsaDeg + sid.b.frame.ayanamsaDeg) / 2;
    expect(diff(lon(tropical.composite, 'mars'), lon(sid.composite, 'mars'))).toBeCloseTo(meanAyanamsa, 3);
    expect(diff(tropical.composite.angles.asc, sid.composite.angles.asc)).toBeCloseTo(meanAyanamsa, 3);

    const h7 = (await api.post('/api/chart/synastry', { ...body, harmonic: 7 })).body.data.records;
    expect(diff(lon(h7.davison, 'sun'), lon(tropical.davison, 'sun') * 7)).toBeCloseTo(0, 6);
    expect(h7.marks[0].frame.harmonic).toBe(7);

    const kid = await api.post('/api/chart/kid', {
      child: { birth: chengdu },
      parents: [{ birth: shanghai }],
      zodiac: 'lahiri',
    });
    expect(kid.status).toBe(200);
    expect(kid.body.data.records.child.frame.zodiac).toBe('lahiri');
    expect(kid.body.data.records.parents[0].chart.frame.zodiac).toBe('lahiri');
  });

  it('times transits in the zodiac but not a harmonic and says so; the career chart follows the frame', async () => {
    const career = (
      await api.post('/api/chart/career', { natal: { birth: shanghai }, zodiac: 'lahiri', harmonic: 5 })
    ).body.data.records;
    expect(career.natal.frame).toMatchObject({ zodiac: 'lahiri', harmonic: 5 });
    expect(career.natal.notes).toContain(
      '未来一年的木星、土星行运按所选黄道的本命盘计算，谐波盘设置不用于这部分。',
    );
    expect(career.natal.notes.some((n: string) => n.includes('按回归黄道'))).toBe(false);
    const lahiriCareer = (
      await api.post('/api/chart/career', { natal: { birth: shanghai }, zodiac: 'lahiri' })
    ).body.data.records;
    expect(career.transits).toEqual(lahiriCareer.transits);
    expect(lahiriCareer.natal.notes.some((n: string) => n.includes('谐波盘设置不用于'))).toBe(false);

    const transits = await api.post('/api/chart/transits', {
      natal: { birth: shanghai },
      from: '2026-03-01',
      to: '2026-03-31',
      zodiac: 'lahiri',
      harmonic: 4,
    });
    expect(transits.status).toBe(200);
    expect(transits.body.data.records.natal.frame).toMatchObject({ zodiac: 'lahiri', harmonic: 1 });
    expect(transits.body.data.records.frameNote).toBe('行运按所选黄道的本命盘计算，谐波盘设置不用于这部分。');
    const plain = await api.post('/api/chart/transits', {
      natal: { birth: shanghai },
      from: '2026-03-01',
      to: '2026-03-31',
      zodiac: 'lahiri',
    });
    expect(plain.body.data.records.frameNote).toBeNull();
    expect(plain.body.data.records.events).toEqual(transits.body.data.records.events);
  });

  it('refuses a zodiac or harmonic it does not offer, in Chinese', async () => {
    const zodiac = await api.post('/api/chart/natal', { birth: shanghai, zodiac: 'krishnamurti' });
    expect(zodiac.status).toBe(422);
    expect(JSON.stringify(zodiac.body)).toContain('不支持的黄道');
    const harmonic = await api.post('/api/chart/natal', { birth: shanghai, harmonic: 3 });
    expect(harmonic.status).toBe(422);
    expect(JSON.stringify(harmonic.body)).toContain('谐波可选 1、4、5、7 或 9');
  });
});
