import {
  CALENDAR_REPORT_TEMPLATE,
  CALENDAR_REPORT_TEMPLATE_ID,
  CALENDAR_REPORT_TITLE,
} from '@xingtu/contracts/calendar-report';
import type { ReportForm } from '@xingtu/contracts/reports';
import {
  REPORT_TEMPLATE_SPECS,
  type ReportTemplateKey,
  type ReportTemplateSpec,
} from '@xingtu/readings/report/compose';

// The templates a member can buy (the teaser is free and never sold), found by key or by the
// template id a product names (products.target_id, SPEC §3: baby 1002, study 1003 …).

export type SoldTemplateKey = Exclude<ReportTemplateKey, 'teaser'>;

export const SOLD_TEMPLATE_KEYS: readonly SoldTemplateKey[] = [
  'natal',
  'career',
  'study',
  'love',
  'marks',
  'baby',
];

export function templateSpec(key: string): ReportTemplateSpec | undefined {
  return SOLD_TEMPLATE_KEYS.includes(key as SoldTemplateKey)
    ? REPORT_TEMPLATE_SPECS[key as SoldTemplateKey]
    : undefined;
}

export function templateByTargetId(templateId: string): ReportTemplateSpec | undefined {
  return SOLD_TEMPLATE_KEYS.map((key) => REPORT_TEMPLATE_SPECS[key]).find(
    (spec) => spec.templateId === templateId,
  );
}

/** The template key a product's template id names: a composed template, or the personal calendar. */
export function templateKeyOf(templateId: string): string | undefined {
  if (templateId === CALENDAR_REPORT_TEMPLATE_ID) return CALENDAR_REPORT_TEMPLATE;
  return templateByTargetId(templateId)?.key;
}

/** The title a member's report is listed under. */
export function templateTitle(key: string): string {
  if (key === CALENDAR_REPORT_TEMPLATE) return CALENDAR_REPORT_TITLE;
  return templateSpec(key)?.title ?? '占星报告';
}

export const formOf = (key: string): ReportForm => templateSpec(key)?.form ?? 'one';

/** How the input form names each person, in order. */
export function personLabels(form: ReportForm): string[] {
  if (form === 'two') return ['第一位', '第二位'];
  if (form === 'child') return ['孩子', '家长一', '家长二'];
  return ['本人'];
}
