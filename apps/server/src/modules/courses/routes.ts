import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOMEWORK_RULES, MEDIA_SLOT_RULES, type MediaSlot } from '@xingtu/contracts/courses';
import { coursesApi } from '@xingtu/contracts/courses-api';
import { coursesApiSchemas } from '@xingtu/contracts/courses-api-schemas';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { AppError, validationError } from '../../errors.ts';
import { requireOperator } from '../../permissions/index.ts';
import { onClosed, onPaid, onRefunded } from '../commerce/index.ts';
import { adminCourses } from './admin.ts';
import { openAttachment } from './attachments.ts';
import { adminCourseEdit, createCourse, saveChapter, saveLesson, updateCourse } from './editing.ts';
import { deleteAttachment, uploadLessonFile } from './uploads.ts';
import { ensureDemoMedia } from './demo-media.ts';
import { courseArt, courseDetail, listCourses } from './catalogue.ts';
import { activatePaid, closeUnpaidEnrolment, enrol, refundEnrolment } from './enrolment.ts';
import {
  allHomework,
  gradeHomework,
  markGradesSeen,
  myHomework,
  submitHomework,
  teachingHomework,
  uploadHomeworkImage,
} from './homework.ts';
import { learningView, lessonBySlug, lessonContent, myCourses, saveProgress } from './learning.ts';
import { mediaSigningKey, readMedia, verifyMedia, type CourseCtx } from './media.ts';

// HTTP only: the endpoints of contracts/courses-api.ts and commerce's handlers for type 02 (course).

async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw validationError('file', '请以表单方式上传图片');
  try {
    const file = await request.file({ limits: { fileSize: HOMEWORK_RULES.imageMaxBytes } });
    if (!file) throw validationError('file', '请选择图片');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('BAD_REQUEST', { httpStatus: 413, message: '图片不能超过5MB' });
    throw new AppError('BAD_REQUEST', { httpStatus: 400, message: '上传的表单格式有误，请重新选择图片' });
  }
}

/** The one file of a console upload, with the name it was sent under; 413 over the slot's limit. */
async function readUpload(
  request: FastifyRequest,
  slot: MediaSlot,
): Promise<{ body: Buffer; filename: string }> {
  const rule = MEDIA_SLOT_RULES[slot];
  if (!request.isMultipart()) throw validationError('file', '请以表单方式上传文件');
  try {
    const file = await request.file({ limits: { fileSize: rule.maxBytes } });
    if (!file) throw validationError('file', '请选择要上传的文件');
    const body = await file.toBuffer();
    if (body.length === 0) throw validationError('file', '上传的文件是空的');
    return { body, filename: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('BAD_REQUEST', {
        httpStatus: 413,
        message: `文件过大：${rule.label}不能超过 ${Math.round(rule.maxBytes / 1024 / 1024)}MB`,
      });
    throw new AppError('BAD_REQUEST', { httpStatus: 400, message: '上传的表单格式有误，请重新选择文件' });
  }
}

/** `bytes=a-b` of a Range header over a body of `size` bytes, or null (whole body). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const ctx: CourseCtx = { deps, mediaKey: mediaSigningKey(config.secrets.jwt) };
  onPaid(deps, PRODUCT_TYPE.COURSE, (item, { tx, now }) => activatePaid(item, tx, now));
  onRefunded(deps, PRODUCT_TYPE.COURSE, (item, { tx, now }) => refundEnrolment(item, tx, now));
  onClosed(deps, PRODUCT_TYPE.COURSE, (order, { tx, now }) => closeUnpaidEnrolment(order.orderId, tx, now));

  // The demo lessons' clip is made once into storage (the demo seed points video lessons at it).
  if (config.demoSeed) app.addHook('onReady', async () => ensureDemoMedia(deps.storage));

  const route = endpointRoutes(app, coursesApi, coursesApiSchemas);
  const viewer = (request: FastifyRequest) => request.auth?.userId ?? null;
  const operators = { guard: requireOperator('admin', 'editor', 'support') };

  route('list', {}, async (request) => okPage(await listCourses(deps, request.query)));
  route('detail', {}, async (request) => ok(await courseDetail(deps, request.params.id, viewer(request))));
  for (const which of ['cover', 'teacherAvatar'] as const)
    route(which, { hide: true }, async (request, reply) =>
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await courseArt(deps, request.params.id, which === 'cover' ? 'cover' : 'teacher')),
    );
  route('enrol', {}, async (request) =>
    ok(
      await enrol(deps, userIdOf(request), request.params.id, request.body, config.orderTimeoutMinutes),
      '报名信息已提交，请在订单有效期内完成支付',
    ),
  );
  route('mine', {}, async (request) => okPage(await myCourses(ctx, userIdOf(request), request.query)));
  route('learning', {}, async (request) => ok(await learningView(ctx, userIdOf(request), request.params.id)));
  route('lesson', {}, async (request) =>
    ok(await lessonContent(ctx, viewer(request), request.params.lessonId)),
  );
  route('saveProgress', {}, async (request) =>
    ok(await saveProgress(ctx, userIdOf(request), request.params.lessonId, request.body), '学习进度已保存'),
  );
  route('media', { hide: true, config: { rateLimit: false } }, async (request, reply) => {
    const key = verifyMedia(ctx, request.params['*'], request.query.exp, request.query.sig);
    const media = await readMedia(ctx, key, request.query.exp);
    reply
      .header('content-type', media.contentType)
      .header('cache-control', 'private, max-age=600')
      .header('x-content-type-options', 'nosniff');
    if (typeof media.body === 'string') return reply.send(media.body);
    // Progressive MP4 and audio: the native players seek with Range requests.
    reply.header('accept-ranges', 'bytes');
    const range = byteRange(request.headers.range, media.body.length);
    if (!range) return reply.send(media.body);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${media.body.length}`)
      .send(media.body.subarray(range.start, range.end + 1));
  });
  route('attachment', { hide: true }, async (request, reply) => {
    const { lesson, course } = await lessonBySlug(deps.database.db, request.params.lessonId);
    const file = await openAttachment(
      ctx,
      { slug: lesson.slug, courseSlug: course.slug, attachments: lesson.attachments },
      request.params.index,
      request.query.t,
    );
    return reply
      .header('content-type', file.attachment.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${file.attachment.name.endsWith('.zip') ? 'attachment.zip' : 'attachment.pdf'}"; filename*=UTF-8''${encodeURIComponent(file.attachment.name)}`,
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
  route('uploadHomeworkImage', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request) =>
    ok(await uploadHomeworkImage(ctx, userIdOf(request), await readImage(request)), '图片已上传'),
  );
  route('submitHomework', {}, async (request) =>
    ok(
      await submitHomework(ctx, userIdOf(request), request.params.lessonId, request.body),
      '作业已提交，讲师批改后会在“我的作业”中显示评语',
    ),
  );
  route('myHomework', {}, async (request) => okPage(await myHomework(ctx, userIdOf(request), request.query)));
  route('teachingHomework', {}, async (request) =>
    okPage(await teachingHomework(ctx, userIdOf(request), request.query)),
  );
  route('teacherGrade', {}, async (request) =>
    ok(await gradeHomework(ctx, userIdOf(request), true, request.params.id, request.body), '批改已保存'),
  );
  route('adminCourses', operators, async (request) => okPage(await adminCourses(deps, request.query)));
  route('adminHomework', operators, async (request) => okPage(await allHomework(ctx, request.query)));
  route('adminGrade', operators, async (request) =>
    ok(await gradeHomework(ctx, userIdOf(request), false, request.params.id, request.body), '批改已保存'),
  );
  route('seenHomework', {}, async (request) => ok(await markGradesSeen(ctx, userIdOf(request))));

  // Editing courses, chapters, lessons and their media: editors and admins.
  const editors = { guard: requireOperator('admin', 'editor') };
  route('adminCourse', editors, async (request) => ok(await adminCourseEdit(deps, request.params.id)));
  route('adminCreateCourse', editors, async (request) =>
    ok(await createCourse(deps, request.body), '课程已创建'),
  );
  route('adminUpdateCourse', editors, async (request) =>
    ok(await updateCourse(deps, request.params.id, request.body), '课程已保存'),
  );
  route('adminCreateChapter', editors, async (request) =>
    ok(await saveChapter(deps, request.params.id, null, request.body), '章节已添加'),
  );
  route('adminUpdateChapter', editors, async (request) =>
    ok(await saveChapter(deps, request.params.id, request.params.chapterId, request.body), '章节已保存'),
  );
  route('adminCreateLesson', editors, async (request) => {
    const { slug, ...body } = request.body;
    return ok(await saveLesson(deps, { courseSlug: request.params.id, create: slug }, body), '课时已添加');
  });
  route('adminUpdateLesson', editors, async (request) =>
    ok(await saveLesson(deps, { lessonSlug: request.params.lessonId }, request.body), '课时已保存'),
  );
  route(
    'adminUploadMedia',
    { ...editors, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const slot = request.query.slot;
      const file = await readUpload(request, slot);
      return ok(await uploadLessonFile(deps, request.params.lessonId, slot, file), '文件已上传');
    },
  );
  route('adminDeleteAttachment', editors, async (request) =>
    ok(await deleteAttachment(deps, request.params.lessonId, request.params.index), '附件已删除'),
  );
};
