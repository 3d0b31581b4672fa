import type pg from 'pg';

// PostgreSQL parses, analyses and plans every unnamed statement from scratch; for the wide
// multi-CTE statements of the money path that costs more than running them. Like pgjdbc's
// prepareThreshold, a statement text seen often enough is given a name, so each connection
// parses it once and then only binds and executes it.

export interface StatementCacheOptions {
  /** Runs of one text before it is named (one-off texts such as migrations stay unnamed). */
  threshold?: number;
  /** Most texts this process names; each connection keeps at most this many statements. */
  capacity?: number;
}

export interface StatementCache {
  /** The query config to send: named when its text is frequent, otherwise as given. */
  name(config: pg.QueryConfig): pg.QueryConfig;
  /** How many texts have a name (for tests and metrics). */
  readonly size: number;
}

export function createStatementCache({
  threshold = 2,
  capacity = 1000,
}: StatementCacheOptions = {}): StatementCache {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  return {
    name(config) {
      // Only parameterised statements: a bare "begin" / "commit" goes by the cheaper simple protocol.
      if (config.name || !config.values || config.values.length === 0) return config;
      let name = names.get(config.text);
      if (name === undefined) {
        const runs = (seen.get(config.text) ?? 0) + 1;
        if (runs < threshold || names.size >= capacity) {
          if (seen.size < capacity * 10) seen.set(config.text, runs);
          return config;
        }
        seen.delete(config.text);
        name = `xt_${names.size + 1}`;
        names.set(config.text, name);
      }
      return { ...config, name };
    },
    get size() {
      return names.size;
    },
  };
}

type QueryFn = (...args: unknown[]) => unknown;

/** Every client of the pool sends frequent statements by name (pool.query and transactions alike). */
export function useStatementCache(pool: pg.Pool, cache: StatementCache): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (first: unknown, ...rest: unknown[]) => {
      // Query objects (cursors, streams) carry their own submit logic; leave them alone.
      if (typeof first !== 'object' || first === null || 'submit' in first) return query(first, ...rest);
      const values = Array.isArray(rest[0]) ? (rest[0] as unknown[]) : (first as pg.QueryConfig).values;
      const named = cache.name({ ...(first as pg.QueryConfig), values });
      return query(named, ...rest);
    };
  });
}
