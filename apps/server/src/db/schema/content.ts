import { sql } from 'drizzle-orm';
import {
  bigint,
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

/**
 * Editorial content of every SPEC §3 kind (news, teachers, operator pages, the contact pages …).
 * body_markdown is what the editor wrote; body_html is rendered and sanitised on save (readers get
 * only that), body_text is its plain text (search, descriptions). A reader sees an item when
 * visibility = 2 (public), status is published or scheduled, and publish_at has passed: a scheduled
 * item becomes visible at its time by that rule alone. slug: a stable address for fixed pages
 * (contact-us …), null for news.
 */
export const contents = pgTable(
  'contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    slug: text('slug'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover'),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    author: text('author').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    visibility: smallint('visibility').notNull().default(2),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: text('seo_keywords').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contents_slug_uq').on(t.slug),
    index('contents_listing_idx').on(t.kind, t.visibility, t.status, t.publishAt),
    check('contents_status', sql`${t.status} in ('draft', 'published', 'scheduled')`),
    check('contents_visibility', sql`${t.visibility} in (1, 2)`),
    check('contents_scheduled_has_time', sql`${t.status} = 'draft' or ${t.publishAt} is not null`),
  ],
);

/**
 * A member's favourite: kind (course, report, ebook: a commerce product id; news: a content id;
 * astrologer: the astrologer's public id) and the target's id as the wire names it, with its title
 * and cover as they were when kept.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    /** What it was called when kept: shown even once the item is gone or off sale. */
    title: text('title').notNull(),
    cover: text('cover'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_once_uq').on(t.userId, t.kind, t.targetId),
    index('favourites_user_idx').on(t.userId, t.createdAt),
    check('favourites_kind', sql`${t.kind} in ('course', 'report', 'news', 'astrologer', 'ebook')`),
  ],
);
