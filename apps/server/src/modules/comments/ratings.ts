import { and, avg, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { comments } from '../../db/schema/comments.ts';

// An astrologer's rating: the average of their visible reviews (hidden ones do not count).

export interface Rating {
  /** 1–5 with one decimal; null before the first review. */
  average: number | null;
  count: number;
}

export const NO_RATING: Rating = { average: null, count: 0 };

export async function astrologerRatings(deps: AppDeps, userIds: number[]): Promise<Map<number, Rating>> {
  if (userIds.length === 0) return new Map();
  const rows = await deps.database.db
    .select({ ref: comments.targetRef, average: avg(comments.rating), count: count() })
    .from(comments)
    .where(
      and(
        eq(comments.targetType, 'astrologer'),
        inArray(comments.targetRef, userIds),
        isNull(comments.parentId),
        eq(comments.status, 'visible'),
      ),
    )
    .groupBy(comments.targetRef);
  return new Map(
    rows.map((r) => [
      r.ref,
      { average: r.average === null ? null : Math.round(Number(r.average) * 10) / 10, count: r.count },
    ]),
  );
}
