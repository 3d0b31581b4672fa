import { and, count, desc, eq } from 'drizzle-orm';
import {
  CONTENT_MESSAGES,
  FAVOURITE_LIMIT,
  type FavouriteKind,
  type FavouriteRecord,
} from '@xingtu/contracts/content';
import type { favouriteInputSchema, favouriteListQuerySchema } from '@xingtu/contracts/content-schemas';
import { PRODUCT_TYPE, type ProductType } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { favourites } from '../../db/schema/content.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { publicAstrologer } from '../astrologers/index.ts';
import { getProduct } from '../commerce/index.ts';
import { courseCard } from '../courses/index.ts';
import { visibleNewsId } from './service.ts';

// A member's favourites (/user/collect): reports and e-books are commerce products (by product id, read
// through commerce's door), courses by their public id (the course area's catalogue: they are sold
// through enrolment, not the shop), news by content id, astrologers by their public id.
// Keeping one checks that it exists and is on show; the list shows what is gone as unavailable.

type ListQuery = z.output<typeof favouriteListQuerySchema>;
type FavouriteInput = z.output<typeof favouriteInputSchema>;

interface Target {
  title: string;
  cover: string | null;
  subtitle: string;
  url: string;
}

const PRODUCT_KINDS: Partial<Record<FavouriteKind, ProductType>> = {
  report: PRODUCT_TYPE.REPORT,
  ebook: PRODUCT_TYPE.EBOOK,
};

/** Kinds named by a database id: one spelling only ("1002", never "01002", "1002.0", "1.002e3" or "0x3EA"). */
const NUMERIC_KINDS: ReadonlySet<FavouriteKind> = new Set(['report', 'ebook', 'news']);
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

/** The id as a number when it is written the one way it is stored, else null. */
function canonicalId(targetId: string): number | null {
  if (!CANONICAL_ID.test(targetId)) return null;
  const id = Number(targetId);
  return id <= 2_147_483_647 ? id : null;
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2).replace(/\.00$/, '')}`;

/**
 * The target as it is now, or null when it is gone, off sale or not of that kind. Lenient about how a
 * numeric id is written, so a favourite kept before ids were checked (e.g. "01002") still shows.
 */
async function resolve(deps: AppDeps, kind: FavouriteKind, targetId: string): Promise<Target | null> {
  try {
    const productType = PRODUCT_KINDS[kind];
    if (productType) {
      const id = Number(targetId);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
      const product = await getProduct(deps, id);
      if (product.type !== productType) return null;
      return {
        title: product.title,
        cover: product.cover,
        subtitle: yuan(product.priceFen),
        url: `${productType === PRODUCT_TYPE.EBOOK ? '/ebook' : '/report'}/detail/${id}`,
      };
    }
    if (kind === 'course') {
      const course = await courseCard(deps, targetId);
      return {
        title: course.title,
        cover: course.coverUrl,
        subtitle: yuan(course.priceFen),
        url: course.url,
      };
    }
    if (kind === 'news') {
      const id = Number(targetId);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
      const row = await visibleNewsId(deps, id);
      return { title: row.title, cover: row.cover, subtitle: row.summary, url: `/news/detail/${row.id}` };
    }
    const astrologer = await publicAstrologer(deps, targetId);
    return {
      title: astrologer.displayName,
      cover: astrologer.photoUrl,
      subtitle: astrologer.specialities.join('、'),
      url: `/consultant/astrologer?id=${encodeURIComponent(astrologer.astrologerId)}`,
    };
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 404) return null;
    throw error;
  }
}

type FavouriteRow = typeof favourites.$inferSelect;

const toRecord = (row: FavouriteRow, target: Target | null): FavouriteRecord => ({
  kind: row.kind as FavouriteKind,
  targetId: row.targetId,
  title: target?.title ?? row.title,
  cover: target?.cover ?? row.cover,
  subtitle: target ? target.subtitle : '已下架或不再公开',
  url: target?.url ?? '',
  available: target !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function listFavourites(
  deps: AppDeps,
  userId: number,
  query: ListQuery,
): Promise<PageData<FavouriteRecord>> {
  const { db } = deps.database;
  const where = and(eq(favourites.userId, userId), query.kind ? eq(favourites.kind, query.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(favourites)
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ value: count() }).from(favourites).where(where),
  ]);
  const records = await Promise.all(
    rows.map(async (row) => toRecord(row, await resolve(deps, row.kind as FavouriteKind, row.targetId))),
  );
  return { records, total: total?.value ?? 0, size: query.size, current: query.current };
}

export async function isFavourite(deps: AppDeps, userId: number, kind: FavouriteKind, targetId: string) {
  const [row] = await deps.database.db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.kind, kind), eq(favourites.targetId, targetId)));
  return row !== undefined;
}

/**
 * Keeps a favourite (again is fine: the first one stays, by the unique index on member, kind and id).
 * A numeric id must be written canonically, so one item is never kept twice under two spellings; slugs
 * and public ids are looked up exactly, so only their one spelling is found.
 */
export async function addFavourite(
  deps: AppDeps,
  userId: number,
  input: FavouriteInput,
): Promise<FavouriteRecord> {
  const kind = input.kind as FavouriteKind;
  if (NUMERIC_KINDS.has(kind) && canonicalId(input.target_id) === null)
    throw validationError('target_id', CONTENT_MESSAGES.favouriteTargetInvalid);
  const target = await resolve(deps, kind, input.target_id);
  if (!target) throw notFound(CONTENT_MESSAGES.favouriteTargetNotFound);
  const { db } = deps.database;
  const [held] = await db.select({ value: count() }).from(favourites).where(eq(favourites.userId, userId));
  if ((held?.value ?? 0) >= FAVOURITE_LIMIT) throw new AppError('FAVOURITE_LIMIT');
  await db
    .insert(favourites)
    .values({
      userId,
      kind,
      targetId: input.target_id,
      title: target.title,
      cover: target.cover,
      createdAt: deps.now(),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(favourites)
    .where(
      and(eq(favourites.userId, userId), eq(favourites.kind, kind), eq(favourites.targetId, input.target_id)),
    );
  return toRecord(row!, target);
}

export async function removeFavourite(
  deps: AppDeps,
  userId: number,
  kind: FavouriteKind,
  targetId: string,
): Promise<void> {
  const removed = await deps.database.db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.kind, kind), eq(favourites.targetId, targetId)))
    .returning({ id: favourites.id });
  if (removed.length === 0) throw notFound(CONTENT_MESSAGES.favouriteNotFound);
}
