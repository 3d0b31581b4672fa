import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import {
  EBOOK_ANNOTATION_KINDS,
  EBOOK_EXCERPT_MAX_CHARS,
  EBOOK_FONT_MAX_PERCENT,
  EBOOK_FONT_MIN_PERCENT,
  EBOOK_HIGHLIGHT_COLORS,
  EBOOK_ID_PATTERN,
  EBOOK_NOTE_MAX_CHARS,
  EBOOK_THEMES,
} from './ebooks.ts';

// The e-book area's request and record schemas (server validation, web types).

export const ebookIdSchema = z.string().regex(EBOOK_ID_PATTERN, { message: '电子书不存在' });
export const ebookParamsSchema = z.object({ bookId: ebookIdSchema });
export const ebookAnnotationParamsSchema = z.object({
  bookId: ebookIdSchema,
  annotationId: z.string().regex(/^[a-z0-9]{12}$/, { message: '书签或划线不存在' }),
});
export const ebookFileParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_.-]{20,300}$/, { message: '阅读链接无效' }),
});

/** An EPUB location (CFI): `epubcfi(/6/4!/4/2/1:0)`, or a range of two. */
const cfiSchema = z
  .string({ message: '阅读位置无效' })
  .max(600, { message: '阅读位置无效' })
  .regex(/^epubcfi\([^()]*\)$/, { message: '阅读位置无效' });

const chapterTitleSchema = z.string().trim().max(100, { message: '章节名最多 100 个字' });

export const ebookPositionBodySchema = z.object({
  cfi: cfiSchema,
  /** How far through the book, 0–1. */
  progress: z
    .number({ message: '阅读进度无效' })
    .min(0, { message: '阅读进度无效' })
    .max(1, { message: '阅读进度无效' }),
  chapter_title: chapterTitleSchema.default(''),
  font_size: z
    .number({ message: '字号无效' })
    .int({ message: '字号无效' })
    .min(EBOOK_FONT_MIN_PERCENT, { message: `字号最小 ${EBOOK_FONT_MIN_PERCENT}%` })
    .max(EBOOK_FONT_MAX_PERCENT, { message: `字号最大 ${EBOOK_FONT_MAX_PERCENT}%` }),
  theme: z.enum(EBOOK_THEMES, { message: '请选择阅读主题' }),
});
export type EbookPositionBody = z.input<typeof ebookPositionBodySchema>;

export const ebookAnnotationBodySchema = z.object({
  kind: z.enum(EBOOK_ANNOTATION_KINDS, { message: '请选择书签或划线' }),
  cfi: cfiSchema,
  excerpt: z
    .string()
    .trim()
    .max(EBOOK_EXCERPT_MAX_CHARS, { message: `摘录最多 ${EBOOK_EXCERPT_MAX_CHARS} 个字` })
    .default(''),
  note: z
    .string()
    .trim()
    .max(EBOOK_NOTE_MAX_CHARS, { message: `笔记最多 ${EBOOK_NOTE_MAX_CHARS} 个字` })
    .default(''),
  color: z.enum(EBOOK_HIGHLIGHT_COLORS, { message: '请选择划线颜色' }).default('yellow'),
  chapter_title: chapterTitleSchema.default(''),
});
export type EbookAnnotationBody = z.input<typeof ebookAnnotationBodySchema>;

export const ebookAnnotationUpdateSchema = z.object({
  note: z
    .string()
    .trim()
    .max(EBOOK_NOTE_MAX_CHARS, { message: `笔记最多 ${EBOOK_NOTE_MAX_CHARS} 个字` })
    .optional(),
  color: z.enum(EBOOK_HIGHLIGHT_COLORS, { message: '请选择划线颜色' }).optional(),
});

export const ebookAdminStatusBodySchema = z.object({
  status: z.enum(['on', 'off'], { message: '请选择上架或下架' }),
});

// ---- records ----

export const ebookSummarySchema = z.object({
  /** The book's public name (its slug). */
  bookId: z.string(),
  /** The commerce product that sells it: checkout, favourites and the detail page's address use it. */
  productId: z.number().int(),
  title: z.string(),
  author: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  priceFen: z.number().int(),
  listPriceFen: z.number().int(),
  chapterCount: z.number().int(),
  /** Characters of text (a Chinese book is counted in characters). */
  wordCount: z.number().int(),
  tags: z.array(z.string()),
});
export type EbookSummary = z.output<typeof ebookSummarySchema>;

export const ebookTocEntrySchema = z.object({
  title: z.string(),
  /** The free sample chapter, readable on the detail page without buying. */
  sample: z.boolean(),
});

export const ebookDetailSchema = ebookSummarySchema.extend({
  intro: z.array(z.string()),
  toc: z.array(ebookTocEntrySchema),
  sample: z.object({ title: z.string(), paragraphs: z.array(z.string()) }),
  /** Signed-in member holds it (false for visitors). */
  owned: z.boolean(),
  /** The member's progress 0–1, null when never opened (or not owned). */
  progress: z.number().nullable(),
});
export type EbookDetail = z.output<typeof ebookDetailSchema>;

export const ebookShelfItemSchema = ebookSummarySchema.extend({
  progress: z.number().nullable(),
  chapterTitle: z.string().nullable(),
  lastReadAt: z.string().nullable(),
});
export type EbookShelfItem = z.output<typeof ebookShelfItemSchema>;

export const ebookFileLinkSchema = z.object({
  /** The EPUB, valid until expiresAt for this member only. */
  url: z.string(),
  expiresAt: z.string(),
});
export type EbookFileLink = z.output<typeof ebookFileLinkSchema>;

export const ebookPositionSchema = z.object({
  cfi: z.string(),
  progress: z.number(),
  chapterTitle: z.string(),
  fontSize: z.number().int(),
  theme: z.enum(EBOOK_THEMES),
  updatedAt: z.string(),
});
export type EbookPosition = z.output<typeof ebookPositionSchema>;

export const ebookAnnotationSchema = z.object({
  id: z.string(),
  kind: z.enum(EBOOK_ANNOTATION_KINDS),
  cfi: z.string(),
  excerpt: z.string(),
  note: z.string(),
  color: z.enum(EBOOK_HIGHLIGHT_COLORS),
  chapterTitle: z.string(),
  createdAt: z.string(),
});
export type EbookAnnotation = z.output<typeof ebookAnnotationSchema>;

export const ebookAdminRowSchema = z.object({
  bookId: z.string(),
  productId: z.number().int().nullable(),
  title: z.string(),
  status: z.enum(['on', 'off']),
  chapterCount: z.number().int(),
  fileBytes: z.number().int(),
  /** Members who hold it now. */
  readers: z.number().int(),
  /** Members who opened it in the reader. */
  opened: z.number().int(),
  annotations: z.number().int(),
  updatedAt: z.string(),
});
export type EbookAdminRow = z.output<typeof ebookAdminRowSchema>;

/** The form fields sent with an uploaded EPUB (multipart; the file is checked by its bytes). */
export const ebookUploadFieldsSchema = z.object({
  slug: z.string().regex(EBOOK_ID_PATTERN, { message: '编号只能用 2–48 位小写字母、数字和连字符' }),
  title: z.string().trim().min(2, { message: '书名至少 2 个字' }).max(40, { message: '书名最多 40 个字' }),
  author: z.string().trim().min(1, { message: '请填写作者' }).max(30, { message: '作者最多 30 个字' }),
  summary: z
    .string()
    .trim()
    .min(10, { message: '简介至少 10 个字' })
    .max(300, { message: '简介最多 300 个字' }),
  price_fen: numeric(
    z
      .number({ message: '价格须为整数（分）' })
      .int({ message: '价格须为整数（分）' })
      .min(1, { message: '价格至少 1 分' })
      .max(100_000_00, { message: '价格不能超过 10 万元' }),
  ),
});
export type EbookUploadFields = z.output<typeof ebookUploadFieldsSchema>;
export const EBOOK_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
