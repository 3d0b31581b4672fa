import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryPageStore } from './memory-store.ts';
import { createRedisPageStore } from './redis-store.ts';
import type { CachedPage, PageCacheStore } from './store.ts';

// Both drivers of the page cache behave alike: a page is kept for its time, clearing forgets every
// page, and a render begun before a clear cannot store its (old) page after it. The Redis driver
// runs when TEST_REDIS_URL is set.

const pageOf = (html: string): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  html,
  nonce: 'n0nce',
});

const drivers: [string, () => PageCacheStore][] = [['memory', () => createMemoryPageStore()]];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  drivers.push(['redis', () => createRedisPageStore(url, `xt-ssr-test-${randomBytes(4).toString('hex')}:`)]);
}

describe.each(drivers)('the %s page store', (_name, create) => {
  const store = create();
  afterAll(async () => {
    await store.clear();
    await store.close();
  });

  it('keeps a page until it is cleared, and stores nothing rendered before the clear', async () => {
    const before = await store.generation();
    expect(await store.set('v1:/news', pageOf('<h1>旧</h1>'), 60_000, before)).toBe(true);
    expect((await store.get('v1:/news'))?.html).toBe('<h1>旧</h1>');
    expect(await store.get('v1:/teacher')).toBeNull();
    await store.clear();
    expect(await store.get('v1:/news')).toBeNull();
    // A render that read the generation before the clear finishes after it: its page is dropped.
    expect(await store.set('v1:/news', pageOf('<h1>旧</h1>'), 60_000, before)).toBe(false);
    expect(await store.get('v1:/news')).toBeNull();
    const after = await store.generation();
    expect(after).not.toBe(before);
    expect(await store.set('v1:/news', pageOf('<h1>新</h1>'), 60_000, after)).toBe(true);
    expect((await store.get('v1:/news'))?.html).toBe('<h1>新</h1>');
  });

  it('lets a page expire after its time', async () => {
    const generation = await store.generation();
    await store.set('v1:/short', pageOf('短'), 30, generation);
    await new Promise((done) => setTimeout(done, 80));
    expect(await store.get('v1:/short')).toBeNull();
  });
});

describe('the memory page store', () => {
  it('drops the least recently used pages once its byte budget is spent', async () => {
    let clock = 0;
    const store = createMemoryPageStore({ maxBytes: 3_000, now: () => clock });
    const html = 'x'.repeat(400); // about 900 bytes a page as counted
    for (const path of ['/a', '/b', '/c']) await store.set(path, pageOf(html), 1_000, 0);
    expect(store.size).toBe(3);
    await store.get('/a'); // /a is now the most recently used
    await store.set('/d', pageOf(html), 1_000, 0);
    expect(await store.get('/b')).toBeNull();
    expect(await store.get('/a')).not.toBeNull();
    expect(await store.get('/d')).not.toBeNull();
    expect(store.bytes).toBeLessThanOrEqual(3_000);
    // A page larger than the whole budget is not kept at all.
    expect(await store.set('/huge', pageOf('y'.repeat(2_000)), 1_000, 0)).toBe(false);
    clock = 1_000;
    expect(await store.get('/a')).toBeNull();
    await store.close();
  });
});
