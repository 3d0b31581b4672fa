import { and, arrayContains, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ASTROLOGER_MESSAGES, type PublicAstrologerRecord } from '@xingtu/contracts/astrologers';
import { APPROVAL_STATUS, type CapacityType } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { astrologerProfiles } from '../../db/schema/astrologers.ts';
import { astrologerCapacities } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../errors.ts';
import { PUBLIC_ID_PATTERN } from './astrologer-ids.ts';

// The public face of approved astrologers: read by anyone, edited by the owner (texts moderated).

type ProfileRow = typeof astrologerProfiles.$inferSelect;

async function approvedCapacities(db: Db, userIds: number[]): Promise<Map<number, CapacityType[]>> {
  const byUser = new Map<number, CapacityType[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: astrologerCapacities.userId, type: astrologerCapacities.type })
    .from(astrologerCapacities)
    .where(
      and(
        sql`${astrologerCapacities.userId} in (${sql.join(userIds, sql`, `)})`,
        eq(astrologerCapacities.applove, APPROVAL_STATUS.APPROVED),
      ),
    )
    .orderBy(astrologerCapacities.type);
  for (const row of rows)
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.type as CapacityType]);
  return byUser;
}

function toRecord(row: ProfileRow, capacities: CapacityType[]): PublicAstrologerRecord {
  return {
    astrologerId: row.publicId,
    displayName: row.displayName,
    photoUrl: row.photoUrl,
    introduction: row.introduction,
    specialities: row.specialities,
    languages: row.languages,
    capacities,
    approvedAt: row.approvedAt.toISOString(),
  };
}

const isApproved = (userId: SQL | typeof astrologerProfiles.userId) =>
  sql`exists (select 1 from ${astrologerCapacities} where ${astrologerCapacities.userId} = ${userId} and ${astrologerCapacities.applove} = ${APPROVAL_STATUS.APPROVED})`;

async function findByPublicId(db: Db, astrologerId: string): Promise<ProfileRow> {
  if (!PUBLIC_ID_PATTERN.test(astrologerId)) throw notFound(ASTROLOGER_MESSAGES.astrologerNotFound);
  const [row] = await db
    .select()
    .from(astrologerProfiles)
    .where(and(eq(astrologerProfiles.publicId, astrologerId), isApproved(astrologerProfiles.userId)));
  if (!row) throw notFound(ASTROLOGER_MESSAGES.astrologerNotFound);
  return row;
}

export async function publicAstrologer(deps: AppDeps, astrologerId: string): Promise<PublicAstrologerRecord> {
  const { db } = deps.database;
  const row = await findByPublicId(db, astrologerId);
  const capacities = await approvedCapacities(db, [row.userId]);
  return toRecord(row, capacities.get(row.userId) ?? []);
}

export async function astrologerUserIdOf(deps: AppDeps, astrologerId: string): Promise<number> {
  return (await findByPublicId(deps.database.db, astrologerId)).userId;
}

export async function astrologerIdOfUser(deps: AppDeps, userId: number): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ publicId: astrologerProfiles.publicId })
    .from(astrologerProfiles)
    .where(eq(astrologerProfiles.userId, userId));
  return row?.publicId ?? null;
}

export interface PublicAstrologerQuery {
  capacity?: CapacityType | undefined;
  speciality?: string | undefined;
  keyword?: string | undefined;
  current: number;
  size: number;
}

export async function listPublicAstrologers(
  deps: AppDeps,
  query: PublicAstrologerQuery,
): Promise<PageData<PublicAstrologerRecord>> {
  const { db } = deps.database;
  const capacityFilter = query.capacity
    ? exists(
        db
          .select({ one: sql`1` })
          .from(astrologerCapacities)
          .where(
            and(
              eq(astrologerCapacities.userId, astrologerProfiles.userId),
              eq(astrologerCapacities.type, query.capacity),
              eq(astrologerCapacities.applove, APPROVAL_STATUS.APPROVED),
            ),
          ),
      )
    : isApproved(astrologerProfiles.userId);
  const keyword = query.keyword?.trim().replace(/[%_\\]/g, (c) => `\\${c}`);
  const where = and(
    capacityFilter,
    query.speciality ? arrayContains(astrologerProfiles.specialities, [query.speciality]) : undefined,
    keyword
      ? or(
          ilike(astrologerProfiles.displayName, `%${keyword}%`),
          ilike(astrologerProfiles.introduction, `%${keyword}%`),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(astrologerProfiles)
      .where(where)
      .orderBy(desc(astrologerProfiles.approvedAt), desc(astrologerProfiles.userId))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(astrologerProfiles).where(where),
  ]);
  const capacities = await approvedCapacities(
    db,
    rows.map((row) => row.userId),
  );
  return {
    records: rows.map((row) => toRecord(row, capacities.get(row.userId) ?? [])),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

/** The owner's own profile, or null before the first approval. */
export async function myProfile(deps: AppDeps, userId: number): Promise<PublicAstrologerRecord | null> {
  const { db } = deps.database;
  const [row] = await db.select().from(astrologerProfiles).where(eq(astrologerProfiles.userId, userId));
  if (!row) return null;
  const capacities = await approvedCapacities(db, [userId]);
  return toRecord(row, capacities.get(userId) ?? []);
}

export interface ProfileUpdate {
  display_name: string;
  introduction: string;
  specialities: string[];
  languages: string[];
}

/** The owner edits their profile; every text is moderated first (001108, nothing saved). */
export async function updateMyProfile(
  deps: AppDeps,
  userId: number,
  update: ProfileUpdate,
): Promise<PublicAstrologerRecord> {
  const { db } = deps.database;
  const [row] = await db
    .select({ userId: astrologerProfiles.userId })
    .from(astrologerProfiles)
    .where(and(eq(astrologerProfiles.userId, userId), isApproved(astrologerProfiles.userId)));
  if (!row)
    throw new AppError('PERMISSION_DENIED', { httpStatus: 403, message: ASTROLOGER_MESSAGES.notAstrologer });
  await assertClean(deps, [update.display_name, update.introduction]);
  await db
    .update(astrologerProfiles)
    .set({
      displayName: update.display_name,
      introduction: update.introduction,
      specialities: update.specialities,
      languages: update.languages,
      updatedAt: sql`now()`,
    })
    .where(eq(astrologerProfiles.userId, userId));
  return (await myProfile(deps, userId))!;
}

/** SPEC §5: a text with sensitive words is refused with 001108 and nothing is saved. */
export async function assertClean(deps: AppDeps, texts: string[]): Promise<void> {
  for (const text of texts) {
    if (text && !(await deps.moderator.scan(text)).pass) throw new AppError('SENSITIVE_WORDS');
  }
}
