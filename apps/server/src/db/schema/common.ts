import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Site chrome kept in the database so operators can change it without a release: the main
// navigation (two levels), home-page banners and named settings such as the footer.

export const siteMenus = pgTable(
  'site_menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key for the idempotent seed. */
    key: text('key').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => siteMenus.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_menus_key_uq').on(t.key), index('site_menus_parent_idx').on(t.parentId, t.sort)],
);

export const siteBanners = pgTable(
  'site_banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    linkUrl: text('link_url').notNull(),
    imageUrl: text('image_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_banners_key_uq').on(t.key)],
);

/** Named JSON settings; 'footer' holds the FooterConfig of contracts/shell.ts. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
