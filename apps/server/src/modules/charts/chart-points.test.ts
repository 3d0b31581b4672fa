import { natalChart } from '@xingtu/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';

// The points of the member's settings on the chart: the true or mean node, the mean or true Lilith, and
// on request the south node, the Part of Fortune and the Vertex — in the tables, on the wheel, in aspects.

const birth = {
  date: '1979-10-08',
  time: '23:20',
  time_zone: 'Asia/Shanghai',
  latitude: 45.75,
  longitude: 126.65,
  place_name: '黑龙江省 哈尔滨市',
};
const engine = natalChart({
  date: birth.date,
  time: birth.time,
  timeZone: birth.time_zone,
  latitude: birth.latitude,
  longitude: birth.longitude,
});
type Point = { id: string; nameZh: string; glyph: string; longitudeDeg: number; house: number | null };
const sep = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

describe.each(testDrivers())('chart points setting on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('shows the true node and mean Lilith by default, and no extra points', async () => {
    const chart = (await api.post('/api/chart/natal', { birth })).body.data.records.chart;
    const ids = chart.points.map((p: Point) => p.id);
    expect(ids).toContain('trueNode');
    expect(ids).toContain('lilith');
    for (const id of ['meanNode', 'trueLilith', 'southNode', 'partOfFortune', 'vertex'])
      expect(ids).not.toContain(id);
  });

  it('swaps in the mean node and the true Lilith, and adds the south node and the lots', async () => {
    const answer = await api.post('/api/chart/natal', {
      birth,
      node: 'mean',
      lilith: 'true',
      extra_points: true,
    });
    expect(answer.status).toBe(200);
    const chart = answer.body.data.records.chart;
    const byId = new Map<string, Point>(chart.points.map((p: Point) => [p.id, p]));
    expect(byId.has('trueNode')).toBe(false);
    expect(byId.has('lilith')).toBe(false);
    expect(byId.get('meanNode')!.longitudeDeg).toBeCloseTo(engine.bodies.meanNode.longitudeDeg, 9);
    expect(byId.get('trueLilith')!.longitudeDeg).toBeCloseTo(engine.bodies.trueLilith.longitudeDeg, 9);
    const south = byId.get('southNode')!;
    expect(south).toMatchObject({ nameZh: '南交点', glyph: '☋' });
    expect(sep(south.longitudeDeg, engine.bodies.meanNode.longitudeDeg)).toBeCloseTo(180, 9);
    // 23:20 is a night birth (the Sun below the horizon): Fortune is ASC + Sun − Moon.
    const { asc, vertex } = engine.angles!;
    const night = asc + engine.bodies.sun.longitudeDeg - engine.bodies.moon.longitudeDeg;
    expect(sep(byId.get('partOfFortune')!.longitudeDeg, night)).toBeLessThan(1e-9);
    expect(byId.get('vertex')!.longitudeDeg).toBeCloseTo(vertex, 9);
    expect(byId.get('vertex')!.house).toBeGreaterThanOrEqual(5);
    expect(byId.get('vertex')!.house).toBeLessThanOrEqual(8);
    // The chosen node is the one aspected.
    const aspected = chart.aspects.flatMap((a: { a: string; b: string }) => [a.a, a.b]);
    expect(aspected).not.toContain('trueNode');
    expect(aspected).not.toContain('trueLilith');
  });

  it('adds only the south node without a birth time, and refuses a node it does not know', async () => {
    const chart = (
      await api.post('/api/chart/natal', { birth: { ...birth, time: null }, extra_points: true })
    ).body.data.records.chart;
    const ids = chart.points.map((p: Point) => p.id);
    expect(ids).toContain('southNode');
    expect(ids).not.toContain('partOfFortune');
    expect(ids).not.toContain('vertex');
    const bad = await api.post('/api/chart/natal', { birth, node: 'osculating' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('交点可选真交点或平均交点');
  });
});
