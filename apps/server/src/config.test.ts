import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'xingtu-config-'));

describe('configuration', () => {
  it('generates secrets into DATA_DIR outside production and keeps them across restarts', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.secrets.jwt.length).toBeGreaterThanOrEqual(32);
    expect(second.secrets).toEqual(first.secrets);
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).jwt).toBe(first.secrets.jwt);
    expect(first.demoSeed).toBe(true);
  });

  it('points its public address at the port it listens on unless PUBLIC_URL says otherwise', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir, PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({ DATA_DIR: dir, PORT: '4123', HOST: '127.0.0.1' }).publicUrl).toBe(
      'http://127.0.0.1:4123',
    );
    expect(loadConfig({ DATA_DIR: dir, PORT: '4123', HOST: '::1' }).publicUrl).toBe('http://[::1]:4123');
    expect(loadConfig({ DATA_DIR: dir, PORT: '4123', PUBLIC_URL: 'https://www.xingtu.cn/' }).publicUrl).toBe(
      'https://www.xingtu.cn',
    );
  });

  it('refuses to start in production without secrets, a database, or with unsafe switches', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(ConfigError);
    const safe = {
      NODE_ENV: 'production',
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://db/x',
      JWT_SECRET: 'j'.repeat(40),
      PAYMENT_SANDBOX_SECRET: 'p'.repeat(40),
    };
    expect(loadConfig(safe).isProduction).toBe(true);
    expect(loadConfig(safe).demoSeed).toBe(false);
    expect(() => loadConfig({ ...safe, HUMAN_CHECK: 'off' })).toThrow(/HUMAN_CHECK/);
    expect(() => loadConfig({ ...safe, DEMO_SEED: 'on' })).toThrow(/DEMO_SEED/);
    expect(() => loadConfig({ ...safe, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
  });

  it('rejects malformed values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tmp() })).toThrow(/PORT/);
    expect(() => loadConfig({ REDIS_URL: 'not a url', DATA_DIR: tmp() })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0', DATA_DIR: tmp() })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('trusts no proxy by default; TRUST_PROXY names hops or addresses, never every client', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'evil.example' })).toThrow(/TRUST_PROXY/);
  });

  it('serves from one process by default; WEB_CONCURRENCY workers only with PostgreSQL and Redis', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).webConcurrency).toBe(1);

    const shared = { DATABASE_URL: 'postgres://db/xingtu', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ DATA_DIR: dir, WEB_CONCURRENCY: '2', ...shared }).webConcurrency).toBe(2);
    // The embedded database and the in-process cache belong to one process.
    expect(() => loadConfig({ DATA_DIR: dir, WEB_CONCURRENCY: '2' })).toThrow(/DATABASE_URL and REDIS_URL/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, WEB_CONCURRENCY: '2', DATABASE_URL: shared.DATABASE_URL }),
    ).toThrow(ConfigError);
    for (const bad of ['0', '-1', '1.5', 'two', '65'])
      expect(() => loadConfig({ DATA_DIR: dir, WEB_CONCURRENCY: bad, ...shared })).toThrow(/WEB_CONCURRENCY/);
  });

  it('keeps anonymous public pages unless PAGE_CACHE=off', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).pageCache).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, PAGE_CACHE: 'off' }).pageCache).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, PAGE_CACHE: 'maybe' })).toThrow(/PAGE_CACHE/);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 by default', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).databasePoolSize).toBe(10);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
  });

  it('prefixes Redis keys with REDIS_KEY_PREFIX, xt: by default', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).keyPrefix).toBe('xt:');
    expect(loadConfig({ DATA_DIR: tmp(), REDIS_KEY_PREFIX: 'xt-staging:' }).keyPrefix).toBe('xt-staging:');
    expect(() => loadConfig({ DATA_DIR: tmp(), REDIS_KEY_PREFIX: 'no-colon' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ DATA_DIR: tmp(), REDIS_KEY_PREFIX: 'a b:' })).toThrow(ConfigError);
  });
});
