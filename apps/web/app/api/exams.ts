import type { PageData } from '@xingtu/contracts/envelope';
import { examsApi } from '@xingtu/contracts/exams-api';
import type {
  AttemptDetail,
  AttemptSummary,
  CertificateCheck,
  CertificateRecord,
  EcardRecord,
  ExamDetail,
  ExamSummary,
  IsarApplication,
  IsarApplicationBody,
  IsarMembership,
  IsarOverview,
  RedeemResult,
  SaleProduct,
  SavedAnswer,
} from '@xingtu/contracts/exams-schemas';
import { client, page, records } from './lazy-client.ts';

// Exams, certificates, e-cards and ISAR (server: modules/exams; endpoints: contracts/exams-api.ts).

const api = examsApi;
const fresh = { cache: false, forceAuth: true } as const;
/** The page shows the refusal itself (time up, code used …). */
const quiet = { ...fresh, silent: true } as const;

export async function fetchExams(): Promise<ExamSummary[]> {
  return records(await (await client()).call(api.listExams, {}, { cache: false }));
}
export async function fetchExam(slug: string): Promise<ExamDetail> {
  return records(await (await client()).call(api.getExam, { params: { slug } }, fresh));
}
export async function startExam(slug: string): Promise<AttemptDetail> {
  return records(await (await client()).call(api.startAttempt, { params: { slug } }, quiet));
}
export async function fetchAttempts(current = 1, size = 10): Promise<PageData<AttemptSummary>> {
  return page(await (await client()).call(api.listAttempts, { query: { current, size } }, fresh));
}
export async function fetchAttempt(attemptId: string): Promise<AttemptDetail> {
  return records(await (await client()).call(api.getAttempt, { params: { attemptId } }, fresh));
}
export async function saveExamAnswer(
  attemptId: string,
  questionId: number,
  choices: number[],
): Promise<SavedAnswer> {
  return records(
    await (
      await client()
    ).call(api.saveAnswer, { params: { attemptId }, body: { questionId, choices } }, quiet),
  );
}
export async function submitExam(
  attemptId: string,
  answers: Record<string, number[]>,
): Promise<AttemptSummary> {
  return records(
    await (await client()).call(api.submitAttempt, { params: { attemptId }, body: { answers } }, quiet),
  );
}

export async function fetchCertificates(): Promise<CertificateRecord[]> {
  return records(await (await client()).call(api.listCertificates, {}, fresh));
}
export async function verifyCertificate(number: string): Promise<CertificateCheck> {
  return records(
    await (await client()).call(api.verifyCertificate, { params: { number } }, { cache: false }),
  );
}

/** Saves the certificate PDF (the token goes in the header, so this is a fetch, not a link). */
export async function downloadCertificate(number: string): Promise<boolean> {
  const { browserStore } = await import('./storage.ts');
  const { authorizationHeader, readAuth } = await import('./token.ts');
  const auth = readAuth(browserStore('local'));
  const response = await fetch(`/api/certificates/${encodeURIComponent(number)}/pdf`, {
    headers: auth ? { authorization: authorizationHeader(auth) } : {},
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('pdf')) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `星图证书-${number}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

export async function fetchEcardProducts(): Promise<SaleProduct[]> {
  return records(await (await client()).call(api.ecardCatalogue, {}, { cache: false })).products;
}
export async function fetchMyEcards(): Promise<EcardRecord[]> {
  return records(await (await client()).call(api.myEcards, {}, fresh));
}
export async function redeemEcard(code: string): Promise<RedeemResult> {
  return records(await (await client()).call(api.redeemEcard, { body: { code } }, quiet));
}

export async function fetchIsarOverview(): Promise<IsarOverview> {
  return records(await (await client()).call(api.isarOverview, {}, { cache: false }));
}
export async function fetchIsarMembership(): Promise<IsarMembership> {
  return records(await (await client()).call(api.isarMembership, {}, fresh));
}
export async function applyIsar(body: {
  track: IsarApplicationBody['track'];
  realName: string;
  englishName: string;
  email: string;
  level: IsarApplicationBody['level'];
  experience: string;
}): Promise<IsarApplication> {
  return records(await (await client()).call(api.isarApply, { body }, quiet));
}
export async function fetchIsarApplications(): Promise<IsarApplication[]> {
  return records(await (await client()).call(api.isarApplications, {}, fresh));
}
