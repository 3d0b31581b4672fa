import { randomUUID } from 'node:crypto';
import { and, arrayContains, desc, eq, ne, sql } from 'drizzle-orm';
import {
  APPLICABLE_CAPACITIES,
  ASTROLOGER_MESSAGES as M,
  type ApplicationRecord,
  type MyAstrologerInfo,
} from '@xingtu/contracts/astrologers';
import {
  APPROVAL_STATUS,
  APPROVAL_STATUS_LABELS,
  CAPACITY_TYPE_LABELS,
  type ApprovalStatus,
  type CapacityType,
} from '@xingtu/contracts/enums';
import type { AppDeps } from '../../deps.ts';
import { astrologerApplications, astrologerProfiles } from '../../db/schema/astrologers.ts';
import { astrologerCapacities } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { checkCertificates, checkPhoto, type CheckedFile } from './application-files.ts';
import type { ApplicationForm } from './application-form.ts';
import { newAstrologerId } from './astrologer-ids.ts';
import { assertClean, myProfile } from './profiles.ts';

// A member applies for one or more capacities (SPEC §3 A/C/D/E); the same endpoint serves the
// upgrade (another capacity later). While waiting, the user record shows the capacity as 01.

export type ApplicationRow = typeof astrologerApplications.$inferSelect;

export function toApplicationRecord(row: ApplicationRow): ApplicationRecord {
  const status = row.status as ApprovalStatus;
  return {
    applicationNo: row.applicationNo,
    capacities: row.capacities as CapacityType[],
    status,
    statusLabel: APPROVAL_STATUS_LABELS[status],
    reason: row.reason,
    specialities: row.specialities,
    certificateCount: row.certificates.length,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function capacitiesOf(deps: AppDeps, userId: number) {
  return deps.database.db
    .select({ type: astrologerCapacities.type, applove: astrologerCapacities.applove })
    .from(astrologerCapacities)
    .where(eq(astrologerCapacities.userId, userId))
    .orderBy(astrologerCapacities.type);
}

export async function myAstrologerInfo(
  deps: AppDeps,
  userId: number,
  capacityType?: CapacityType,
): Promise<MyAstrologerInfo> {
  const { db } = deps.database;
  const capacities = await capacitiesOf(deps, userId);
  const [latest] = await db
    .select()
    .from(astrologerApplications)
    .where(
      and(
        eq(astrologerApplications.userId, userId),
        capacityType ? arrayContains(astrologerApplications.capacities, [capacityType]) : undefined,
      ),
    )
    .orderBy(desc(astrologerApplications.id))
    .limit(1);
  const blocked = new Set(
    capacities.filter((c) => c.applove !== APPROVAL_STATUS.REJECTED).map((c) => c.type as CapacityType),
  );
  return {
    capacities: capacities.map((c) => ({
      type: c.type as CapacityType,
      typeLabel: CAPACITY_TYPE_LABELS[c.type as CapacityType],
      applove: c.applove as ApprovalStatus,
      approveLabel: APPROVAL_STATUS_LABELS[c.applove as ApprovalStatus],
    })),
    latestApplication: latest ? toApplicationRecord(latest) : null,
    profile: await myProfile(deps, userId),
    applicable: APPLICABLE_CAPACITIES.filter((type) => !blocked.has(type)),
  };
}

const waiting = () => new AppError('OPERATION_FAILED', { message: M.applicationWaiting });

export async function submitApplication(
  deps: AppDeps,
  userId: number,
  form: ApplicationForm,
): Promise<ApplicationRecord> {
  const { db } = deps.database;
  const { fields } = form;
  const current = await capacitiesOf(deps, userId);
  if (current.some((c) => c.applove === APPROVAL_STATUS.WAITING)) throw waiting();
  const approved = new Set(current.filter((c) => c.applove === APPROVAL_STATUS.APPROVED).map((c) => c.type));
  if (fields.capacities.some((type) => approved.has(type)))
    throw new AppError('VALIDATION', {
      httpStatus: 422,
      message: M.capacityAlreadyApproved,
      fields: [{ field: 'capacities', message: M.capacityAlreadyApproved }],
    });
  // An astrologer who already has a profile photo may upgrade without sending it again.
  const [profile] = await db
    .select({ photoUrl: astrologerProfiles.photoUrl })
    .from(astrologerProfiles)
    .where(eq(astrologerProfiles.userId, userId));
  const photo = form.photo || !profile?.photoUrl ? checkPhoto(form.photo) : undefined;
  const certificates = checkCertificates(form.certificates);
  await assertClean(deps, [fields.real_name, fields.experience]);

  const stored: string[] = [];
  const put = async (key: string, file: CheckedFile) => {
    const saved = await deps.storage.put(key, file.body, file.contentType);
    stored.push(saved.key);
    return saved;
  };
  try {
    const photoKey = photo
      ? (await put(`astrologers/${userId}/${randomUUID()}.${photo.ext}`, photo)).key
      : null;
    const certificateRefs: { key: string; contentType: string }[] = [];
    for (const file of certificates) {
      // Private: the key is random and the public file route refuses the private/ prefix.
      const saved = await put(`private/astrologer-applications/${randomUUID()}.${file.ext}`, file);
      certificateRefs.push({ key: saved.key, contentType: file.contentType });
    }
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(astrologerApplications)
        .values({
          applicationNo: newAstrologerId('a'),
          userId,
          capacities: fields.capacities,
          realName: fields.real_name,
          experience: fields.experience,
          specialities: fields.specialities,
          photoKey,
          certificates: certificateRefs,
        })
        .returning();
      for (const type of fields.capacities) {
        await tx
          .insert(astrologerCapacities)
          .values({ userId, type, applove: APPROVAL_STATUS.WAITING })
          .onConflictDoUpdate({
            target: [astrologerCapacities.userId, astrologerCapacities.type],
            set: { applove: APPROVAL_STATUS.WAITING },
            setWhere: ne(astrologerCapacities.applove, APPROVAL_STATUS.APPROVED),
          });
      }
      return inserted!;
    });
    return toApplicationRecord(row);
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key)));
    // Two submissions at once: the one-waiting-application index lets only one through.
    if (
      (error as { code?: string }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    )
      throw waiting();
    throw error;
  }
}

/** Used by review: the capacities an application asked for move together. */
export const capacityTypesSql = (row: ApplicationRow) =>
  sql`${astrologerCapacities.type} in (${sql.join(row.capacities, sql`, `)})`;
