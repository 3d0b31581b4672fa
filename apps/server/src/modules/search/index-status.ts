import { sql } from 'drizzle-orm';
import { SEARCH_KINDS, type SearchKind } from '@xingtu/contracts/search';
import type { AppDeps } from '../../deps.ts';
import { searchDocuments as docs } from '../../db/schema/search.ts';

/** For the console: how many documents of each kind the index holds, and when it last changed. */
export async function indexStatus(deps: AppDeps) {
  const result = await deps.database.db.execute(sql`
    select ${docs.kind} as kind, count(*)::int as count, max(${docs.updatedAt}) as updated_at
    from ${docs} group by ${docs.kind}`);
  const rows = (
    result as unknown as { rows: { kind: SearchKind; count: number; updated_at: string | Date }[] }
  ).rows;
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const latest = rows
    .map((row) => new Date(row.updated_at).getTime())
    .reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
  return {
    kinds: SEARCH_KINDS.filter((kind) => byKind.has(kind.value)).map((kind) => ({
      kind: kind.value,
      label: kind.label,
      count: byKind.get(kind.value)?.count ?? 0,
    })),
    total: rows.reduce((sum, row) => sum + row.count, 0),
    lastUpdatedAt: Number.isFinite(latest) ? new Date(latest).toISOString() : null,
  };
}
