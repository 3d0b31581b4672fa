import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A bought report: one row per unit of a paid order line (keyed by order item and unit, so a
 * repeated paid event writes nothing), its input once given, and where generation stands.
 * status: awaiting_input → generating → ready (or failed); withdrawn after a refund.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id pages and links use: random, so report numbers cannot be walked. */
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    /** 1…quantity of the order line. */
    unit: smallint('unit').notNull().default(1),
    productId: integer('product_id').notNull(),
    /** Template key of packages/readings (natal, career, study, baby, love, marks). */
    template: text('template').notNull(),
    status: text('status').notNull().default('awaiting_input'),
    /** The people as given: [{ name, contactId } | { name, birth }] (the template's form). */
    input: jsonb('input'),
    /** A template's own choices besides the people: the calendar report's period and focus areas. */
    options: jsonb('options'),
    inputLockedAt: timestamp('input_locked_at', { withTimezone: true }),
    /** When the first version was generated: the free correction window counts from here. */
    firstGeneratedAt: timestamp('first_generated_at', { withTimezone: true }),
    regenerationsUsed: smallint('regenerations_used').notNull().default(0),
    /** 0 until the first version exists. */
    currentVersion: integer('current_version').notNull().default(0),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_public_id_uq').on(t.publicId),
    uniqueIndex('reports_order_item_unit_uq').on(t.orderItemId, t.unit),
    index('reports_user_idx').on(t.userId, t.id),
    index('reports_order_idx').on(t.orderId),
    index('reports_status_idx').on(t.status, t.id),
  ],
);

/** Every generated version of a report; older ones stay readable after a correction. */
export const reportVersions = pgTable(
  'report_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    templateVersion: integer('template_version').notNull(),
    /** A ReportDocument (packages/contracts/src/report-document.ts). */
    document: jsonb('document').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_versions_report_version_uq').on(t.reportId, t.version)],
);

/** What operators edit per template (the price lives on the product): the sample the catalogue shows. */
export const reportTemplates = pgTable('report_templates', {
  /** Template key of packages/readings (natal, career …). */
  key: text('key').primaryKey(),
  sampleTitle: text('sample_title').notNull(),
  sampleText: text('sample_text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
