import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ASTROLOGER_MESSAGES as M, type AdminApplicationRecord } from '@xingtu/contracts/astrologers';
import { APPROVAL_STATUS, type ApprovalStatus } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { astrologerApplications, astrologerProfiles } from '../../db/schema/astrologers.ts';
import { astrologerCapacities, users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../errors.ts';
import { capacityTypesSql, toApplicationRecord, type ApplicationRow } from './applications.ts';
import { newAstrologerId } from './astrologer-ids.ts';

// Operators decide applications (issue 16 §1). Approval writes astrologer_capacities (so the user
// record's astrologersCapacitys shows 02), keeps the material as the private astrologersCapital,
// and opens the public profile on the first approval.

function toAdminRecord(deps: AppDeps, row: ApplicationRow): AdminApplicationRecord {
  return {
    ...toApplicationRecord(row),
    userId: String(row.userId),
    realName: row.realName,
    experience: row.experience,
    photoUrl: row.photoKey ? deps.storage.urlFor(row.photoKey) : null,
    certificates: row.certificates.map((file, index) => ({ index, contentType: file.contentType })),
  };
}

export async function adminListApplications(
  deps: AppDeps,
  query: { status?: ApprovalStatus | undefined; current: number; size: number },
): Promise<PageData<AdminApplicationRecord>> {
  const { db } = deps.database;
  const where = query.status ? eq(astrologerApplications.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(astrologerApplications)
      .where(where)
      .orderBy(desc(astrologerApplications.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(astrologerApplications).where(where),
  ]);
  return {
    records: rows.map((row) => toAdminRecord(deps, row)),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

async function findApplication(deps: AppDeps, applicationNo: string, tx?: Tx): Promise<ApplicationRow> {
  const query = (tx ?? deps.database.db)
    .select()
    .from(astrologerApplications)
    .where(eq(astrologerApplications.applicationNo, applicationNo));
  const [row] = tx ? await query.for('update') : await query;
  if (!row) throw notFound(M.applicationNotFound);
  return row;
}

export async function adminGetApplication(
  deps: AppDeps,
  applicationNo: string,
): Promise<AdminApplicationRecord> {
  return toAdminRecord(deps, await findApplication(deps, applicationNo));
}

export async function adminCertificate(deps: AppDeps, applicationNo: string, index: number) {
  const row = await findApplication(deps, applicationNo);
  const ref = row.certificates[index];
  const file = ref ? await deps.storage.get(ref.key) : null;
  if (!file) throw notFound('文件不存在');
  return { body: file.body, contentType: ref!.contentType, fileName: `${applicationNo}-${index + 1}` };
}

async function decide(
  deps: AppDeps,
  applicationNo: string,
  work: (tx: Tx, row: ApplicationRow) => Promise<void>,
): Promise<AdminApplicationRecord> {
  const row = await deps.database.db.transaction(async (tx) => {
    const found = await findApplication(deps, applicationNo, tx);
    if (found.status !== APPROVAL_STATUS.WAITING)
      throw new AppError('OPERATION_FAILED', { message: M.applicationDecided });
    await work(tx, found);
    const [updated] = await tx
      .select()
      .from(astrologerApplications)
      .where(eq(astrologerApplications.id, found.id));
    return updated!;
  });
  return toAdminRecord(deps, row);
}

export function approveApplication(
  deps: AppDeps,
  operatorId: number,
  applicationNo: string,
): Promise<AdminApplicationRecord> {
  const now = deps.now();
  return decide(deps, applicationNo, async (tx, row) => {
    await tx
      .update(astrologerApplications)
      .set({ status: APPROVAL_STATUS.APPROVED, decidedBy: operatorId, decidedAt: now })
      .where(eq(astrologerApplications.id, row.id));
    await tx
      .update(astrologerCapacities)
      .set({
        applove: APPROVAL_STATUS.APPROVED,
        // astrologersCapital: the approved material, private to the server (SPEC §3).
        capital: {
          applicationNo: row.applicationNo,
          realName: row.realName,
          experience: row.experience,
          certificates: row.certificates,
          approvedAt: now.toISOString(),
        },
      })
      .where(and(eq(astrologerCapacities.userId, row.userId), capacityTypesSql(row)));
    const [user] = await tx.select({ userName: users.userName }).from(users).where(eq(users.id, row.userId));
    // The first approval opens the profile under the member's user name (the real name stays private).
    await tx
      .insert(astrologerProfiles)
      .values({
        userId: row.userId,
        publicId: newAstrologerId(),
        displayName: (user?.userName ?? '占星师').slice(0, 20),
        photoUrl: row.photoKey ? deps.storage.urlFor(row.photoKey) : null,
        specialities: row.specialities,
        languages: ['普通话'],
        approvedAt: now,
      })
      .onConflictDoUpdate({
        target: astrologerProfiles.userId,
        set: row.photoKey
          ? { photoUrl: deps.storage.urlFor(row.photoKey), updatedAt: sql`now()` }
          : { updatedAt: sql`now()` },
      });
  });
}

export function rejectApplication(
  deps: AppDeps,
  operatorId: number,
  applicationNo: string,
  reason: string,
): Promise<AdminApplicationRecord> {
  return decide(deps, applicationNo, async (tx, row) => {
    await tx
      .update(astrologerApplications)
      .set({ status: APPROVAL_STATUS.REJECTED, reason, decidedBy: operatorId, decidedAt: deps.now() })
      .where(eq(astrologerApplications.id, row.id));
    await tx
      .update(astrologerCapacities)
      .set({ applove: APPROVAL_STATUS.REJECTED })
      .where(
        and(
          eq(astrologerCapacities.userId, row.userId),
          capacityTypesSql(row),
          eq(astrologerCapacities.applove, APPROVAL_STATUS.WAITING),
        ),
      );
  });
}
