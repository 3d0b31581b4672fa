import { and, eq, inArray, lte, type Placeholder, type SQL } from 'drizzle-orm';
import { VISIBILITY } from '@xingtu/contracts/enums';
import { contents } from '../../db/schema/content.ts';

// The one rule of who sees an item: public (visibility 2), published or scheduled, and its
// publication time has come. A scheduled item needs no job to appear: the time in the rule does it.

export type ContentRow = typeof contents.$inferSelect;

/** `now` may be a prepared statement's placeholder (bound to the time when it runs). */
export const visibleNow = (now: Date | Placeholder): SQL =>
  and(
    eq(contents.visibility, VISIBILITY.PUBLIC),
    inArray(contents.status, ['published', 'scheduled']),
    lte(contents.publishAt, now),
  )!;

export const isVisible = (row: ContentRow, now: Date): boolean =>
  row.visibility === VISIBILITY.PUBLIC &&
  (row.status === 'published' || row.status === 'scheduled') &&
  row.publishAt !== null &&
  row.publishAt.getTime() <= now.getTime();

/**
 * Public and published or scheduled, whatever the time: readers get it from `publishAt` on. The
 * search index keeps this flag with the publication time, so a scheduled item is answered at its time
 * without waiting for the go-live notice.
 */
export const isListed = (row: ContentRow): boolean =>
  row.visibility === VISIBILITY.PUBLIC && (row.status === 'published' || row.status === 'scheduled');
