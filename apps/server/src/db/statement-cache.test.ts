import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createStatementCache, useStatementCache } from './statement-cache.ts';

describe('the statement cache', () => {
  it('names a parameterised text from its second run, the same name every time', () => {
    const cache = createStatementCache();
    const query = { text: 'select * from orders where id = $1', values: [1] };
    expect(cache.name(query)).toEqual(query);
    const named = cache.name({ ...query, values: [2] });
    expect(named).toEqual({ ...query, values: [2], name: 'xt_1' });
    expect(cache.name({ ...query, values: [3] }).name).toBe('xt_1');
    expect(cache.name({ text: 'select * from products where id = $1', values: [1] }).name).toBeUndefined();
    expect(cache.name({ text: 'select * from products where id = $1', values: [1] }).name).toBe('xt_2');
    expect(cache.size).toBe(2);
  });

  it('leaves bare statements, already named ones and texts beyond its capacity alone', () => {
    const cache = createStatementCache({ threshold: 1, capacity: 1 });
    expect(cache.name({ text: 'begin' })).toEqual({ text: 'begin' });
    expect(cache.name({ text: 'commit', values: [] }).name).toBeUndefined();
    expect(cache.name({ text: 'select $1::int', values: [1], name: 'mine' }).name).toBe('mine');
    expect(cache.name({ text: 'select $1::int', values: [1] }).name).toBe('xt_1');
    expect(cache.name({ text: 'select $1::text', values: ['a'] }).name).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'makes PostgreSQL keep a frequent statement prepared on the connection',
    async () => {
      const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
      useStatementCache(pool, createStatementCache());
      try {
        const text = 'select $1::int + 1 as next';
        for (const n of [1, 2, 3])
          expect((await pool.query({ text, values: [n] })).rows).toEqual([{ next: n + 1 }]);
        const { rows } = await pool.query<{ name: string; statement: string }>(
          'select name, statement from pg_prepared_statements',
        );
        expect(rows).toEqual([{ name: 'xt_1', statement: text }]);
        // Transactions go through the same clients.
        const client = await pool.connect();
        try {
          await client.query('begin');
          expect((await client.query({ text, values: [41] })).rows).toEqual([{ next: 42 }]);
          await client.query('commit');
        } finally {
          client.release();
        }
      } finally {
        await pool.end();
      }
    },
  );
});
