import type { ContentAdminRecord } from '@xingtu/contracts/content';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { ContentKind } from '@xingtu/contracts/enums';
import type { ContentBody } from '../../api/console-areas.ts';

// The content editor's form: what the inputs hold (all text) and the body sent to the server.

export interface ContentForm {
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  bodyMarkdown: string;
  author: string;
  /** Tags as typed: separated by commas (either width), 、 or spaces. */
  tags: string;
  visibility: 1 | 2;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  sortOrder: string;
}

export const emptyContentForm = (kind: ContentKind = 'N_NEWS'): ContentForm => ({
  kind,
  slug: '',
  title: '',
  summary: '',
  cover: '',
  bodyMarkdown: '',
  author: '星图编辑部',
  tags: '',
  visibility: 2,
  seoTitle: '',
  seoDescription: '',
  seoKeywords: '',
  sortOrder: '0',
});

export function formOf(item: ContentAdminRecord): ContentForm {
  return {
    kind: item.kind,
    slug: item.slug ?? '',
    title: item.title,
    summary: item.summary,
    cover: item.cover ?? '',
    bodyMarkdown: item.bodyMarkdown,
    author: item.author,
    tags: item.tags.join('，'),
    visibility: item.visibility,
    seoTitle: item.seoTitle,
    seoDescription: item.seoDescription,
    seoKeywords: item.seoKeywords,
    sortOrder: String(item.sortOrder),
  };
}

/** Distinct, trimmed tags in the order typed. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  for (const tag of text.split(/[,，、\s]+/)) {
    const clean = tag.trim();
    if (clean) seen.add(clean);
  }
  return [...seen];
}

export function bodyOf(form: ContentForm): ContentBody {
  const order = Number(form.sortOrder.trim() || '0');
  return {
    kind: form.kind,
    slug: form.slug.trim() || null,
    title: form.title.trim(),
    summary: form.summary.trim(),
    cover: form.cover.trim() || null,
    bodyMarkdown: form.bodyMarkdown,
    author: form.author.trim() || '星图编辑部',
    tags: splitTags(form.tags),
    visibility: form.visibility,
    seoTitle: form.seoTitle.trim(),
    seoDescription: form.seoDescription.trim(),
    seoKeywords: form.seoKeywords.trim(),
    // Not a whole number: sent as typed so the server names the field in its refusal.
    sortOrder: Number.isInteger(order) ? order : Number.NaN,
  };
}

/** A <input type="datetime-local"> value ("2026-12-01T09:30"), read as Beijing time, as an ISO instant. */
export function beijingInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:00+08:00`;
  return Number.isNaN(new Date(iso).getTime()) ? null : iso;
}

/** An instant as a datetime-local value in Beijing time ('' for none). */
export function isoToBeijingInput(value: string | null): string {
  const text = formatBeijing(value, 'minute');
  return text ? text.replace(' ', 'T') : '';
}
