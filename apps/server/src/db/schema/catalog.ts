import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Everything the shop sells. Money in integer fen; stock null = unlimited (digital goods). */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** Stable key for the idempotent seed and for other areas to find a product. */
    slug: text('slug').notNull(),
    /** PRODUCT_TYPE code (01 report, 02 course … 80 goods). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    cover: text('cover'),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    listPriceFen: integer('list_price_fen').notNull(),
    stock: integer('stock'),
    purchaseLimit: integer('purchase_limit'),
    saleStart: timestamp('sale_start', { withTimezone: true }),
    saleEnd: timestamp('sale_end', { withTimezone: true }),
    /** How long a purchase grants access; null = for good. */
    validityDays: integer('validity_days'),
    /** VISIBILITY: 1 private, 2 public. */
    visibility: smallint('visibility').notNull().default(2),
    /** on | off */
    status: text('status').notNull().default('on'),
    /** What the product points at: a course, a report template, an e-book, an AI package … */
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    sort: integer('sort').notNull().default(0),
    /** Optimistic locking: every edit (console, area, price) adds one; a save from an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_type_idx').on(t.type, t.status),
    check('products_stock_nonneg', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('products_price_nonneg', sql`${t.priceFen} >= 0 and ${t.listPriceFen} >= 0`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_uq').on(t.userId, t.productId),
    check('cart_items_quantity_pos', sql`${t.quantity} > 0`),
  ],
);
