import { commentsApi } from '@xingtu/contracts/comments-api';
import { contentApi } from '@xingtu/contracts/content-api';
import type { ContentImageRecord, ContentStatus } from '@xingtu/contracts/content';
import { consultationsApi } from '@xingtu/contracts/consultations-api';
import { coursesApi } from '@xingtu/contracts/courses-api';
import type { AdminCourseEdit, HomeworkStatus, MediaSlot } from '@xingtu/contracts/courses';
import type { DataOf } from '@xingtu/contracts/endpoint';
import type { DiceQuestionStatus } from '@xingtu/contracts/dice';
import { diceApi } from '@xingtu/contracts/dice-api';
import { examsApi } from '@xingtu/contracts/exams-api';
import { ebooksApi } from '@xingtu/contracts/ebooks-api';
import type { ContentKind } from '@xingtu/contracts/enums';
import { funApi } from '@xingtu/contracts/fun-api';
import { searchApi } from '@xingtu/contracts/search-api';
import { signShareApi } from '@xingtu/contracts/sign-share-api';
import { tarotApi } from '@xingtu/contracts/tarot-api';
import { client, page, records } from './lazy-client.ts';

// The console's sections over the other areas' admin endpoints (content, comments, courses, e-books,
// search, birth-time checks). Loaded only with the console chunk. Never cached; refusals are shown
// beside the form that caused them (silent), not as a toast.

const fresh = { cache: false } as const;
const quiet = { cache: false, silent: true } as const;

// ---- 内容 ----

export interface ContentFilter {
  kind?: ContentKind;
  status?: ContentStatus;
  keyword?: string;
}

export async function fetchContentList(filter: ContentFilter, current: number) {
  const query = {
    current,
    size: 20,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  };
  return page(await (await client()).call(contentApi.adminListContent, { query }, fresh));
}

export async function fetchContentItem(id: number) {
  return records(await (await client()).call(contentApi.adminGetContent, { params: { id } }, fresh));
}

export interface ContentBody {
  kind: ContentKind;
  slug: string | null;
  title: string;
  summary: string;
  cover: string | null;
  bodyMarkdown: string;
  author: string;
  tags: string[];
  visibility: 1 | 2;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  sortOrder: number;
}

/** An image for a content body (multipart, so not through call()): its address and its Markdown. */
export async function uploadContentImage(file: File): Promise<ContentImageRecord> {
  const answer = await (
    await client()
  ).post<DataOf<typeof contentApi.adminUploadContentImage>>(
    contentApi.adminUploadContentImage.path,
    { file },
    { ...quiet, multipart: true },
  );
  return records(answer) as ContentImageRecord;
}

export async function saveContentItem(id: number | null, body: ContentBody) {
  const api = await client();
  if (id === null) return records(await api.call(contentApi.adminCreateContent, { body }, quiet));
  return records(await api.call(contentApi.adminUpdateContent, { params: { id }, body }, quiet));
}

export async function publishContentItem(
  id: number,
  action: 'publish' | 'schedule' | 'unpublish',
  publishAt?: string,
) {
  const body = { action, ...(publishAt ? { publishAt } : {}) };
  return records(
    await (await client()).call(contentApi.adminPublishContent, { params: { id }, body }, quiet),
  );
}

// ---- 评论 ----

export async function fetchModeration(status: 'reported' | 'hidden' | 'all', current: number) {
  return page(
    await (await client()).call(commentsApi.adminComments, { query: { status, current, size: 20 } }, fresh),
  );
}

export async function hideComment(commentId: string, reason: string) {
  return records(
    await (
      await client()
    ).call(commentsApi.adminHideComment, { params: { commentId }, body: { reason } }, quiet),
  );
}

export async function restoreComment(commentId: string) {
  return records(
    await (await client()).call(commentsApi.adminRestoreComment, { params: { commentId } }, quiet),
  );
}

// ---- 课程 ----

export async function fetchAdminCourses(current: number) {
  return page(await (await client()).call(coursesApi.adminCourses, { query: { current, size: 50 } }, fresh));
}

export async function fetchHomeworkQueue(status: HomeworkStatus, current: number) {
  return page(
    await (await client()).call(coursesApi.adminHomework, { query: { status, current, size: 20 } }, fresh),
  );
}

export async function gradeHomework(id: string, passed: boolean, score: number, comment: string) {
  return records(
    await (
      await client()
    ).call(coursesApi.adminGrade, { params: { id }, body: { passed, score, comment } }, quiet),
  );
}

// ---- 课程编辑 ----

export async function fetchCourseEdit(id: string) {
  return records(await (await client()).call(coursesApi.adminCourse, { params: { id } }, fresh));
}

export interface CourseForm {
  title: string;
  subtitle: string;
  category: AdminCourseEdit['category'];
  level: AdminCourseEdit['level'];
  summary: string;
  description: string;
  teacherName: string;
  teacherTitle: string;
  teacherBio: string;
  priceFen: number;
  listPriceFen: number;
  seats: number | null;
  saleStart: string | null;
  saleEnd: string | null;
  status: 'on' | 'off';
}

export async function createCourse(slug: string, body: CourseForm) {
  return records(
    await (await client()).call(coursesApi.adminCreateCourse, { body: { ...body, slug } }, quiet),
  );
}

/** `updatedAt` is the one the form read: someone else's newer save makes the server refuse (003510). */
export async function updateCourse(id: string, body: CourseForm, updatedAt: string) {
  return records(
    await (
      await client()
    ).call(coursesApi.adminUpdateCourse, { params: { id }, body: { ...body, updatedAt } }, quiet),
  );
}

export async function saveChapter(id: string, chapterId: number | null, title: string, position?: number) {
  const api = await client();
  const body = { title, ...(position ? { position } : {}) };
  if (chapterId === null)
    return records(await api.call(coursesApi.adminCreateChapter, { params: { id }, body }, quiet));
  return records(await api.call(coursesApi.adminUpdateChapter, { params: { id, chapterId }, body }, quiet));
}

export interface LessonForm {
  chapterId: number;
  title: string;
  kind: 'video' | 'audio' | 'text';
  minutes: number;
  position?: number;
  freePreview: boolean;
  required: boolean;
  body: string;
  homeworkPrompt: string | null;
}

export async function createLesson(id: string, slug: string, body: LessonForm) {
  return records(
    await (
      await client()
    ).call(coursesApi.adminCreateLesson, { params: { id }, body: { ...body, slug } }, quiet),
  );
}

export async function updateLesson(lessonId: string, body: LessonForm) {
  return records(
    await (await client()).call(coursesApi.adminUpdateLesson, { params: { lessonId }, body }, quiet),
  );
}

/** Multipart (a file), so not through call(): the declaration gives the path and the answer's type. */
export async function uploadLessonFile(lessonId: string, slot: MediaSlot, file: File) {
  const form = new FormData();
  form.append('file', file);
  const path = coursesApi.adminUploadMedia.path.replace(':lessonId', encodeURIComponent(lessonId));
  return records(
    await (
      await client()
    ).post<DataOf<typeof coursesApi.adminUploadMedia>>(`${path}?slot=${slot}`, form, quiet),
  );
}

export async function deleteLessonAttachment(lessonId: string, index: number) {
  return records(
    await (await client()).call(coursesApi.adminDeleteAttachment, { params: { lessonId, index } }, quiet),
  );
}

// ---- 电子书 ----

export async function fetchAdminEbooks() {
  return records(await (await client()).call(ebooksApi.adminList, {}, fresh));
}

/** Multipart (the EPUB and its fields); the field names travel in snake_case like every body. */
export async function uploadEbook(
  fields: { slug: string; title: string; author: string; summary: string; priceFen: number },
  file: File,
) {
  const form = new FormData();
  form.append('slug', fields.slug);
  form.append('title', fields.title);
  form.append('author', fields.author);
  form.append('summary', fields.summary);
  form.append('price_fen', String(fields.priceFen));
  form.append('file', file);
  return records(
    await (
      await client()
    ).post<DataOf<typeof ebooksApi.adminUpload>>(ebooksApi.adminUpload.path, form, quiet),
  );
}

export async function setEbookStatus(bookId: string, status: 'on' | 'off') {
  return records(
    await (await client()).call(ebooksApi.adminStatus, { params: { bookId }, body: { status } }, quiet),
  );
}

// ---- 搜索 ----

export async function fetchIndexStatus() {
  return records(await (await client()).call(searchApi.adminIndexStatus, {}, fresh));
}

export async function rebuildIndex() {
  return records(await (await client()).call(searchApi.adminReindex, {}, quiet));
}

export async function fetchPopularWords() {
  return records(await (await client()).call(searchApi.adminPopular, {}, fresh));
}

export async function hidePopularWord(keyword: string, hidden: boolean) {
  return records(await (await client()).call(searchApi.adminHideWord, { body: { keyword, hidden } }, quiet));
}

// ---- 生时校对 ----

export async function fetchBtfChecks(status: 'open' | 'answered', current: number) {
  return page(
    await (await client()).call(funApi.adminListBtfChecks, { query: { status, current, size: 20 } }, fresh),
  );
}

export async function answerBtfCheck(id: string, answer: string) {
  return records(
    await (await client()).call(funApi.adminAnswerBtfCheck, { params: { id }, body: { answer } }, quiet),
  );
}

// ---- 邀请 ----

export async function fetchInvitations(day: string, current: number) {
  return page(
    await (await client()).call(signShareApi.adminInvitations, { query: { day, current, size: 50 } }, fresh),
  );
}

// ---- 骰子问答 ----

export async function fetchDiceQuestions(status: DiceQuestionStatus | undefined, current: number) {
  const query = { current, size: 20, ...(status ? { status } : {}) };
  return page(await (await client()).call(diceApi.adminQuestions, { query }, fresh));
}

export async function releaseDiceQuestion(id: string) {
  return records(await (await client()).call(diceApi.adminRelease, { params: { id } }, quiet));
}

export async function refundDiceQuestion(id: string, reason: string) {
  return records(
    await (await client()).call(diceApi.adminRefund, { params: { id }, body: { reason } }, quiet),
  );
}

// ---- 塔罗 ----

export async function fetchTarotReadings(user: string, current: number) {
  return page(
    await (await client()).call(tarotApi.adminReadings, { query: { user, current, size: 20 } }, quiet),
  );
}

export async function fetchTarotAssists(day: string, current: number) {
  return page(
    await (await client()).call(tarotApi.adminAssists, { query: { day, current, size: 50 } }, fresh),
  );
}

// ---- 证书 ----

export async function fetchCertificates(keyword: string, current: number) {
  const query = { current, size: 20, ...(keyword ? { keyword } : {}) };
  return page(await (await client()).call(examsApi.adminCertificates, { query }, fresh));
}

export async function revokeCertificate(number: string, reason: string) {
  return records(
    await (
      await client()
    ).call(examsApi.adminRevokeCertificate, { params: { number }, body: { reason } }, quiet),
  );
}

// ---- 咨询预约 ----

export interface ConsultationFilter {
  state?: string;
  /** User ids and a Beijing day (YYYY-MM-DD), as typed. */
  astrologer?: string;
  member?: string;
  date?: string;
  orderNo?: string;
}

export async function fetchConsultations(filter: ConsultationFilter, current: number) {
  const query = {
    current,
    size: 20,
    ...(filter.state ? { state: filter.state } : {}),
    ...(filter.astrologer ? { astrologer: filter.astrologer } : {}),
    ...(filter.member ? { member: filter.member } : {}),
    ...(filter.date ? { date: filter.date } : {}),
    ...(filter.orderNo ? { orderNo: filter.orderNo } : {}),
  };
  return page(await (await client()).call(consultationsApi.adminBookings, { query }, fresh));
}

export async function fetchConsultation(id: string) {
  return records(await (await client()).call(consultationsApi.adminBooking, { params: { id } }, fresh));
}

/** The room's messages: each read is recorded in the audit trail. */
export async function fetchConsultationRoom(id: string) {
  return records(await (await client()).call(consultationsApi.adminRoomHistory, { params: { id } }, quiet));
}

// ---- ISAR 申请 ----

export async function fetchIsarQueue(status: 'submitted' | 'accepted' | 'declined', current: number) {
  return page(
    await (
      await client()
    ).call(examsApi.adminIsarApplications, { query: { status, current, size: 20 } }, fresh),
  );
}

export async function reviewIsar(id: number, decision: 'accept' | 'decline', reason: string) {
  return records(
    await (
      await client()
    ).call(examsApi.adminReviewIsar, { params: { id }, body: { decision, reason } }, quiet),
  );
}

// ---- 考试题库 ----

export async function fetchAdminExams() {
  return records(await (await client()).call(examsApi.adminExams, {}, fresh));
}

export async function fetchAdminExam(slug: string) {
  return records(await (await client()).call(examsApi.adminExam, { params: { slug } }, fresh));
}

export interface ExamSettingsForm {
  title: string;
  summary: string;
  certificateTitle: string;
  durationMinutes: number;
  passScore: number;
  drawCount: number | null;
  requiredProductId: number | null;
  status: 'on' | 'off';
}

export async function saveExamSettings(slug: string, body: ExamSettingsForm) {
  return records(await (await client()).call(examsApi.adminUpdateExam, { params: { slug }, body }, quiet));
}

export interface QuestionForm {
  kind: 'single' | 'multiple' | 'chart';
  stem: string;
  options: string[];
  answer: number[];
  explanation: string;
  chart: {
    label: string;
    date: string;
    time: string;
    timeZone: string;
    latitude: number;
    longitude: number;
    placeName: string;
  } | null;
}

export async function saveExamQuestion(slug: string, questionId: number | null, body: QuestionForm) {
  const api = await client();
  if (questionId === null)
    return records(await api.call(examsApi.adminCreateQuestion, { params: { slug }, body }, quiet));
  return records(await api.call(examsApi.adminUpdateQuestion, { params: { slug, questionId }, body }, quiet));
}
