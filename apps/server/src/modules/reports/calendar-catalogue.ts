import {
  CALENDAR_REPORT_TEMPLATE,
  CALENDAR_REPORT_TEMPLATE_ID,
  CALENDAR_REPORT_TITLE,
} from '@xingtu/contracts/calendar-report';
import type { ProductRecord } from '@xingtu/contracts/commerce';
import type { ReportTemplateRecord } from '@xingtu/contracts/reports';

// The personal calendar's card in the report catalogue: it is not a composed template, so its words are
// its own; the price, cover and summary come from the product that sells it. Its real sample (a month
// computed for a made-up person) is on its product page, which the card's sample points to.

const SUBTITLE = '逐日看行运，提前安排每一个月';

const SECTIONS = [
  '每月日历：每天的评分与理由',
  '本月顺利的日子',
  '本月重要天象',
  '月亮、月相与月亮空亡',
  '行运与本命星盘',
];

const DEFAULT_SAMPLE = {
  title: '一位示例人物的本月日历',
  text: '介绍页按一位虚构的示例人物计算了本月每一天的评分、顺利的日子和重要天象，点“了解详情”即可查看。',
};

export function calendarTemplateRecord(
  product: ProductRecord | undefined,
  sample: { title: string; text: string } | undefined,
): ReportTemplateRecord {
  return {
    key: CALENDAR_REPORT_TEMPLATE,
    templateId: CALENDAR_REPORT_TEMPLATE_ID,
    title: product?.title ?? CALENDAR_REPORT_TITLE,
    subtitle: SUBTITLE,
    form: 'one',
    productId: product?.id ?? null,
    priceFen: product?.priceFen ?? null,
    listPriceFen: product?.listPriceFen ?? null,
    summary: product?.summary || SUBTITLE,
    cover: product?.cover ?? null,
    sections: SECTIONS,
    sample: sample ?? DEFAULT_SAMPLE,
  };
}
