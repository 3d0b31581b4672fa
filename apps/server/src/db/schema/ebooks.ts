import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The EPUB's bytes: a short book is a few dozen KB, kept with its record (one backup, every instance). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One chapter as the table of contents shows it; `sample` is the free chapter on the detail page. */
export interface EbookTocRow {
  title: string;
  sample: boolean;
}

/**
 * An e-book: the text it is sold with (commerce product `targetKind: 'ebook'`, `targetId: slug`), its
 * cover, table of contents and free sample, and the EPUB file the reader opens. The file is served only
 * to members who hold the product (signed, expiring links). status off hides it from the catalogue;
 * members who bought it keep reading.
 */
export const ebooks = pgTable(
  'ebooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    summary: text('summary').notNull(),
    intro: jsonb('intro').$type<string[]>().notNull(),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    coverSvg: text('cover_svg').notNull(),
    toc: jsonb('toc').$type<EbookTocRow[]>().notNull(),
    sampleTitle: text('sample_title').notNull(),
    sampleParagraphs: jsonb('sample_paragraphs').$type<string[]>().notNull(),
    wordCount: integer('word_count').notNull(),
    epub: bytea('epub').notNull(),
    /** SHA-256 of the EPUB (hex): the file's ETag, and the seed's way to tell a changed book. */
    epubSha256: text('epub_sha256').notNull(),
    status: text('status').notNull().default('on'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ebooks_slug_uq').on(t.slug),
    check('ebooks_status_ck', sql`${t.status} in ('on', 'off')`),
  ],
);

/**
 * Where a member is in a book, with the reader settings they chose: one row per member and book,
 * written by whichever device read last, so another device opens at the same place.
 */
export const ebookReadingStates = pgTable(
  'ebook_reading_states',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ebookId: integer('ebook_id')
      .notNull()
      .references(() => ebooks.id, { onDelete: 'cascade' }),
    /** EPUB CFI of the first visible character. */
    cfi: text('cfi').notNull(),
    progress: real('progress').notNull(),
    chapterTitle: text('chapter_title').notNull().default(''),
    fontSize: smallint('font_size').notNull(),
    theme: text('theme').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ebookId] }),
    index('ebook_reading_states_user_idx').on(t.userId, t.updatedAt),
  ],
);

/** A member's bookmark (a location) or highlight (a range, with an optional note) in a book. */
export const ebookAnnotations = pgTable(
  'ebook_annotations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id the reader uses: random, so it tells nothing about other members' notes. */
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ebookId: integer('ebook_id')
      .notNull()
      .references(() => ebooks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    cfi: text('cfi').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    note: text('note').notNull().default(''),
    color: text('color').notNull().default('yellow'),
    chapterTitle: text('chapter_title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ebook_annotations_public_id_uq').on(t.publicId),
    uniqueIndex('ebook_annotations_place_uq').on(t.userId, t.ebookId, t.kind, t.cfi),
    index('ebook_annotations_book_idx').on(t.userId, t.ebookId, t.id),
    check('ebook_annotations_kind_ck', sql`${t.kind} in ('bookmark', 'highlight')`),
  ],
);

/**
 * The member's bookshelf: a line per paid order line of an e-book, written in the paying transaction
 * (onPaid) and closed by a refund (onRefunded). Reading access itself is always commerce's
 * entitlement; the shelf is what lists the member's books (also those taken off sale since).
 */
export const ebookShelf = pgTable(
  'ebook_shelf',
  {
    orderItemId: bigint('order_item_id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ebookId: integer('ebook_id')
      .notNull()
      .references(() => ebooks.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('ebook_shelf_user_idx').on(t.userId, t.ebookId)],
);
