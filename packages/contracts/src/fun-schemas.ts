import { z } from 'zod';
import { intParam } from './field-schemas.ts';
import './zod-locale.ts';
import { birthSchema, chartSourceSchema } from './charts-schemas.ts';
import { BIRTH_TIME_RELIABILITY } from './enums.ts';
import { BTF_EVENT_KINDS, BTF_MAX_EVENTS, BTF_MIN_EVENTS, THEME_SIGN_THEMES } from './fun.ts';

// Requests (snake_case in) and records (camelCase out) of the fun tests and tools (fun-api.ts).

/** Result ids are random (results cannot be walked): 12 lower-case letters and digits. */
export const funIdSchema = z.string().regex(/^[a-z0-9]{12}$/, { message: '记录编号不正确' });
export const funIdParamsSchema = z.object({ id: funIdSchema });

const SIGN_IDS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
const signSchema = z.enum(SIGN_IDS);

// ---- love test (/qcLove) ----

export const loveTestBodySchema = z.object({
  a: chartSourceSchema,
  b: chartSourceSchema,
});

export const LOVE_DIMENSION_IDS = ['attraction', 'emotion', 'communication', 'stability'] as const;

export const loveTestRecordSchema = z.object({
  id: z.string(),
  names: z.tuple([z.string(), z.string()]),
  birthLines: z.tuple([z.string(), z.string()]),
  /** 0–100 from the synastry aspects. */
  score: z.number().int(),
  /** 「心有灵犀」… */
  level: z.string(),
  summary: z.string(),
  dimensions: z.array(
    z.object({
      key: z.enum(LOVE_DIMENSION_IDS),
      name: z.string(),
      score: z.number().int(),
      text: z.string(),
    }),
  ),
  /** The aspects that made the score, strongest first. */
  aspects: z.array(
    z.object({
      title: z.string(),
      family: z.enum(['conjunction', 'harmonious', 'tense']),
      orbDeg: z.number(),
      text: z.string(),
    }),
  ),
  /** Sun, Moon and Venus signs of each. */
  signs: z.array(z.object({ point: z.string(), a: z.string(), b: z.string() })),
  createdAt: z.string(),
});

// ---- element test (/fourElement) ----

export const elementTestBodySchema = chartSourceSchema;

const ELEMENT_IDS = ['fire', 'earth', 'air', 'water'] as const;

export const elementTestRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthLine: z.string(),
  timeKnown: z.boolean(),
  /** Weighted points per element (Sun, Moon, Ascendant count 2, the other planets 1). */
  elements: z.array(
    z.object({
      key: z.enum(ELEMENT_IDS),
      name: z.string(),
      score: z.number(),
      percent: z.number().int(),
      points: z.array(z.string()),
    }),
  ),
  modalities: z.array(z.object({ key: z.string(), name: z.string(), score: z.number() })),
  leading: z.enum(ELEMENT_IDS),
  lacking: z.enum(ELEMENT_IDS).nullable(),
  /** 「火风偏旺」 */
  pattern: z.string(),
  readings: z.array(z.object({ heading: z.string(), factor: z.string(), text: z.string() })),
  createdAt: z.string(),
});

// ---- themed sign test (/funny/themeSign) ----

const themeIds = Object.keys(THEME_SIGN_THEMES) as [
  keyof typeof THEME_SIGN_THEMES,
  ...(keyof typeof THEME_SIGN_THEMES)[],
];

export const themeSignBodySchema = z
  .object({ theme: z.enum(themeIds, { error: '请选择一个测试主题' }) })
  .extend(chartSourceSchema.shape)
  .refine((b) => (b.contact_id === undefined) !== (b.birth === undefined), {
    message: '请填写出生资料或选择一个档案（二选一）',
    path: ['birth'],
  });

export const themeSignRoundParamsSchema = z.object({
  id: funIdSchema,
  round: intParam(1, 2, '只有两轮'),
});
export const themeSignChoiceBodySchema = z.object({
  choice: z.enum(SIGN_IDS, { error: '请选择一个描述' }),
});

export const themeSignRecordSchema = z.object({
  id: z.string(),
  theme: z.enum(themeIds),
  themeName: z.string(),
  name: z.string(),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      point: z.string(),
      pointName: z.string(),
      /** What this round asks about, e.g. 「在感情里，你更像哪一种？」 */
      question: z.string(),
      /** Three descriptions without sign names, in zodiac order; one is the member's own. */
      options: z.array(z.object({ key: signSchema, text: z.string() })),
      choice: signSchema.nullable(),
      /** Revealed once the member chose. */
      actual: z
        .object({ key: signSchema, signName: z.string(), matched: z.boolean(), text: z.string() })
        .nullable(),
    }),
  ),
  /** The closing portrait, once both rounds are answered. */
  summary: z.string().nullable(),
  createdAt: z.string(),
});

// ---- NVC practice (/funny/nvc) ----

const nvcText = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}字`);

export const nvcGuideBodySchema = z.object({ birth: birthSchema });

export const nvcEntryBodySchema = z.object({
  observation: nvcText('观察', 300),
  feeling: nvcText('感受', 100),
  need: nvcText('需要', 100),
  request: nvcText('请求', 300),
  /** The member's own birth, for the Moon and Mercury signs the tips come from (optional). */
  birth: birthSchema.optional(),
});

export const nvcListQuerySchema = z.object({
  current: intParam(1, Number.MAX_SAFE_INTEGER).default(1),
  size: intParam(1, 50).default(10),
});

const signTipSchema = z.object({ sign: signSchema, signName: z.string(), text: z.string() });

export const nvcGuideRecordSchema = z.object({
  moon: signTipSchema,
  mercury: signTipSchema,
});

export const nvcEntryRecordSchema = z.object({
  id: z.string(),
  observation: z.string(),
  feeling: z.string(),
  need: z.string(),
  request: z.string(),
  /** The four parts as one sentence to say. */
  sentence: z.string(),
  guide: nvcGuideRecordSchema.nullable(),
  createdAt: z.string(),
});

// ---- developmental ages (/developmentAge) ----

export const developmentAgesBodySchema = chartSourceSchema;

export const developmentAgesRecordSchema = z.object({
  name: z.string(),
  birthLine: z.string(),
  ages: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      /** 「行运土星合本命土星」 */
      cycle: z.string(),
      /** Age at the first exact pass, years with one decimal. */
      age: z.number(),
      /** Exact passes as Beijing dates (YYYY-MM-DD), up to three with retrogradation. */
      exactDates: z.array(z.string()),
      status: z.enum(['past', 'now', 'future']),
      text: z.string(),
    }),
  ),
});

// ---- birth-time rectification (/btf) ----

const reliabilityValues = BIRTH_TIME_RELIABILITY.map((r) => r.value) as [string, ...string[]];

export const btfRunBodySchema = z.object({
  birth: birthSchema,
  reliability: z.enum(reliabilityValues, { error: '请选择出生时间的可靠程度' }),
  events: z
    .array(
      z.object({
        date: z
          .string({ error: '请填写事件日期' })
          .regex(/^\d{4}-\d{2}-\d{2}$/, '事件日期格式应为 YYYY-MM-DD'),
        kind: z.enum(BTF_EVENT_KINDS, { error: '请选择事件类型' }),
        note: z.string().trim().max(60, '事件说明不能超过60字').optional(),
      }),
    )
    .min(BTF_MIN_EVENTS, `请至少填写${BTF_MIN_EVENTS}件人生大事`)
    .max(BTF_MAX_EVENTS, `最多填写${BTF_MAX_EVENTS}件人生大事`),
});

export const btfRunRecordSchema = z.object({
  id: z.string(),
  birthLine: z.string(),
  /** The time the member gave ('HH:mm', noon when unknown). */
  givenTime: z.string(),
  reliability: z.string(),
  windowMinutes: z.number().int(),
  events: z.array(
    z.object({ date: z.string(), kind: z.enum(BTF_EVENT_KINDS), kindName: z.string(), note: z.string() }),
  ),
  candidates: z.array(
    z.object({
      /** Local clock time of the candidate ('HH:mm') and its date (the window may cross midnight). */
      time: z.string(),
      date: z.string(),
      offsetMinutes: z.number().int(),
      /** 0–100, the best candidate 100. */
      score: z.number().int(),
      ascSign: z.string(),
      mcSign: z.string(),
      reasons: z.array(z.string()),
    }),
  ),
  createdAt: z.string(),
});

export const btfCheckRecordSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.enum(['open', 'answered']),
  statusName: z.string(),
  runId: z.string().nullable(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});

export const btfCheckAdminRecordSchema = btfCheckRecordSchema.extend({
  userId: z.string(),
  run: btfRunRecordSchema.nullable(),
});

export const btfCheckAdminQuerySchema = z.object({
  status: z.enum(['open', 'answered']).optional(),
  current: intParam(1, Number.MAX_SAFE_INTEGER).default(1),
  size: intParam(1, 50).default(20),
});

export const btfCheckAnswerBodySchema = z.object({
  answer: z.string().trim().min(10, '校对结论至少10个字').max(3000, '校对结论不能超过3000字'),
});
