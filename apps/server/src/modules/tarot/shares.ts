import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { PageData, PageQuery } from '@xingtu/contracts/envelope';
import {
  TAROT_ASSIST_REFUSALS,
  TAROT_ASSIST_REWARD_DAYS,
  TAROT_ASSIST_REWARD_TITLE,
  TAROT_ASSISTS_NEEDED,
  TAROT_ASSISTS_PER_DAY,
} from '@xingtu/contracts/tarot';
import type { TarotMyAssist, TarotShareRecord, TarotSharedView } from '@xingtu/contracts/tarot-schemas';
import { TAROT_SPREAD_BY_ID, type TarotSpreadId } from '@xingtu/readings/data/tarot/spreads';
import { tarotAssistDaily, tarotAssists, tarotReadings, tarotShares } from '../../db/schema/tarot.ts';
import { users } from '../../db/schema/users.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { grantBonusPackage } from '../ai/index.ts';
import { maskedName } from './display-name.ts';
import { ownReading, type ReadingRow } from './readings.ts';
import { newShareCode } from './reading-id.ts';

// Sharing a reading and friends' help. A member shares one of their readings and gets a code; anyone with
// the link sees the reading, and each signed-in friend may help once. When TAROT_ASSISTS_NEEDED friends
// have helped, the member gets one free reading (a one-question package). Abuse limits: never one's own
// share, one help per account and share (a unique index, so two tabs at once count once), at most
// TAROT_ASSISTS_PER_DAY helps per account per Beijing day (a conditional counter), and a share unlocks once.

type ShareRow = typeof tarotShares.$inferSelect;

const spreadName = (reading: ReadingRow) => TAROT_SPREAD_BY_ID[reading.spreadId as TarotSpreadId].name;
const refuse = (message: string) => new AppError('OPERATION_FAILED', { message });

async function helpersOf(deps: AppDeps, shareIds: number[]) {
  if (shareIds.length === 0) return new Map<number, { name: string; at: string }[]>();
  const rows = await deps.database.db
    .select({ shareId: tarotAssists.shareId, userName: users.userName, at: tarotAssists.createdAt })
    .from(tarotAssists)
    .innerJoin(users, eq(users.id, tarotAssists.helperUserId))
    .where(inArray(tarotAssists.shareId, shareIds))
    .orderBy(tarotAssists.id);
  const byShare = new Map<number, { name: string; at: string }[]>();
  for (const row of rows)
    byShare.set(row.shareId, [
      ...(byShare.get(row.shareId) ?? []),
      { name: maskedName(row.userName), at: row.at.toISOString() },
    ]);
  return byShare;
}

function shareRecord(
  share: ShareRow,
  reading: ReadingRow,
  helpers: { name: string; at: string }[],
): TarotShareRecord {
  return {
    code: share.code,
    readingId: reading.publicId,
    question: reading.question,
    spreadName: spreadName(reading),
    assistCount: share.assistCount,
    assistsNeeded: share.assistsNeeded,
    unlocked: share.unlockedAt !== null,
    createdAt: share.createdAt.toISOString(),
    helpers,
  };
}

/** Shares one of the member's readings (the same code every time for the same reading). */
export async function shareReading(
  deps: AppDeps,
  userId: number,
  readingId: string,
): Promise<TarotShareRecord> {
  const reading = await ownReading(deps, userId, readingId);
  const { db } = deps.database;
  await db
    .insert(tarotShares)
    .values({ code: newShareCode(), readingId: reading.id, userId, assistsNeeded: TAROT_ASSISTS_NEEDED })
    .onConflictDoNothing({ target: tarotShares.readingId });
  const [share] = await db.select().from(tarotShares).where(eq(tarotShares.readingId, reading.id));
  const helpers = await helpersOf(deps, [share!.id]);
  return shareRecord(share!, reading, helpers.get(share!.id) ?? []);
}

export async function listShares(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<PageData<TarotShareRecord>> {
  const { db } = deps.database;
  const where = eq(tarotShares.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ share: tarotShares, reading: tarotReadings })
      .from(tarotShares)
      .innerJoin(tarotReadings, eq(tarotReadings.id, tarotShares.readingId))
      .where(where)
      .orderBy(desc(tarotShares.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(tarotShares).where(where),
  ]);
  const helpers = await helpersOf(
    deps,
    rows.map((r) => r.share.id),
  );
  return {
    records: rows.map((r) => shareRecord(r.share, r.reading, helpers.get(r.share.id) ?? [])),
    total: total?.n ?? 0,
    size: page.size,
    current: page.current,
  };
}

async function shareByCode(deps: AppDeps, code: string) {
  const [row] = await deps.database.db
    .select({ share: tarotShares, reading: tarotReadings, ownerName: users.userName })
    .from(tarotShares)
    .innerJoin(tarotReadings, eq(tarotReadings.id, tarotShares.readingId))
    .innerJoin(users, eq(users.id, tarotShares.userId))
    .where(eq(tarotShares.code, code));
  if (!row) throw notFound('分享不存在或已失效');
  return row;
}

/** The shared reading as anyone with the link sees it, and what the signed-in viewer may do. */
export async function sharedView(
  deps: AppDeps,
  code: string,
  viewerId: number | null,
): Promise<TarotSharedView> {
  const { share, reading, ownerName } = await shareByCode(deps, code);
  let viewer: TarotSharedView['viewer'] = 'guest';
  if (viewerId === share.userId) viewer = 'owner';
  else if (viewerId !== null) {
    const [helped] = await deps.database.db
      .select({ id: tarotAssists.id })
      .from(tarotAssists)
      .where(and(eq(tarotAssists.shareId, share.id), eq(tarotAssists.helperUserId, viewerId)));
    viewer = helped ? 'helped' : 'can_help';
  }
  return {
    code: share.code,
    ownerName: maskedName(ownerName),
    question: reading.question,
    spreadName: spreadName(reading),
    cards: reading.cards,
    answer: reading.answer,
    createdAt: reading.createdAt.toISOString(),
    assistCount: share.assistCount,
    assistsNeeded: share.assistsNeeded,
    unlocked: share.unlockedAt !== null,
    viewer,
  };
}

/** A friend's help: counted once, or refused with the reason (nothing changes on a refusal). */
export async function assistShare(deps: AppDeps, helperId: number, code: string) {
  const { share } = await shareByCode(deps, code);
  if (share.userId === helperId) throw refuse(TAROT_ASSIST_REFUSALS.own);
  const now = deps.now();
  const day = formatBeijing(now, 'date');
  return deps.database.db.transaction(async (tx) => {
    const [helped] = await tx
      .insert(tarotAssists)
      .values({ shareId: share.id, helperUserId: helperId, ownerUserId: share.userId, day })
      .onConflictDoNothing({ target: [tarotAssists.shareId, tarotAssists.helperUserId] })
      .returning({ id: tarotAssists.id });
    if (!helped) throw refuse(TAROT_ASSIST_REFUSALS.twice);
    const [counted] = await tx
      .update(tarotShares)
      .set({ assistCount: sql`${tarotShares.assistCount} + 1` })
      .where(and(eq(tarotShares.id, share.id), lt(tarotShares.assistCount, tarotShares.assistsNeeded)))
      .returning({ assistCount: tarotShares.assistCount, assistsNeeded: tarotShares.assistsNeeded });
    if (!counted) throw refuse(TAROT_ASSIST_REFUSALS.full);
    const [today] = await tx
      .insert(tarotAssistDaily)
      .values({ helperUserId: helperId, day, used: 1 })
      .onConflictDoUpdate({
        target: [tarotAssistDaily.helperUserId, tarotAssistDaily.day],
        set: { used: sql`${tarotAssistDaily.used} + 1` },
        setWhere: lt(tarotAssistDaily.used, TAROT_ASSISTS_PER_DAY),
      })
      .returning({ used: tarotAssistDaily.used });
    if (!today) throw refuse(TAROT_ASSIST_REFUSALS.daily);
    let unlocked = false;
    if (counted.assistCount >= counted.assistsNeeded) {
      const [first] = await tx
        .update(tarotShares)
        .set({ unlockedAt: now })
        .where(and(eq(tarotShares.id, share.id), isNull(tarotShares.unlockedAt)))
        .returning({ id: tarotShares.id });
      if (first)
        await grantBonusPackage(tx, {
          userId: share.userId,
          title: TAROT_ASSIST_REWARD_TITLE,
          credits: 1,
          expiresAt: new Date(now.getTime() + TAROT_ASSIST_REWARD_DAYS * 86_400_000),
        });
      unlocked = true;
    }
    return { assistCount: counted.assistCount, assistsNeeded: counted.assistsNeeded, unlocked };
  });
}

/** The shares the member helped, newest first. */
export async function myAssists(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<PageData<TarotMyAssist>> {
  const { db } = deps.database;
  const where = eq(tarotAssists.helperUserId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: tarotShares.code,
        ownerName: users.userName,
        spreadId: tarotReadings.spreadId,
        at: tarotAssists.createdAt,
      })
      .from(tarotAssists)
      .innerJoin(tarotShares, eq(tarotShares.id, tarotAssists.shareId))
      .innerJoin(tarotReadings, eq(tarotReadings.id, tarotShares.readingId))
      .innerJoin(users, eq(users.id, tarotAssists.ownerUserId))
      .where(where)
      .orderBy(desc(tarotAssists.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(tarotAssists).where(where),
  ]);
  return {
    records: rows.map((r) => ({
      code: r.code,
      ownerName: maskedName(r.ownerName),
      spreadName: TAROT_SPREAD_BY_ID[r.spreadId as TarotSpreadId].name,
      at: r.at.toISOString(),
    })),
    total: total?.n ?? 0,
    size: page.size,
    current: page.current,
  };
}
