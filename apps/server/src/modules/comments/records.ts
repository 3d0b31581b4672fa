import { and, asc, eq, inArray } from 'drizzle-orm';
import { COMMENT_RULES, type CommentRecord, type ReplyRecord } from '@xingtu/contracts/comments';
import type { AppDeps } from '../../deps.ts';
import { comments } from '../../db/schema/comments.ts';
import { users } from '../../db/schema/users.ts';
import { publicAstrologer } from '../astrologers/index.ts';
import { bookedServiceTitles } from '../consultations/index.ts';
import { targetRules } from './targets.ts';

// Comment rows as readers see them: members by a masked name (a review must not expose who booked
// whom), the reviewed astrologer by their public name; what the reader may do with each.

export type CommentRow = typeof comments.$inferSelect;
const HOUR_MS = 3_600_000;

/** 林小满 → 林**; a single character stays as it is. */
export const maskedName = (name: string): string => ([...name].length <= 1 ? name : `${[...name][0]}**`);

export const mayEditAt = (row: CommentRow, viewer: number | null, now: Date): boolean =>
  row.authorUserId === viewer &&
  row.status === 'visible' &&
  now.getTime() - row.createdAt.getTime() < COMMENT_RULES.editWindowHours * HOUR_MS;

interface Author {
  name: string;
  avatar: string | null;
}

async function authorsOf(deps: AppDeps, rows: CommentRow[]): Promise<Map<number, Author>> {
  const ids = [...new Set(rows.map((r) => r.authorUserId))];
  const authors = new Map<number, Author>();
  if (ids.length === 0) return authors;
  const found = await deps.database.db
    .select({ id: users.id, userName: users.userName, name: users.name, avatar: users.smallImage })
    .from(users)
    .where(inArray(users.id, ids));
  for (const user of found)
    authors.set(user.id, { name: maskedName(user.name ?? user.userName), avatar: user.avatar });
  return authors;
}

async function subjectAuthor(deps: AppDeps, row: CommentRow): Promise<Author | null> {
  if (row.targetType !== 'astrologer') return null;
  const publicId = await targetRules(row.targetType).publicIdOf(deps, row.targetRef);
  const profile = publicId ? await publicAstrologer(deps, publicId).catch(() => null) : null;
  return profile ? { name: profile.displayName, avatar: profile.photoUrl } : null;
}

/** Top-level rows with their visible replies, for a reader (null when signed out). */
export async function toCommentRecords(
  deps: AppDeps,
  rows: CommentRow[],
  viewer: number | null,
): Promise<CommentRecord[]> {
  if (rows.length === 0) return [];
  const replies = await deps.database.db
    .select()
    .from(comments)
    .where(
      and(
        inArray(
          comments.parentId,
          rows.map((r) => r.id),
        ),
        eq(comments.status, 'visible'),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const authors = await authorsOf(deps, [...rows, ...replies]);
  const titles = await bookedServiceTitles(
    deps,
    rows.flatMap((r) => (r.bookingId === null ? [] : [r.bookingId])),
  );
  const now = deps.now();
  const targetIds = new Map<string, string>();
  const subjects = new Map<string, Author | null>();
  const records: CommentRecord[] = [];
  for (const row of rows) {
    const key = `${row.targetType}:${row.targetRef}`;
    if (!targetIds.has(key)) {
      targetIds.set(key, await targetRules(row.targetType).publicIdOf(deps, row.targetRef));
      subjects.set(key, await subjectAuthor(deps, row));
    }
    const subjectUserId = targetRules(row.targetType).subjectUserId(row.targetRef);
    const own = replies.filter((r) => r.parentId === row.id);
    const author = authors.get(row.authorUserId) ?? { name: '星图用户', avatar: null };
    records.push({
      commentId: row.publicId,
      targetType: row.targetType,
      targetId: targetIds.get(key)!,
      authorName: author.name,
      authorAvatar: author.avatar,
      rating: row.rating,
      context: row.bookingId === null ? null : (titles.get(row.bookingId) ?? null),
      content: row.content,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      mine: viewer !== null && row.authorUserId === viewer,
      mayEdit: mayEditAt(row, viewer, now),
      // A review: only the reviewed astrologer, once. An open target (news): any signed-in reader.
      mayReply:
        viewer !== null &&
        row.status === 'visible' &&
        (subjectUserId === null
          ? targetRules(row.targetType).openToComments
          : subjectUserId === viewer && !own.some((r) => r.authorUserId === viewer)),
      replies: own.map((reply): ReplyRecord => {
        const bySubject = subjectUserId !== null && reply.authorUserId === subjectUserId;
        const replyAuthor = (bySubject ? subjects.get(key) : null) ??
          authors.get(reply.authorUserId) ?? { name: '星图用户', avatar: null };
        return {
          commentId: reply.publicId,
          authorName: replyAuthor.name,
          authorAvatar: replyAuthor.avatar,
          bySubject,
          content: reply.content,
          createdAt: reply.createdAt.toISOString(),
          editedAt: reply.editedAt?.toISOString() ?? null,
          mine: viewer !== null && reply.authorUserId === viewer,
          mayEdit: mayEditAt(reply, viewer, now),
        };
      }),
    });
  }
  return records;
}
