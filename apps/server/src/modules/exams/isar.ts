import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { ECARD_KINDS, ecardGrantText, isIsarMemberRow } from './isar-rules.ts';
import type { PageData } from '@xingtu/contracts/envelope';
import type {
  AdminIsarApplication,
  IsarApplication,
  IsarApplicationBody,
  IsarMembership,
  IsarOverview,
} from '@xingtu/contracts/exams-schemas';
import type { AppDeps } from '../../deps.ts';
import { products } from '../../db/schema/catalog.ts';
import { ecardCodes, exams, isarApplications } from '../../db/schema/exams.ts';
import { certificationMembers, users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUniqueViolation } from './unique.ts';
import { ecardProducts, saleProductOf } from './ecards.ts';

// ISAR: membership (sold as ISAR membership cards, type 40) and certification (the sign-up product,
// type 03, which unlocks the certification exam). Membership lives in certification_members, the
// table the user-centre menu's isarMember rule reads (SPEC §6: enabled, and no end time or one ahead).

export const ISAR_CERTIFICATION_SLUG = 'isar-certification';

export async function isarOverview(deps: AppDeps): Promise<IsarOverview> {
  const { db } = deps.database;
  const [cards, [certification]] = await Promise.all([
    ecardProducts(deps, 'isar-'),
    db
      .select()
      .from(products)
      .where(and(eq(products.slug, ISAR_CERTIFICATION_SLUG), eq(products.status, 'on'))),
  ]);
  const [exam] = certification
    ? await db
        .select({ slug: exams.slug, title: exams.title })
        .from(exams)
        .where(and(eq(exams.requiredProductId, certification.id), eq(exams.status, 'on')))
    : [];
  return {
    membershipCards: cards,
    certificationProduct: certification ? saleProductOf(certification) : null,
    certificationExam: exam ?? null,
  };
}

export async function isarMembership(deps: AppDeps, userId: number): Promise<IsarMembership> {
  const { db } = deps.database;
  const [[member], redeemed] = await Promise.all([
    db.select().from(certificationMembers).where(eq(certificationMembers.userId, userId)),
    db
      .select()
      .from(ecardCodes)
      .where(and(eq(ecardCodes.redeemedBy, userId), isNotNull(ecardCodes.redeemedAt)))
      .orderBy(desc(ecardCodes.redeemedAt)),
  ]);
  return {
    member: isIsarMemberRow(member, deps.now()),
    enable: member?.enable === '1',
    endTime: member?.endTime?.toISOString() ?? null,
    history: redeemed
      .filter((row) => ECARD_KINDS[row.kind]?.grant.type === 'isar')
      .map((row) => ({
        title: row.title,
        grantText: ecardGrantText(ECARD_KINDS[row.kind]!.grant),
        at: row.redeemedAt!.toISOString(),
      })),
  };
}

function applicationOf(row: typeof isarApplications.$inferSelect): IsarApplication {
  return {
    id: row.id,
    track: row.track as IsarApplication['track'],
    realName: row.realName,
    englishName: row.englishName,
    email: row.email,
    level: row.level as IsarApplication['level'],
    status: row.status as IsarApplication['status'],
    createdAt: row.createdAt.toISOString(),
    reviewReason: row.reviewReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function applyIsar(
  deps: AppDeps,
  userId: number,
  body: Required<Pick<IsarApplicationBody, 'track' | 'real_name' | 'english_name' | 'email' | 'level'>> & {
    experience: string;
  },
): Promise<IsarApplication> {
  try {
    const [row] = await deps.database.db
      .insert(isarApplications)
      .values({
        userId,
        track: body.track,
        realName: body.real_name,
        englishName: body.english_name,
        email: body.email,
        level: body.level,
        experience: body.experience,
        createdAt: deps.now(),
      })
      .returning();
    return applicationOf(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ISAR_APPLICATION_PENDING');
    throw error;
  }
}

export async function myIsarApplications(deps: AppDeps, userId: number): Promise<IsarApplication[]> {
  const rows = await deps.database.db
    .select()
    .from(isarApplications)
    .where(eq(isarApplications.userId, userId))
    .orderBy(desc(isarApplications.createdAt), desc(isarApplications.id));
  return rows.map(applicationOf);
}

// ---- review by operators (admin, support) ----

type Status = 'submitted' | 'accepted' | 'declined';

function adminSelect(deps: AppDeps) {
  return deps.database.db
    .select({ row: isarApplications, userName: users.name })
    .from(isarApplications)
    .innerJoin(users, eq(users.id, isarApplications.userId));
}

const adminRowOf = ({
  row,
  userName,
}: {
  row: typeof isarApplications.$inferSelect;
  userName: string | null;
}) => ({
  ...applicationOf(row),
  experience: row.experience,
  userName: userName ?? '会员',
  userId: row.userId,
});

/** The review queue: oldest first while waiting, newest reviews first otherwise. */
export async function adminIsarApplications(
  deps: AppDeps,
  query: { status: Status; current: number; size: number },
): Promise<PageData<AdminIsarApplication>> {
  const where = eq(isarApplications.status, query.status);
  const [rows, [total]] = await Promise.all([
    adminSelect(deps)
      .where(where)
      .orderBy(
        query.status === 'submitted' ? asc(isarApplications.id) : desc(isarApplications.reviewedAt),
        desc(isarApplications.id),
      )
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    deps.database.db.select({ n: count() }).from(isarApplications).where(where),
  ]);
  return {
    records: rows.map(adminRowOf),
    total: Number(total?.n ?? 0),
    size: query.size,
    current: query.current,
  };
}

/** Accepts or declines a waiting application, once (a second review: 003514). */
export async function reviewIsarApplication(
  deps: AppDeps,
  reviewerId: number,
  id: number,
  body: { decision: 'accept' | 'decline'; reason: string },
): Promise<AdminIsarApplication> {
  const [found] = await adminSelect(deps).where(eq(isarApplications.id, id));
  if (!found) throw notFound('申请不存在');
  const updated = await deps.database.db
    .update(isarApplications)
    .set({
      status: body.decision === 'accept' ? 'accepted' : 'declined',
      reviewReason: body.reason || null,
      reviewedBy: reviewerId,
      reviewedAt: deps.now(),
    })
    .where(and(eq(isarApplications.id, id), eq(isarApplications.status, 'submitted')))
    .returning();
  if (updated.length === 0) throw new AppError('ISAR_ALREADY_REVIEWED');
  return adminRowOf({ row: updated[0]!, userName: found.userName });
}
