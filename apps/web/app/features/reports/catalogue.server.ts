import type { AppLoadContext } from 'react-router';
import type { RecordsData } from '@xingtu/contracts/envelope';
import type { ReportTemplateRecord } from '@xingtu/contracts/reports';
import { serverApi } from '../../api/server-api.server.ts';

/** The report catalogue for server-rendered pages; null when it could not be read (the page says so). */
export async function loadReportTemplates(
  context: AppLoadContext,
  request: Request,
): Promise<ReportTemplateRecord[] | null> {
  const envelope = await serverApi<RecordsData<ReportTemplateRecord[]>>(
    context,
    request,
    '/api/reports/templates',
  );
  return envelope?.success && envelope.data ? envelope.data.records : null;
}
