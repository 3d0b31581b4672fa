import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_CODES, SUCCESS_CODE } from '@xingtu/contracts/result-codes';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 22 §1: the metrics an operator charts and alerts on (docs/observability.md), and the example
// Grafana dashboard, whose every query must name a metric the server really exports.

const dashboard = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../deploy/grafana/xingtu.json'), 'utf8'),
) as { panels: { title: string; targets: { expr: string }[] }[] };
const docs = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/observability.md'), 'utf8');

/** Metric name → type, from the registry of a running app (histograms add _bucket, _sum, _count). */
async function exported(t: TestApp): Promise<Map<string, string>> {
  const metrics = await t.app.metrics.getMetricsAsJSON();
  return new Map(metrics.map((metric) => [metric.name, String(metric.type)]));
}

function series(names: Map<string, string>): Set<string> {
  const all = new Set<string>();
  for (const [name, type] of names) {
    all.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) all.add(`${name}${suffix}`);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) all.add(`${name}${suffix}`);
  }
  return all;
}

const scrape = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the dashboard queries only metrics the server exports, and charts what issue 22 asks for', async () => {
    const known = series(await exported(t));
    const used = new Set(
      dashboard.panels.flatMap((panel) =>
        panel.targets.flatMap((target) => target.expr.match(/\bxingtu_[a-z0-9_]+/g) ?? []),
      ),
    );
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((name) => !known.has(name))).toEqual([]);
    for (const needed of [
      'xingtu_http_request_duration_seconds_count', // request rate
      'xingtu_http_request_duration_seconds_bucket', // p99
      'xingtu_http_failures_total', // errors by code
      'xingtu_jobs_total',
      'xingtu_jobs_pending',
      'xingtu_db_pool_connections',
      'xingtu_payment_notifications_total',
    ])
      expect(used).toContain(needed);
  });

  it('every metric of our own is described in docs/observability.md', async () => {
    const ours = [...(await exported(t)).keys()].filter((name) => !/^xingtu_(process|nodejs)_/.test(name));
    expect(ours.length).toBeGreaterThan(5);
    expect(ours.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });

  it('counts refusals by result code, and no success', async () => {
    // No session (not signed in), an unknown route.
    await t.app.inject({ method: 'GET', url: '/base/user/info', headers: { accept: 'application/json' } });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { accept: 'application/json' } });
    // A success is not a failure.
    await t.app.inject({ method: 'GET', url: '/api/catalog/products' });
    const body = await scrape(t);
    const counted = [...body.matchAll(/^xingtu_http_failures_total\{code="(\d{6})"\} (\d+)/gm)].map(
      (match) => match[1],
    );
    expect(counted.sort()).toEqual([RESULT_CODES.NOT_FOUND.code, RESULT_CODES.TOKEN_MISSING.code].sort());
    expect(counted).not.toContain(SUCCESS_CODE);
  });

  it('counts job runs by outcome, and shows the queue and the database pool', async () => {
    t.deps.jobs.register('metrics-test-ok', async () => undefined);
    t.deps.jobs.register('metrics-test-bad', async () => {
      throw new Error('boom');
    });
    await t.deps.jobs.enqueue('metrics-test-ok', {});
    await t.deps.jobs.enqueue('metrics-test-bad', {}, { maxAttempts: 1 });
    await t.deps.jobs.drain();
    const body = await scrape(t);
    expect(body).toMatch(/^xingtu_jobs_total\{job="metrics-test-ok",outcome="done"\} 1$/m);
    expect(body).toMatch(/^xingtu_jobs_total\{job="metrics-test-bad",outcome="failed"\} 1$/m);
    expect(body).toMatch(/^xingtu_job_duration_seconds_count\{job="metrics-test-ok"\} 1$/m);
    expect(body).toMatch(/^xingtu_jobs_pending \d+$/m);
    expect(body).toMatch(/^xingtu_db_pool_connections\{state="max"\} \d+$/m);
    expect(body).toMatch(/^xingtu_db_pool_connections\{state="waiting"\} 0$/m);
  });
});
