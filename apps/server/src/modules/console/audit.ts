import { and, count, eq, type SQL } from 'drizzle-orm';
import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  type AuditRecord,
  type AuditSortField,
  type SortOrder,
} from '@xingtu/contracts/console';
import type { PageData } from '@xingtu/contracts/envelope';
import type { Db, Tx } from '../../db/client.ts';
import { operatorAudit } from '../../db/schema/console.ts';
import type { ActingOperator } from './operator.ts';
import { orderByOf } from './sorting.ts';

// The operators' audit trail: one append-only row per action (the table refuses edits, migration 0017).
// A service writes its row in the same transaction as the change, so a change without its record (or a
// record of a change that rolled back) cannot happen.

export interface AuditEntry {
  action: AuditAction;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export async function recordAudit(db: Db | Tx, acting: ActingOperator, entry: AuditEntry): Promise<void> {
  await db.insert(operatorAudit).values({
    actorId: acting.operator.id,
    actorName: acting.operator.name,
    actorRoles: acting.operator.roles,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: acting.ip,
    userAgent: acting.userAgent,
    requestId: acting.requestId,
  });
}

export async function listAudit(
  db: Db,
  query: {
    current: number;
    size: number;
    action?: string;
    target_type?: string;
    target_id?: string;
    sort_by?: AuditSortField;
    order?: SortOrder;
  },
): Promise<PageData<AuditRecord>> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(operatorAudit.action, query.action));
  if (query.target_type) filters.push(eq(operatorAudit.targetType, query.target_type));
  if (query.target_id) filters.push(eq(operatorAudit.targetId, query.target_id));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(operatorAudit).where(where);
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(where)
    .orderBy(
      ...orderByOf(
        { id: operatorAudit.id, action: operatorAudit.action, actor: operatorAudit.actorName },
        operatorAudit.id,
        query.sort_by ?? 'id',
        query.order ?? 'desc',
      ),
    )
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return {
    records: rows.map((row) => ({
      id: row.id,
      actorId: String(row.actorId),
      actorName: row.actorName,
      actorRoles: row.actorRoles,
      action: row.action,
      actionLabel: AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      reason: row.reason,
      ip: row.ip,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}
