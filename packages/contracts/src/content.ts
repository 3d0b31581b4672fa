// Editorial content (issue 19): news, teachers, operator pages (/cms/{id}), the /contact/* pages, and
// members' favourites. Read by the server and the pages. No zod here: pages import this file; request
// and answer schemas are in content-schemas.ts.
import type { z } from 'zod';
import type { ContentKind } from './enums.ts';
import type {
  contentAdminRecordSchema,
  contentDetailRecordSchema,
  contentImageRecordSchema,
  contentSummaryRecordSchema,
  favouriteRecordSchema,
} from './content-schemas.ts';

export type ContentSummaryRecord = z.output<typeof contentSummaryRecordSchema>;
export type ContentDetailRecord = z.output<typeof contentDetailRecordSchema>;
export type ContentAdminRecord = z.output<typeof contentAdminRecordSchema>;
export type ContentImageRecord = z.output<typeof contentImageRecordSchema>;
export type FavouriteRecord = z.output<typeof favouriteRecordSchema>;

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  C_COURSE: '课程介绍',
  N_NEWS: '星图资讯',
  BLOG: '专题页面',
  REPORT: '报告介绍',
  EBOOK: '电子书介绍',
  ECARD: '电子卡片',
  KNOWLEDGE: '占星知识',
  C_TEACHER: '师资介绍',
  NEWS_RECOMMEND: '推荐阅读',
  V_VIDEO: '视频',
};

/** draft: only operators see it; published: visible from publish_at; scheduled: visible once publish_at passes. */
export const CONTENT_STATUS = { draft: '草稿', published: '已发布', scheduled: '定时发布' } as const;
export type ContentStatus = keyof typeof CONTENT_STATUS;

/** The kinds the news pages list (a recommended item is news too). */
export const NEWS_KINDS: readonly ContentKind[] = ['N_NEWS', 'NEWS_RECOMMEND'];

/** Where a visitor reads a content item (null: kinds read inside another area). */
export function contentUrl(kind: ContentKind, id: number, slug: string | null): string {
  if (slug && slug.startsWith('contact-')) return `/contact/${slug.slice('contact-'.length)}`;
  if (kind === 'N_NEWS' || kind === 'NEWS_RECOMMEND') return `/news/detail/${id}`;
  if (kind === 'C_TEACHER') return `/teacher/detail/${id}`;
  return `/cms/${id}`;
}

/** The eight pages about the school (SPEC §2 contact), each an operator-editable content item `contact-<key>`. */
export const CONTACT_PAGES = [
  { key: 'us', title: '联系我们' },
  { key: 'about', title: '关于星图' },
  { key: 'activity', title: '星图活动' },
  { key: 'course', title: '课程体系' },
  { key: 'timeline', title: '发展历程' },
  { key: 'cooperation', title: '商务合作' },
  { key: 'student', title: '学员风采' },
  { key: 'teacher', title: '加入讲师团' },
] as const;
export type ContactPageKey = (typeof CONTACT_PAGES)[number]['key'];

export const CONTENT_RULES = {
  titleMax: 80,
  summaryMax: 200,
  bodyMax: 50_000,
  tagsMax: 8,
  tagMax: 12,
  relatedCount: 4,
} as const;

/** An image for a content body is at most 2 MB (PNG, JPG, WEBP or GIF, checked by its bytes). */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What a member may keep in /user/collect. */
export const FAVOURITE_KINDS = [
  { value: 'course', label: '课程' },
  { value: 'report', label: '报告' },
  { value: 'news', label: '资讯' },
  { value: 'astrologer', label: '占星师' },
  { value: 'ebook', label: '电子书' },
] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number]['value'];
export const FAVOURITE_LIMIT = 500;

export const CONTENT_MESSAGES = {
  notFound: '内容不存在或尚未发布',
  favouriteTargetNotFound: '要收藏的内容不存在或已下架',
  favouriteTargetInvalid: '收藏的内容编号不正确，应为不以 0 开头的整数',
  favouriteNotFound: '收藏不存在',
  scheduleInPast: '定时发布的时间应晚于现在',
} as const;
