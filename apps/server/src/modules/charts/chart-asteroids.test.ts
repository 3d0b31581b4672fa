import { natalChart } from '@xingtu/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';

// Ceres, Pallas, Juno and Vesta on the chart only when the member's settings ask (`asteroids`, off by default).

const birth = {
  date: '1979-10-08',
  time: '23:20',
  time_zone: 'Asia/Shanghai',
  latitude: 45.75,
  longitude: 126.65,
  place_name: '黑龙江省 哈尔滨市',
};
const input = {
  date: birth.date,
  time: birth.time,
  timeZone: birth.time_zone,
  latitude: birth.latitude,
  longitude: birth.longitude,
};
const engine = natalChart({ ...input, asteroids: true });
type Point = { id: string; nameZh: string; glyph: string; longitudeDeg: number; house: number | null };
const ASTEROIDS = [
  ['ceres', '谷神星', '⚳'],
  ['pallas', '智神星', '⚴'],
  ['juno', '婚神星', '⚵'],
  ['vesta', '灶神星', '⚶'],
] as const;

describe.each(testDrivers())('chart asteroids setting on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('leaves the asteroids out by default and with the extra points alone', async () => {
    for (const body of [{ birth }, { birth, extra_points: true }, { birth, asteroids: false }]) {
      const chart = (await api.post('/api/chart/natal', body)).body.data.records.chart;
      const ids = chart.points.map((p: Point) => p.id);
      for (const [id] of ASTEROIDS) expect(ids).not.toContain(id);
    }
  });

  it('adds the four asteroids with their Chinese names, glyphs and houses when asked', async () => {
    const answer = await api.post('/api/chart/natal', { birth, asteroids: true });
    expect(answer.status).toBe(200);
    const chart = answer.body.data.records.chart;
    const byId = new Map<string, Point>(chart.points.map((p: Point) => [p.id, p]));
    for (const [id, nameZh, glyph] of ASTEROIDS) {
      const p = byId.get(id)!;
      expect(p).toMatchObject({ nameZh, glyph });
      expect(p.longitudeDeg).toBeCloseTo(engine.asteroids![id].longitudeDeg, 9);
      expect(p.house).toBeGreaterThanOrEqual(1);
      expect(p.house).toBeLessThanOrEqual(12);
    }
    // No aspects are made to them.
    const aspected = chart.aspects.flatMap((a: { a: string; b: string }) => [a.a, a.b]);
    for (const [id] of ASTEROIDS) expect(aspected).not.toContain(id);
  });

  it('reads each asteroid in its sign and house among the points, only when the chart has them', async () => {
    type Section = { key: string; title: string; items: { key: string; title: string; text: string }[] };
    const itemKeys = async (body: object) =>
      ((await api.post('/api/chart/natal', body)).body.data.records.readings as Section[]).flatMap((s) =>
        s.items.map((i) => i.key),
      );
    const without = await itemKeys({ birth });
    for (const [id] of ASTEROIDS) expect(without.filter((k) => k.startsWith(`${id}-`))).toEqual([]);
    const answer = await api.post('/api/chart/natal', { birth, asteroids: true });
    const points = (answer.body.data.records.readings as Section[]).find((s) => s.key === 'points')!;
    expect(points.title).toBe('交点、凯龙、小行星与敏感点');
    for (const [id, nameZh] of ASTEROIDS) {
      const sign = points.items.find((i) => i.key === `${id}-sign`)!;
      const house = points.items.find((i) => i.key === `${id}-house`)!;
      expect(sign.title.startsWith(`${nameZh}在`)).toBe(true);
      expect(house.title.startsWith(`${nameZh}在`)).toBe(true);
      expect(sign.text.length).toBeGreaterThan(40);
    }
  });

  it('refuses a setting that is not a yes or no', async () => {
    const bad = await api.post('/api/chart/natal', { birth, asteroids: 'yes' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('是否显示小行星应为是或否');
  });
});
