import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { EBOOK_ANNOTATIONS_PER_BOOK, type EbookTheme } from '@xingtu/contracts/ebooks';
import type {
  EbookAnnotation,
  ebookAnnotationBodySchema,
  ebookAnnotationUpdateSchema,
  EbookPosition,
  ebookPositionBodySchema,
} from '@xingtu/contracts/ebooks-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ebookAnnotations, ebookReadingStates } from '../../db/schema/ebooks.ts';
import { AppError, notFound } from '../../errors.ts';
import { readableBook } from './catalogue.ts';

// What the reader keeps on the server, per member and book: the position with the font size and
// theme (one row, written by the device that read last, so the next device opens at the same page),
// and bookmarks and highlights. Every call first checks the member still holds the book (404 if not).

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 12 random characters of [a-z0-9] (about 62 bits). */
const newAnnotationId = (): string =>
  Array.from(randomBytes(12), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');

type StateRow = typeof ebookReadingStates.$inferSelect;
type AnnotationRow = typeof ebookAnnotations.$inferSelect;

const positionOf = (row: StateRow): EbookPosition => ({
  cfi: row.cfi,
  progress: row.progress,
  chapterTitle: row.chapterTitle,
  fontSize: row.fontSize,
  theme: row.theme as EbookTheme,
  updatedAt: row.updatedAt.toISOString(),
});

const annotationOf = (row: AnnotationRow): EbookAnnotation => ({
  id: row.publicId,
  kind: row.kind as EbookAnnotation['kind'],
  cfi: row.cfi,
  excerpt: row.excerpt,
  note: row.note,
  color: row.color as EbookAnnotation['color'],
  chapterTitle: row.chapterTitle,
  createdAt: row.createdAt.toISOString(),
});

export async function readingPosition(
  deps: AppDeps,
  userId: number,
  slug: string,
): Promise<EbookPosition | null> {
  const book = await readableBook(deps, userId, slug);
  const [row] = await deps.database.db
    .select()
    .from(ebookReadingStates)
    .where(and(eq(ebookReadingStates.userId, userId), eq(ebookReadingStates.ebookId, book.id)));
  return row ? positionOf(row) : null;
}

export async function saveReadingPosition(
  deps: AppDeps,
  userId: number,
  slug: string,
  body: z.output<typeof ebookPositionBodySchema>,
): Promise<EbookPosition> {
  const book = await readableBook(deps, userId, slug);
  const values = {
    cfi: body.cfi,
    progress: body.progress,
    chapterTitle: body.chapter_title,
    fontSize: body.font_size,
    theme: body.theme,
    updatedAt: deps.now(),
  };
  const [row] = await deps.database.db
    .insert(ebookReadingStates)
    .values({ userId, ebookId: book.id, ...values })
    .onConflictDoUpdate({ target: [ebookReadingStates.userId, ebookReadingStates.ebookId], set: values })
    .returning();
  return positionOf(row!);
}

export async function listAnnotations(
  deps: AppDeps,
  userId: number,
  slug: string,
): Promise<EbookAnnotation[]> {
  const book = await readableBook(deps, userId, slug);
  const rows = await deps.database.db
    .select()
    .from(ebookAnnotations)
    .where(and(eq(ebookAnnotations.userId, userId), eq(ebookAnnotations.ebookId, book.id)))
    .orderBy(asc(ebookAnnotations.id));
  return rows.map(annotationOf);
}

/** Adding the same bookmark or highlight twice answers the first one (a double tap, two devices). */
export async function addAnnotation(
  deps: AppDeps,
  userId: number,
  slug: string,
  body: z.output<typeof ebookAnnotationBodySchema>,
): Promise<EbookAnnotation> {
  const book = await readableBook(deps, userId, slug);
  return deps.database.db.transaction(async (tx) => {
    const mine = and(eq(ebookAnnotations.userId, userId), eq(ebookAnnotations.ebookId, book.id));
    const place = and(mine, eq(ebookAnnotations.kind, body.kind), eq(ebookAnnotations.cfi, body.cfi));
    const [existing] = await tx.select().from(ebookAnnotations).where(place);
    if (existing) return annotationOf(existing);
    const [held] = await tx.select({ n: count() }).from(ebookAnnotations).where(mine);
    if ((held?.n ?? 0) >= EBOOK_ANNOTATIONS_PER_BOOK) throw new AppError('EBOOK_ANNOTATION_LIMIT');
    const [row] = await tx
      .insert(ebookAnnotations)
      .values({
        publicId: newAnnotationId(),
        userId,
        ebookId: book.id,
        kind: body.kind,
        cfi: body.cfi,
        excerpt: body.excerpt,
        note: body.kind === 'highlight' ? body.note : '',
        color: body.color,
        chapterTitle: body.chapter_title,
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return annotationOf(row);
    // A concurrent add of the same place won the unique index: answer that one.
    const [winner] = await tx.select().from(ebookAnnotations).where(place);
    return annotationOf(winner!);
  });
}

async function ownAnnotation(deps: AppDeps, userId: number, slug: string, annotationId: string) {
  const book = await readableBook(deps, userId, slug);
  const where = and(
    eq(ebookAnnotations.publicId, annotationId),
    eq(ebookAnnotations.userId, userId),
    eq(ebookAnnotations.ebookId, book.id),
  );
  const [row] = await deps.database.db.select().from(ebookAnnotations).where(where);
  if (!row) throw notFound('书签或划线不存在');
  return { row, where };
}

export async function updateAnnotation(
  deps: AppDeps,
  userId: number,
  slug: string,
  annotationId: string,
  body: z.output<typeof ebookAnnotationUpdateSchema>,
): Promise<EbookAnnotation> {
  const { row, where } = await ownAnnotation(deps, userId, slug, annotationId);
  const note = row.kind === 'highlight' ? (body.note ?? row.note) : '';
  const [updated] = await deps.database.db
    .update(ebookAnnotations)
    .set({ note, color: body.color ?? row.color })
    .where(where)
    .returning();
  return annotationOf(updated!);
}

export async function deleteAnnotation(
  deps: AppDeps,
  userId: number,
  slug: string,
  annotationId: string,
): Promise<void> {
  const { where } = await ownAnnotation(deps, userId, slug, annotationId);
  await deps.database.db.delete(ebookAnnotations).where(where);
}
