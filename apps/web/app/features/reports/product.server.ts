import { data, redirect, type AppLoadContext } from 'react-router';
import { CALENDAR_REPORT_TEMPLATE } from '@xingtu/contracts/calendar-report';
import type { ProductDetailRecord } from '@xingtu/contracts/commerce';
import type { RecordsData } from '@xingtu/contracts/envelope';
import { serverApi } from '../../api/server-api.server.ts';
import { loadReportTemplates } from './catalogue.server.ts';
import { productPath } from './report-links.ts';

/**
 * A report product's page data (/report/detail/{id}, /babyReport/{productId}): its template from the
 * catalogue and the shop's page text (sanitised rich text: who it is for, how it works, FAQ). A
 * product that is not a report — or, with `template`, not that report — is 404. The personal calendar
 * has a page of its own (a sample month, its three steps), so its product id is sent there.
 */
export async function loadReportProduct(
  context: AppLoadContext,
  request: Request,
  productIdParam: string | undefined,
  onlyTemplate?: string,
) {
  const templates = await loadReportTemplates(context, request);
  const productId = Number(productIdParam);
  const template =
    templates?.find((t) => t.productId === productId && (!onlyTemplate || t.key === onlyTemplate)) ?? null;
  if (templates && !template)
    return data({ template: null, description: '', failed: false, missing: true }, { status: 404 });
  if (template?.key === CALENDAR_REPORT_TEMPLATE) throw redirect(productPath(template));
  const product = template
    ? await serverApi<RecordsData<ProductDetailRecord>>(
        context,
        request,
        `/api/catalog/products/${productId}`,
      )
    : null;
  const description = product?.success && product.data ? product.data.records.description : '';
  return { template, description, failed: !templates, missing: false };
}
