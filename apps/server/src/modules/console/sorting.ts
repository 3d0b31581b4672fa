import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@xingtu/contracts/console';

// ORDER BY for the console's lists: the column comes from a fixed map keyed by the contracts'
// allow-list (the query schema has already refused any other key), then the id in the same direction,
// so pages never repeat or skip rows that tie.

export function orderByOf<Field extends string>(
  columns: Record<Field, AnyColumn | SQL>,
  id: AnyColumn,
  field: Field,
  order: SortOrder,
): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const column = columns[field];
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}
