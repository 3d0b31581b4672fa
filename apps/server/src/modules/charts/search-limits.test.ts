import { chartsApi } from '@xingtu/contracts/charts-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CHART_SEARCH_LIMITS } from './routes.ts';

// The anonymous searches over time are limited per address, apart from the site-wide limit (which
// the test app raises): one address cannot keep a core busy with year-long timelines.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (url: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, remoteAddress, payload: {} }).then((answer) => answer.statusCode);

describe('chart search limits', () => {
  it.each([
    ['transit timeline', chartsApi.transitTimeline.path, CHART_SEARCH_LIMITS.timeline, '203.0.113.1'],
    ['progressions', chartsApi.progressions.path, CHART_SEARCH_LIMITS.timed, '203.0.113.2'],
    ['returns', chartsApi.returns.path, CHART_SEARCH_LIMITS.timed, '203.0.113.3'],
  ])('%s: %i a minute from one address', async (_name, path, limit, address) => {
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) statuses.push(await ask(path, address));
    expect(statuses.slice(0, limit).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect(await ask(path, '203.0.113.200')).toBe(422);
  });
});
