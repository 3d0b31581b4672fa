import { eq, sql } from 'drizzle-orm';
import type { ProductRecord } from '@xingtu/contracts/commerce';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { CALENDAR_REPORT_TEMPLATE, CALENDAR_REPORT_TEMPLATE_ID } from '@xingtu/contracts/calendar-report';
import { REPORT_TARGET_KIND, type ReportTemplateRecord } from '@xingtu/contracts/reports';
import type { AppDeps } from '../../deps.ts';
import { reportTemplates } from '../../db/schema/reports.ts';
import { notFound } from '../../errors.ts';
import { listProducts, updateProductPrice } from '../commerce/index.ts';
import { calendarTemplateRecord } from './calendar-catalogue.ts';
import { composeFor } from './generate.ts';
import { SOLD_TEMPLATE_KEYS, templateSpec, type SoldTemplateKey } from './templates.ts';

// The catalogue of report templates: what each covers (the template), its price (its product in the
// shop) and a sample (the operators' text, else a section composed for a sample chart); the personal
// calendar closes the list.

/** The sample birth the default sample is composed for (a made-up member, not a real person). */
const SAMPLE_PERSON = {
  name: '示例',
  contactId: null,
  birth: {
    date: '1992-05-18',
    time: '09:20',
    time_zone: 'Asia/Shanghai',
    latitude: 31.23,
    longitude: 121.47,
    place_name: '上海市',
  },
};

async function defaultSample(deps: AppDeps): Promise<{ title: string; text: string }> {
  const document = await composeFor(deps, 'natal', [SAMPLE_PERSON]);
  // The first reading of the report (its opening section is framing text with a table).
  const block = document.sections.flatMap((s) => s.blocks).find((b) => b.kind === 'entry');
  return block?.kind === 'entry'
    ? { title: block.heading, text: block.text }
    : { title: document.title, text: document.subtitle };
}

async function reportProducts(deps: AppDeps): Promise<Map<string, ProductRecord>> {
  const page = await listProducts(deps, { type: PRODUCT_TYPE.REPORT, current: 1, size: 100 });
  const byTemplate = new Map<string, ProductRecord>();
  for (const product of page.records)
    if (product.targetKind === REPORT_TARGET_KIND && product.targetId && !byTemplate.has(product.targetId))
      byTemplate.set(product.targetId, product);
  return byTemplate;
}

export async function listTemplates(deps: AppDeps): Promise<ReportTemplateRecord[]> {
  const [products, samples] = await Promise.all([
    reportProducts(deps),
    deps.database.db.select().from(reportTemplates),
  ]);
  const sampleOf = new Map(samples.map((row) => [row.key, { title: row.sampleTitle, text: row.sampleText }]));
  let fallback: { title: string; text: string } | undefined;
  const records: ReportTemplateRecord[] = [];
  for (const key of SOLD_TEMPLATE_KEYS) {
    const spec = templateSpec(key)!;
    const product = products.get(spec.templateId);
    let sample = sampleOf.get(key);
    if (!sample) sample = fallback ??= await defaultSample(deps);
    records.push({
      key,
      templateId: spec.templateId,
      // The name it is sold under (the shop's product), else the template's own.
      title: product?.title ?? spec.title,
      subtitle: spec.subtitle,
      form: spec.form,
      productId: product?.id ?? null,
      priceFen: product?.priceFen ?? null,
      listPriceFen: product?.listPriceFen ?? null,
      summary: product?.summary || spec.subtitle,
      cover: product?.cover ?? null,
      sections: spec.sections.map((section) => section.title),
      sample,
    });
  }
  // The personal calendar, listed beside them (its product page and steps are its own).
  records.push(
    calendarTemplateRecord(products.get(CALENDAR_REPORT_TEMPLATE_ID), sampleOf.get(CALENDAR_REPORT_TEMPLATE)),
  );
  return records;
}

export async function getTemplate(deps: AppDeps, key: SoldTemplateKey): Promise<ReportTemplateRecord> {
  const found = (await listTemplates(deps)).find((record) => record.key === key);
  if (!found) throw notFound('没有这种报告');
  return found;
}

/** Operators: the price (on the template's product) and the sample text. */
export async function updateTemplate(
  deps: AppDeps,
  key: SoldTemplateKey,
  change: { price_fen?: number; list_price_fen?: number; sample_title?: string; sample_text?: string },
): Promise<ReportTemplateRecord> {
  const spec = templateSpec(key)!;
  if (change.price_fen !== undefined || change.list_price_fen !== undefined) {
    const product = (await reportProducts(deps)).get(spec.templateId);
    if (!product) throw notFound('这种报告还没有上架的商品，无法改价');
    await updateProductPrice(deps, product.id, {
      ...(change.price_fen !== undefined ? { priceFen: change.price_fen } : {}),
      ...(change.list_price_fen !== undefined ? { listPriceFen: change.list_price_fen } : {}),
    });
  }
  if (change.sample_title !== undefined || change.sample_text !== undefined) {
    const { db } = deps.database;
    const [current] = await db.select().from(reportTemplates).where(eq(reportTemplates.key, key));
    const base = current
      ? { title: current.sampleTitle, text: current.sampleText }
      : await defaultSample(deps);
    const row = {
      key,
      sampleTitle: change.sample_title ?? base.title,
      sampleText: change.sample_text ?? base.text,
    };
    await db
      .insert(reportTemplates)
      .values(row)
      .onConflictDoUpdate({
        target: reportTemplates.key,
        set: { sampleTitle: row.sampleTitle, sampleText: row.sampleText, updatedAt: sql`now()` },
      });
  }
  return getTemplate(deps, key);
}
