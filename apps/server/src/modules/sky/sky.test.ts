import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkyRecord } from '@xingtu/contracts/sky';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hourStart, skyAt, skyCacheKey } from './service.ts';

describe('skyAt', () => {
  it('gives the Sun, the full Moon in Leo and Uranus retrograde on 2024-01-25 18:00 UT', () => {
    // Full Moon 2024-01-25 17:54 UT at 5°15′ Leo; Uranus stationed direct on 27 January.
    const sky = skyAt(Date.parse('2024-01-25T18:00:00Z'));
    expect(sky.at).toBe('2024-01-25T18:00:00.000Z');
    expect(sky.sun).toMatchObject({ sign: 'aquarius', signZh: '水瓶座', degree: 5, retrograde: false });
    expect(sky.moon).toMatchObject({ sign: 'leo', phase: 'full', phaseZh: '满月' });
    expect(sky.moon.illuminatedPercent).toBeGreaterThanOrEqual(99);
    expect(sky.retrogrades.map((body) => body.id)).toEqual(['uranus']);
    expect(sky.retrogrades[0]).toMatchObject({ nameZh: '天王星', retrograde: true });
    // The next new Moon: 2024-02-09 22:59 UT.
    expect(sky.nextLunation.phase).toBe('new');
    expect(Math.abs(Date.parse(sky.nextLunation.at) - Date.parse('2024-02-09T22:59:00Z'))).toBeLessThan(
      120_000,
    );
  });

  it('sees Mercury retrograde and a new Moon during the eclipse of 2024-04-08', () => {
    const sky = skyAt(Date.parse('2024-04-08T18:00:00Z'));
    expect(sky.sun).toMatchObject({ sign: 'aries', degree: 19 });
    expect(sky.moon).toMatchObject({ sign: 'aries', phase: 'new', illuminatedPercent: 0 });
    expect(sky.retrogrades.map((body) => body.id)).toEqual(['mercury']);
    expect(sky.nextLunation.phase).toBe('new');
  });

  it('keeps degrees and minutes within the sign', () => {
    for (let day = 0; day < 60; day += 1) {
      const sky = skyAt(Date.parse('2026-01-01T00:00:00Z') + day * 86_400_000);
      for (const body of [sky.sun, sky.moon, ...sky.retrogrades]) {
        expect(body.degree).toBeGreaterThanOrEqual(0);
        expect(body.degree).toBeLessThan(30);
        expect(body.minute).toBeGreaterThanOrEqual(0);
        expect(body.minute).toBeLessThan(60);
      }
    }
  });
});

describe('GET /api/sky/now', () => {
  let t: TestApp;
  const now = new Date('2026-11-25T12:34:56Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the sky of the current hour, cached until the next hour begins', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/sky/now' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(`public, max-age=${25 * 60 + 4}`);
    const body = answer.json() as { success: boolean; data: { records: SkyRecord } };
    expect(body.success).toBe(true);
    expect(body.data.records).toEqual(skyAt(Date.parse('2026-11-25T12:00:00Z')));
    expect(body.data.records.retrogrades.map((planet) => planet.nameZh)).toEqual([
      '土星',
      '天王星',
      '海王星',
    ]);
  });

  it('computes each hour once: the answer comes from the shared cache', async () => {
    const key = skyCacheKey(hourStart(now));
    const cached = JSON.parse((await t.deps.kv.get(key))!) as SkyRecord;
    await t.deps.kv.set(key, JSON.stringify({ ...cached, at: 'from-cache' }), 60_000);
    const answer = await t.app.inject({ method: 'GET', url: '/api/sky/now' });
    expect((answer.json() as { data: { records: SkyRecord } }).data.records.at).toBe('from-cache');
  });
});
