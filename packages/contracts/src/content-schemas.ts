import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import './zod-locale.ts';
import { CONTENT_RULES, FAVOURITE_KINDS, type FavouriteKind } from './content.ts';
import { CONTENT_KINDS } from './enums.ts';
import { pageQuerySchema } from './envelope.ts';

// Requests (snake_case) and answers (camelCase records) of the content and favourite endpoints.

const kind = z.enum(CONTENT_KINDS, { error: '内容类型不正确' });
const iso = z.string();
const contentId = numeric(
  z
    .number({ error: '内容编号不正确' })
    .int('内容编号不正确')
    .min(1, '内容编号不正确')
    .max(2_147_483_647, '内容编号不正确'),
);

export const contentIdParamsSchema = z.object({ id: contentId });
export const contentSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{2,64}$/, '页面地址不正确'),
});

export const contentListQuerySchema = pageQuerySchema.extend({
  kind: z
    .union([kind, z.literal('news')])
    .optional()
    .describe('one kind, or news (N_NEWS and NEWS_RECOMMEND)'),
  tag: z.string().trim().min(1).max(CONTENT_RULES.tagMax).optional(),
});

export const contentSummaryRecordSchema = z.object({
  id: z.number().int(),
  kind,
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  url: z.string(),
  publishedAt: iso.nullable(),
});

export const contentLinkSchema = z.object({ id: z.number().int(), title: z.string(), url: z.string() });

export const contentDetailRecordSchema = contentSummaryRecordSchema.extend({
  /** Rendered from Markdown and sanitised on the server. */
  bodyHtml: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string(),
  updatedAt: iso,
  related: z.array(contentSummaryRecordSchema),
  previous: contentLinkSchema.nullable(),
  next: contentLinkSchema.nullable(),
});

export const contentAdminRecordSchema = contentSummaryRecordSchema.extend({
  slug: z.string().nullable(),
  bodyMarkdown: z.string(),
  bodyHtml: z.string(),
  status: z.enum(['draft', 'published', 'scheduled']),
  visibility: z.union([z.literal(1), z.literal(2)]),
  publishAt: iso.nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string(),
  sortOrder: z.number().int(),
  /** Visible to readers right now. */
  live: z.boolean(),
  createdAt: iso,
  updatedAt: iso,
});

export const adminContentQuerySchema = pageQuerySchema.extend({
  kind: kind.optional(),
  status: z.enum(['draft', 'published', 'scheduled']).optional(),
  keyword: z.string().trim().min(1).max(40).optional(),
});

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(max, `${label}不能超过${max}字`);

/** Create or replace a content item (the editor's whole form). */
export const contentInputSchema = z.object({
  kind,
  slug: z
    .string()
    .regex(/^[a-z0-9-]{2,64}$/, '页面地址只能用小写字母、数字和连字符（2到64位）')
    .nullish(),
  title: text('标题', CONTENT_RULES.titleMax).min(2, '标题至少2个字'),
  summary: text('摘要', CONTENT_RULES.summaryMax).default(''),
  cover: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)/, '封面地址应以 / 或 https:// 开头')
    .nullish(),
  body_markdown: text('正文', CONTENT_RULES.bodyMax).min(1, '请填写正文'),
  author: text('作者', 40).default('星图编辑部'),
  tags: z
    .array(text('标签', CONTENT_RULES.tagMax).min(1, '标签不能为空'))
    .max(CONTENT_RULES.tagsMax, `标签最多${CONTENT_RULES.tagsMax}个`)
    .default([]),
  visibility: z
    .union([z.literal(1), z.literal(2)], { error: '可见范围应为 1（私密）或 2（公开）' })
    .default(2),
  seo_title: text('SEO 标题', 80).default(''),
  seo_description: text('SEO 描述', 200).default(''),
  seo_keywords: text('SEO 关键词', 120).default(''),
  sort_order: z.number().int().min(0).max(9999).default(0),
});

/** Publish now, schedule for a time, or take back to draft. */
export const contentPublishSchema = z
  .object({
    action: z.enum(['publish', 'schedule', 'unpublish'], { error: '请选择发布方式' }),
    publish_at: z.iso.datetime({ offset: true, error: '定时发布时间格式不正确' }).optional(),
  })
  .refine((p) => p.action !== 'schedule' || p.publish_at !== undefined, {
    message: '请填写定时发布的时间',
    path: ['publish_at'],
  });

const favouriteKinds = FAVOURITE_KINDS.map((k) => k.value) as [FavouriteKind, ...FavouriteKind[]];
const favouriteKind = z.enum(favouriteKinds, { error: '收藏类型不正确' });
const targetId = z.string({ error: '请指定收藏的内容' }).trim().min(1, '请指定收藏的内容').max(64);

export const favouriteListQuerySchema = pageQuerySchema.extend({ kind: favouriteKind.optional() });
export const favouriteInputSchema = z.object({ kind: favouriteKind, target_id: targetId });
export const favouriteParamsSchema = z.object({ kind: favouriteKind, targetId });
export const favouriteStatusQuerySchema = z.object({ kind: favouriteKind, target_id: targetId });

export const favouriteRecordSchema = z.object({
  kind: favouriteKind,
  targetId: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  subtitle: z.string(),
  url: z.string(),
  /** false when the item is gone or off sale (the favourite stays until removed). */
  available: z.boolean(),
  createdAt: iso,
});
export const favouriteStatusSchema = z.object({ collected: z.boolean() });

/** An image uploaded for a content body: its public address and the Markdown that shows it. */
export const contentImageRecordSchema = z.object({ url: z.string(), markdown: z.string() });
