import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The operator console (issue 21). Every operator action leaves one row here: who, what, on which
// record, the record before and after, when and from which address. Append-only (a trigger in
// migration 0017 refuses UPDATE and DELETE), and without foreign keys so that no cascade can ever
// remove a line: the operator's name is kept as it was at the time.

export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }).notNull(),
    actorName: text('actor_name').notNull(),
    actorRoles: text('actor_roles').array().notNull(),
    /** An AUDIT_ACTION of contracts/console.ts, or `request` for an operator call audited generically. */
    action: text('action').notNull(),
    /** user | order | product | wallet | application | withdrawal | report | request */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_created_idx').on(t.createdAt, t.id),
    index('operator_audit_actor_idx').on(t.actorId, t.id),
    index('operator_audit_target_idx').on(t.targetType, t.targetId, t.id),
  ],
);
