import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  date,
  integer,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, written only through SQL (modules/search/index-documents.ts). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * One searchable thing of the site (a course, a report, an astrologer, an article …), whoever owns it:
 * `kind` + `ref_id` name it in its own area. `search_vector` holds the jieba-segmented title with
 * weight A and the segmented summary and body without positions (strip: a third of the size and
 * never compressed, so a match over every row stays cheap; they rank as weight D)
 * ('simple' configuration: the words are already cut),
 * so a title hit outranks a body hit; `title_vector` (the title's words alone) finds title hits
 * without reading bodies. `title_pinyin` / `title_initials` (toneless, no spaces) make the
 * header box's suggestions insensitive to how a word is typed (拼音, 首字母, a homophone).
 * Only `visible` rows published by now are ever answered.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    refId: text('ref_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    url: text('url').notNull(),
    visible: boolean('visible').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    titlePinyin: text('title_pinyin').notNull().default(''),
    titleInitials: text('title_initials').notNull().default(''),
    titleVector: tsvector('title_vector').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_documents_ref_uq').on(t.kind, t.refId),
    // fastupdate off: a pending list (the default) is read in full by every search until vacuum merges
    // it, which put tens of milliseconds on each query after a rebuild; an edit pays a little instead.
    index('search_documents_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('search_documents_title_vector_idx').using('gin', t.titleVector).with({ fastupdate: false }),
    index('search_documents_visible_idx')
      .on(t.kind, t.publishedAt.desc())
      .where(sql`${t.visible}`),
    // The header box's suggestions (search-service.ts suggest): trigrams find a title, its pinyin key
    // or its initials containing what was typed without reading every row (pg_trgm, migration 0024).
    index('search_documents_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${t.visible}`),
    index('search_documents_pinyin_trgm_idx')
      .using('gin', t.titlePinyin.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${t.visible}`),
    index('search_documents_initials_idx')
      .on(t.titleInitials.op('text_pattern_ops'))
      .where(sql`${t.visible}`),
    index('search_documents_newest_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.visible}`),
  ],
);

/**
 * The search log behind 热门搜索: one row per (day, keyword, visitor) — a visitor counts once per
 * word per day, however often they search it. `visitor` is a keyed hash of the signed-in user or the
 * address, salted by the day, so it links nothing across days and names nobody. Rows older than
 * SEARCH_RULES.popularKeepDays are deleted as new ones arrive.
 */
export const searchLog = pgTable(
  'search_log',
  {
    day: date('day').notNull(),
    keyword: text('keyword').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.keyword, t.visitor] })],
);

/** Words the operators keep off 热门搜索 (they are still searchable). */
export const searchHiddenWords = pgTable('search_hidden_words', {
  keyword: text('keyword').primaryKey(),
  hiddenBy: integer('hidden_by').notNull(),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
});
