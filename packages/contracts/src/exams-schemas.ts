import { z } from 'zod';
import { intParam, numeric } from './field-schemas.ts';
import { pageQuerySchema } from './envelope.ts';
import { aspectRecordSchema, houseRecordSchema, pointRecordSchema } from './charts-records.ts';
import {
  CERTIFICATE_NUMBER_RE,
  EXAM_QUESTION_KINDS,
  ISAR_LEVELS,
  ISAR_TRACKS,
  normaliseEcardCode,
} from './exams.ts';

// The exam, certificate, e-card and ISAR schemas (server validation, web types).

const int = z.number().int();

export const examSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/, { message: '考试不存在' }),
});
export const attemptParamsSchema = z.object({
  attemptId: z.string().regex(/^[a-z0-9]{16}$/, { message: '答卷不存在' }),
});
export const certificateParamsSchema = z.object({
  number: z.string().regex(CERTIFICATE_NUMBER_RE, { message: '证书编号格式不正确' }),
});
/** The public check takes any text (an unknown number is an answer, not an error). */
export const certificateVerifyParamsSchema = z.object({
  number: z.string().trim().min(1).max(40, { message: '证书编号格式不正确' }),
});

const choicesSchema = z
  .array(int.min(0, { message: '答案选项不正确' }).max(9, { message: '答案选项不正确' }), {
    message: '请选择答案',
  })
  .max(10, { message: '答案选项不正确' });

export const saveAnswerBodySchema = z.object({
  question_id: int.positive({ message: '题目不存在' }),
  choices: choicesSchema,
});
export const submitAttemptBodySchema = z.object({
  /** Final answers not yet saved (question id → option indexes); the saved ones count too. */
  answers: z.record(z.string().regex(/^\d{1,9}$/, { message: '题目不存在' }), choicesSchema).optional(),
});

export const examSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  certificateTitle: z.string(),
  durationMinutes: int,
  passScore: int,
  questionCount: int,
  /**
   * Set when sitting it requires a product: the product to buy. `courseId` names the course (its id on
   * /course/detail/<id>) when the product is a course, which is bought by enrolling there.
   */
  requiredProduct: z.object({ id: int, title: z.string(), courseId: z.string().nullable() }).nullable(),
});
export type ExamSummary = z.output<typeof examSummarySchema>;

export const examDetailSchema = examSummarySchema.extend({
  /** For a signed-in member: may they start, their open attempt, their certificate. */
  locked: z.boolean(),
  openAttemptId: z.string().nullable(),
  /** An open attempt of another exam (one attempt at a time). */
  otherOpenAttempt: z.object({ id: z.string(), examTitle: z.string() }).nullable(),
  certificateNumber: z.string().nullable(),
  attempts: int,
  bestScore: int.nullable(),
});
export type ExamDetail = z.output<typeof examDetailSchema>;

const chartWheelSchema = z.object({
  label: z.string(),
  birthLine: z.string(),
  inner: z.object({
    points: z.array(pointRecordSchema),
    houses: z.array(houseRecordSchema).nullable(),
    angles: z.object({ asc: z.number(), mc: z.number(), dsc: z.number(), ic: z.number() }).nullable(),
  }),
  aspects: z.array(aspectRecordSchema),
});

export const attemptQuestionSchema = z.object({
  id: int,
  kind: z.enum(EXAM_QUESTION_KINDS),
  stem: z.string(),
  options: z.array(z.string()),
  chart: chartWheelSchema.nullable(),
  chosen: z.array(int),
  /** The right options and the explanation: once the attempt passed (a failed one shows `correct` only). */
  answer: z.array(int).nullable(),
  correct: z.boolean().nullable(),
  explanation: z.string().nullable(),
});
export type AttemptQuestion = z.output<typeof attemptQuestionSchema>;

export const attemptSummarySchema = z.object({
  id: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  status: z.enum(['open', 'graded']),
  startedAt: z.string(),
  deadline: z.string(),
  gradedAt: z.string().nullable(),
  endedBy: z.enum(['submitted', 'timeout']).nullable(),
  questionCount: int,
  correctCount: int.nullable(),
  score: int.nullable(),
  passScore: int,
  passed: z.boolean().nullable(),
  certificateNumber: z.string().nullable(),
});
export type AttemptSummary = z.output<typeof attemptSummarySchema>;

export const attemptDetailSchema = attemptSummarySchema.extend({
  /** Seconds left by the server's clock (0 once the time is up). */
  remainingSeconds: int,
  durationMinutes: int,
  questions: z.array(attemptQuestionSchema),
});
export type AttemptDetail = z.output<typeof attemptDetailSchema>;

export const savedAnswerSchema = z.object({
  questionId: int,
  answered: int,
  remainingSeconds: int,
});
export type SavedAnswer = z.output<typeof savedAnswerSchema>;

export const certificateRecordSchema = z.object({
  number: z.string(),
  title: z.string(),
  examTitle: z.string(),
  holderName: z.string(),
  score: int,
  issuedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  verifyPath: z.string(),
});
export type CertificateRecord = z.output<typeof certificateRecordSchema>;

export const certificateCheckSchema = z.object({
  status: z.enum(['valid', 'revoked', 'unknown']),
  number: z.string(),
  maskedName: z.string().nullable(),
  title: z.string().nullable(),
  score: int.nullable(),
  issuedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type CertificateCheck = z.output<typeof certificateCheckSchema>;

export const adminCertificatesQuerySchema = z.object({
  current: intParam(1, Number.MAX_SAFE_INTEGER).default(1),
  size: intParam(1, 100).default(20),
  keyword: z.string().trim().max(40).optional(),
});
export const adminCertificateSchema = certificateRecordSchema.extend({
  userId: z.string(),
  revokeReason: z.string().nullable(),
});
export type AdminCertificate = z.output<typeof adminCertificateSchema>;
export const revokeCertificateBodySchema = z.object({
  reason: z
    .string({ message: '请填写撤销原因' })
    .trim()
    .min(2, { message: '撤销原因至少 2 个字' })
    .max(200, { message: '撤销原因最多 200 个字' }),
});

// ---- e-cards ----

export const redeemBodySchema = z.object({
  code: z
    .string({ message: '请输入兑换码' })
    .transform(normaliseEcardCode)
    .pipe(z.string().regex(/^[2-9A-HJ-NP-Z]{16}$/, { message: '兑换码应为16位字母和数字' })),
});

export const ecardRecordSchema = z.object({
  code: z.string(),
  title: z.string(),
  grantText: z.string(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['unused', 'redeemed', 'void']),
  redeemedAt: z.string().nullable(),
  redeemedBySelf: z.boolean(),
});
export type EcardRecord = z.output<typeof ecardRecordSchema>;

export const redeemResultSchema = z.object({
  title: z.string(),
  grantText: z.string(),
  /** ISAR cards: the membership's new end time. */
  membershipEndTime: z.string().nullable(),
  walletBalanceFen: int.nullable(),
});
export type RedeemResult = z.output<typeof redeemResultSchema>;

const saleProductSchema = z.object({
  id: int,
  title: z.string(),
  summary: z.string(),
  priceFen: int,
  listPriceFen: int,
  grantText: z.string(),
});
export type SaleProduct = z.output<typeof saleProductSchema>;

export const ecardCatalogueSchema = z.object({ products: z.array(saleProductSchema) });

// ---- ISAR ----

export const isarOverviewSchema = z.object({
  membershipCards: z.array(saleProductSchema),
  certificationProduct: saleProductSchema.nullable(),
  certificationExam: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type IsarOverview = z.output<typeof isarOverviewSchema>;

export const isarMembershipSchema = z.object({
  member: z.boolean(),
  enable: z.boolean(),
  endTime: z.string().nullable(),
  history: z.array(z.object({ title: z.string(), grantText: z.string(), at: z.string() })),
});
export type IsarMembership = z.output<typeof isarMembershipSchema>;

export const isarApplicationBodySchema = z.object({
  track: z.enum(ISAR_TRACKS, { message: '请选择申请类别' }),
  real_name: z
    .string({ message: '请填写真实姓名' })
    .trim()
    .min(2, { message: '真实姓名至少 2 个字' })
    .max(30, { message: '真实姓名最多 30 个字' }),
  english_name: z
    .string({ message: '请填写英文名或拼音' })
    .trim()
    .min(2, { message: '英文名至少 2 个字母' })
    .max(60, { message: '英文名最多 60 个字母' })
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, { message: '英文名只能包含字母、空格和连字符' }),
  email: z.email({ message: '邮箱格式不正确' }).max(120, { message: '邮箱过长' }),
  level: z.enum(ISAR_LEVELS, { message: '请选择占星学习程度' }),
  experience: z.string().trim().max(1000, { message: '学习经历最多 1000 字' }).default(''),
});
export type IsarApplicationBody = z.input<typeof isarApplicationBodySchema>;

export const isarApplicationSchema = z.object({
  id: int,
  track: z.enum(ISAR_TRACKS),
  realName: z.string(),
  englishName: z.string(),
  email: z.string(),
  level: z.enum(ISAR_LEVELS),
  status: z.enum(['submitted', 'accepted', 'declined']),
  createdAt: z.string(),
  /** The reviewer's words (always given when declined) and when the review was made. */
  reviewReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type IsarApplication = z.output<typeof isarApplicationSchema>;

export const adminIsarApplicationSchema = isarApplicationSchema.extend({
  experience: z.string(),
  userName: z.string(),
  userId: int,
});
export type AdminIsarApplication = z.output<typeof adminIsarApplicationSchema>;

export const adminIsarQuerySchema = pageQuerySchema.extend({
  status: z.enum(['submitted', 'accepted', 'declined'], { message: '没有这个状态' }).default('submitted'),
});
export const isarApplicationParamsSchema = z.object({
  id: intParam(1, Number.MAX_SAFE_INTEGER, '申请不存在'),
});
export const isarReviewBodySchema = z
  .object({
    decision: z.enum(['accept', 'decline'], { message: '请选择通过或不通过' }),
    reason: z.string().trim().max(300, { message: '审核意见最多 300 个字' }).default(''),
  })
  .refine((body) => body.decision === 'accept' || body.reason.length >= 2, {
    message: '不通过时请写明原因（至少 2 个字）',
    path: ['reason'],
  });

// ---- question banks and exam settings (console: editors, admins) ----

export const examQuestionParamsSchema = examSlugParamsSchema.extend({
  questionId: intParam(1, Number.MAX_SAFE_INTEGER, '题目不存在'),
});

export const examSettingsBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(2, { message: '考试名称至少 2 个字' })
    .max(60, { message: '考试名称最多 60 个字' }),
  summary: z.string().trim().max(300, { message: '考试说明最多 300 个字' }).default(''),
  certificate_title: z
    .string()
    .trim()
    .min(2, { message: '证书上的课程名至少 2 个字' })
    .max(40, { message: '证书上的课程名最多 40 个字' }),
  duration_minutes: numeric(
    z
      .number({ message: '考试时长须为整数分钟' })
      .int({ message: '考试时长须为整数分钟' })
      .min(1, { message: '考试时长至少 1 分钟' })
      .max(600, { message: '考试时长不能超过 600 分钟' }),
  ),
  pass_score: numeric(
    z
      .number({ message: '及格分须为 1–100 的整数' })
      .int({ message: '及格分须为 1–100 的整数' })
      .min(1, { message: '及格分须为 1–100 的整数' })
      .max(100, { message: '及格分须为 1–100 的整数' }),
  ),
  draw_count: numeric(
    z
      .number({ message: '抽题数须为整数' })
      .int({ message: '抽题数须为整数' })
      .min(1, { message: '抽题数至少 1 道' })
      .max(500, { message: '抽题数不能超过 500 道' }),
  )
    .nullable()
    .default(null),
  required_product_id: numeric(
    z
      .number({ message: '关联商品无效' })
      .int({ message: '关联商品无效' })
      .positive({ message: '关联商品无效' }),
  )
    .nullable()
    .default(null),
  status: z.enum(['on', 'off'], { message: '请选择开放或关闭' }).default('on'),
});

const chartSourceBodySchema = z.object({
  label: z.string().trim().min(1, { message: '请填写星盘名称' }).max(30, { message: '星盘名称最多 30 个字' }),
  date: z.iso.date({ error: '出生日期格式应为 YYYY-MM-DD' }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: '出生时间格式应为 HH:MM' }),
  time_zone: z.string().trim().min(1, { message: '请填写时区' }).max(40),
  latitude: numeric(
    z
      .number({ message: '纬度须为数字' })
      .min(-90, { message: '纬度在 -90 到 90 之间' })
      .max(90, { message: '纬度在 -90 到 90 之间' }),
  ),
  longitude: numeric(
    z
      .number({ message: '经度须为数字' })
      .min(-180, { message: '经度在 -180 到 180 之间' })
      .max(180, { message: '经度在 -180 到 180 之间' }),
  ),
  place_name: z
    .string()
    .trim()
    .min(1, { message: '请填写出生地点' })
    .max(40, { message: '出生地点最多 40 个字' }),
});

export const examQuestionBodySchema = z
  .object({
    kind: z.enum(EXAM_QUESTION_KINDS, { message: '请选择题型' }),
    stem: z.string().trim().min(5, { message: '题干至少 5 个字' }).max(300, { message: '题干最多 300 个字' }),
    options: z
      .array(
        z.string().trim().min(1, { message: '选项不能为空' }).max(60, { message: '每个选项最多 60 个字' }),
      )
      .min(2, { message: '至少 2 个选项' })
      .max(6, { message: '最多 6 个选项' }),
    answer: z
      .array(numeric(z.number({ message: '请选出正确答案' }).int().min(0)))
      .min(1, { message: '请选出正确答案' }),
    explanation: z.string().trim().max(500, { message: '解析最多 500 个字' }).default(''),
    chart: chartSourceBodySchema.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const answer = [...new Set(body.answer)];
    if (answer.some((index) => index >= body.options.length))
      ctx.addIssue({ code: 'custom', path: ['answer'], message: '正确答案须是已有的选项' });
    if (body.kind === 'multiple' && answer.length < 2)
      ctx.addIssue({ code: 'custom', path: ['answer'], message: '多选题至少有 2 个正确答案' });
    if (body.kind !== 'multiple' && answer.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['answer'], message: '单选题和读盘题只有 1 个正确答案' });
    if (body.kind === 'chart' && !body.chart)
      ctx.addIssue({ code: 'custom', path: ['chart'], message: '读盘题须填写星盘的出生资料' });
    if (new Set(body.options).size !== body.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: '选项不能重复' });
  });

export const adminExamSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  certificateTitle: z.string(),
  durationMinutes: int,
  passScore: int,
  drawCount: int.nullable(),
  requiredProduct: z.object({ id: int, title: z.string() }).nullable(),
  status: z.enum(['on', 'off']),
  bankSize: int,
});
export type AdminExam = z.output<typeof adminExamSchema>;

export const adminExamQuestionSchema = z.object({
  id: int,
  kind: z.enum(EXAM_QUESTION_KINDS),
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(int),
  explanation: z.string(),
  chart: z
    .object({
      label: z.string(),
      date: z.string(),
      time: z.string(),
      timeZone: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      placeName: z.string(),
    })
    .nullable(),
});
export type AdminExamQuestion = z.output<typeof adminExamQuestionSchema>;

export const adminExamDetailSchema = adminExamSchema.extend({
  questions: z.array(adminExamQuestionSchema),
  /** Products an exam may require: the courses and the certification sign-ups. */
  productChoices: z.array(z.object({ id: int, title: z.string(), type: z.string() })),
});
export type AdminExamDetail = z.output<typeof adminExamDetailSchema>;
