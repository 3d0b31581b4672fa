import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';

// Two sites on one Redis: everything one of them writes lives under its REDIS_KEY_PREFIX.

describe.skipIf(!process.env.TEST_REDIS_URL)('REDIS_KEY_PREFIX', () => {
  it('puts the cache and the job queue under the configured prefix', async () => {
    const prefix = `xt-kp-${randomBytes(4).toString('hex')}:`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xingtu-kp-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
    });
    // With Redis configured nothing here touches the database.
    const database = { kind: 'postgres', close: async () => undefined } as unknown as Database;
    const deps = await createDeps(config, pino({ level: 'silent' }), { database });
    const raw = new Redis(process.env.TEST_REDIS_URL!);
    try {
      await deps.kv.set('greeting', 'hello', 60_000);
      await deps.jobs.enqueue('test-prefix-job', {}, { delayMs: 60_000 });
      expect(await raw.get(`${prefix}greeting`)).toBe('hello');
      expect(await raw.get('greeting')).toBeNull();
      const keys = await raw.keys(`${prefix}*`);
      expect(keys.some((key) => key.startsWith(`${prefix}bull:`))).toBe(true);
      if (keys.length > 0) await raw.del(...keys);
    } finally {
      raw.disconnect();
      await deps.jobs.close();
      await deps.pubsub.close();
      await deps.kv.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
