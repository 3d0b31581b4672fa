import { createHash } from 'node:crypto';
import type { Db } from './client.ts';

// Statements a hot read runs on every request, built once per database (drizzle then only binds the
// values) and named by their SQL text, so every connection parses each text once.

/** A prepared statement's name: one per SQL text (and the area's prefix, for reading pg_stat). */
export const statementName = (prefix: string, query: { toSQL(): { sql: string } }): string =>
  `${prefix}_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 16)}`;

/** The statements `build` makes for this database and key, made on first use and then kept. */
export function preparedOnce<T>(cache: WeakMap<Db, Map<string, T>>, db: Db, key: string, build: () => T): T {
  let byKey = cache.get(db);
  if (!byKey) cache.set(db, (byKey = new Map()));
  let prepared = byKey.get(key);
  if (prepared === undefined) byKey.set(key, (prepared = build()));
  return prepared;
}
