import { CALENDAR_REPORT_TEMPLATE } from '@xingtu/contracts/calendar-report';
import type { ReportTemplateRecord } from '@xingtu/contracts/reports';

/** How the catalogue groups the templates, in the order the page shows them. */
export const REPORT_CATEGORIES: { title: string; intro: string; keys: string[] }[] = [
  {
    title: '认识自己',
    intro: '从本命盘出发，看清性格底色、职业方向与学习方式。',
    keys: ['natal', 'career', 'study'],
  },
  { title: '关系与情感', intro: '两个人的星盘放在一起，读懂彼此的相处之道。', keys: ['love', 'marks'] },
  { title: '亲子成长', intro: '了解孩子的天性与需要，陪伴得更从容。', keys: ['baby'] },
  {
    title: '时间规划',
    intro: '按你的星盘逐日计算行运，提前看清每个月的节奏。',
    keys: [CALENDAR_REPORT_TEMPLATE],
  },
];

export function inCategory(templates: ReportTemplateRecord[], keys: string[]): ReportTemplateRecord[] {
  return keys
    .map((key) => templates.find((t) => t.key === key))
    .filter((t): t is ReportTemplateRecord => t !== undefined);
}

export const FORM_LABELS: Record<ReportTemplateRecord['form'], string> = {
  one: '填写一人的出生资料',
  two: '填写两人的出生资料',
  child: '填写孩子的出生资料（可加家长）',
};
