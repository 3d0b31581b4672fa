import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { beijingClock } from '@xingtu/contracts/beijing-time';
import type { PageData } from '@xingtu/contracts/envelope';
import {
  CERTIFICATE_NUMBER_RE,
  ECARD_CODE_ALPHABET,
  certificateVerifyPath,
  maskName,
} from '@xingtu/contracts/exams';
import type { AdminCertificate, CertificateCheck, CertificateRecord } from '@xingtu/contracts/exams-schemas';
import { renderCertificatePdf } from '@xingtu/documents/certificate-pdf';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { certificates, examAttempts, exams } from '../../db/schema/exams.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../errors.ts';

// Certificates: issued in the grading transaction when an attempt passes (one per member and exam),
// listed and downloaded by their holder, checked by anyone through the number (the QR code on the
// PDF), revoked by an operator. The number is 100 random bits, so it cannot be guessed from another.

type CertificateRow = typeof certificates.$inferSelect;

export function newCertificateNumber(): string {
  let number = 'XT';
  for (const byte of randomBytes(20)) number += ECARD_CODE_ALPHABET[byte & 31]!;
  return number;
}

/** Issues the certificate of a passing attempt (once per member and exam); its number, or the earlier one's. */
export async function issueCertificate(
  _deps: AppDeps,
  tx: Tx,
  attempt: typeof examAttempts.$inferSelect,
  exam: typeof exams.$inferSelect,
  now: Date,
): Promise<string | null> {
  // One statement: the holder's name read from the user row as it is inserted.
  const inserted = await tx.execute(sql`
    insert into ${certificates} (number, user_id, exam_id, attempt_id, holder_name, title, score, issued_at)
    select ${newCertificateNumber()}, ${users.id}, ${exam.id}, ${attempt.id},
      coalesce(nullif(btrim(${users.name}), ''), ${users.userName}, '学员'),
      ${exam.certificateTitle}, ${attempt.score ?? 0}, ${now.toISOString()}::timestamptz
    from ${users} where ${users.id} = ${attempt.userId}
    on conflict (user_id, exam_id) do nothing
    returning number`);
  return (inserted as unknown as { rows: { number: string }[] }).rows[0]?.number ?? null;
}

function recordOf(row: CertificateRow, examTitle: string): CertificateRecord {
  return {
    number: row.number,
    title: row.title,
    examTitle,
    holderName: row.holderName,
    score: row.score,
    issuedAt: row.issuedAt.toISOString(),
    status: row.revokedAt ? 'revoked' : 'valid',
    revokedAt: row.revokedAt?.toISOString() ?? null,
    verifyPath: certificateVerifyPath(row.number),
  };
}

export async function listCertificates(deps: AppDeps, userId: number): Promise<CertificateRecord[]> {
  const rows = await deps.database.db
    .select({ cert: certificates, examTitle: exams.title })
    .from(certificates)
    .innerJoin(exams, eq(exams.id, certificates.examId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt));
  return rows.map((r) => recordOf(r.cert, r.examTitle));
}

function issuedOn(at: Date): string {
  const clock = beijingClock(at)!;
  return `${clock.year}年${clock.month}月${clock.day}日`;
}

/** The holder's PDF; a revoked certificate is not handed out again (003418). */
export async function certificatePdf(
  deps: AppDeps,
  userId: number,
  number: string,
  publicUrl: string,
): Promise<Uint8Array> {
  const [row] = await deps.database.db
    .select({ cert: certificates, examTitle: exams.title })
    .from(certificates)
    .innerJoin(exams, eq(exams.id, certificates.examId))
    .where(and(eq(certificates.number, number), eq(certificates.userId, userId)));
  if (!row) throw notFound('证书不存在');
  if (row.cert.revokedAt) throw new AppError('CERTIFICATE_REVOKED');
  return renderCertificatePdf({
    number: row.cert.number,
    holderName: row.cert.holderName,
    title: row.cert.title,
    examTitle: row.examTitle,
    score: row.cert.score,
    issuedOn: issuedOn(row.cert.issuedAt),
    verifyUrl: `${publicUrl}${certificateVerifyPath(row.cert.number)}`,
  });
}

export async function verifyCertificate(deps: AppDeps, raw: string): Promise<CertificateCheck> {
  const number = raw.trim().toUpperCase();
  const unknown: CertificateCheck = {
    status: 'unknown',
    number,
    maskedName: null,
    title: null,
    score: null,
    issuedAt: null,
    revokedAt: null,
  };
  if (!CERTIFICATE_NUMBER_RE.test(number)) return unknown;
  const [row] = await deps.database.db.select().from(certificates).where(eq(certificates.number, number));
  if (!row) return unknown;
  return {
    status: row.revokedAt ? 'revoked' : 'valid',
    number,
    maskedName: maskName(row.holderName),
    title: row.title,
    score: row.score,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

function adminOf(row: CertificateRow, examTitle: string): AdminCertificate {
  return { ...recordOf(row, examTitle), userId: String(row.userId), revokeReason: row.revokeReason };
}

export async function adminCertificates(
  deps: AppDeps,
  query: { current: number; size: number; keyword?: string | undefined },
): Promise<PageData<AdminCertificate>> {
  const { db } = deps.database;
  const keyword = query.keyword?.trim();
  let where: SQL | undefined;
  if (keyword) {
    where = /^\d+$/.test(keyword)
      ? or(eq(certificates.userId, Number(keyword)), eq(certificates.number, keyword))
      : eq(certificates.number, keyword.toUpperCase());
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({ cert: certificates, examTitle: exams.title })
      .from(certificates)
      .innerJoin(exams, eq(exams.id, certificates.examId))
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(certificates).where(where),
  ]);
  return {
    records: rows.map((r) => adminOf(r.cert, r.examTitle)),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

export async function revokeCertificate(
  deps: AppDeps,
  number: string,
  reason: string,
): Promise<AdminCertificate> {
  const { db } = deps.database;
  const [revoked] = await db
    .update(certificates)
    .set({ revokedAt: deps.now(), revokeReason: reason })
    .where(and(eq(certificates.number, number), isNull(certificates.revokedAt)))
    .returning();
  if (!revoked) {
    const [exists] = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.number, number));
    if (!exists) throw notFound('证书不存在');
    throw new AppError('CERTIFICATE_REVOKED');
  }
  const [exam] = await db.select({ title: exams.title }).from(exams).where(eq(exams.id, revoked.examId));
  return adminOf(revoked, exam?.title ?? '');
}
