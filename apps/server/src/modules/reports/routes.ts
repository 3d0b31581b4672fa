import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { calendarReportApi } from '@xingtu/contracts/calendar-report-api';
import { calendarReportApiSchemas } from '@xingtu/contracts/calendar-report-api-schemas';
import { reportsApi } from '@xingtu/contracts/reports-api';
import { reportsApiSchemas } from '@xingtu/contracts/reports-api-schemas';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { onPaid, onRefunded } from '../commerce/index.ts';
import { adminGetReport, adminListReports, adminRegenerate } from './admin.ts';
import {
  calendarReportDay,
  calendarReportHome,
  calendarReportMonth,
  getCalendarReport,
  submitCalendarInput,
} from './calendar-report.ts';
import { getTemplate, listTemplates, updateTemplate } from './catalogue.ts';
import { deliverReports, withdrawReports } from './delivery.ts';
import { reportPdf, reportShareImage, type ReportFile } from './documents.ts';
import { registerReportJobs } from './jobs.ts';
import {
  correctInput,
  getMyReport,
  getMyReportVersion,
  listMyReports,
  reportsOfOrder,
  submitInput,
} from './service.ts';
import { teaserFor } from './teaser.ts';

// HTTP only: the report endpoints of contracts/reports-api.ts, the paid/refunded handlers and the job.

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  onPaid(deps, PRODUCT_TYPE.REPORT, (item, { tx }) => deliverReports(item, tx));
  onRefunded(deps, PRODUCT_TYPE.REPORT, (item, { tx, now }) => withdrawReports(item, tx, now));
  registerReportJobs(deps, app.log);

  const route = endpointRoutes(app, reportsApi, reportsApiSchemas);
  const admin = { guard: requireOperator('admin') };

  route('listTemplates', {}, async () => ok(await listTemplates(deps)));
  route('getTemplate', {}, async (request) => ok(await getTemplate(deps, request.params.key)));
  route('teaser', { config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request) =>
    ok(await teaserFor(deps, request.auth?.userId ?? null, request.body)),
  );

  route('listMine', {}, async (request) =>
    okPage(await listMyReports(deps, userIdOf(request), request.query)),
  );
  route('listForOrder', {}, async (request) =>
    ok(await reportsOfOrder(deps, userIdOf(request), request.params.orderNo)),
  );
  route('getReport', {}, async (request) =>
    ok(await getMyReport(deps, userIdOf(request), request.params.id)),
  );
  // Rendering costs a few hundred ms of CPU: a member may ask a few times a minute, not in a loop.
  const files = { config: { rateLimit: { max: 10, timeWindow: 60_000 } } };
  const send = (reply: FastifyReply, file: ReportFile, type: string, disposition: string) =>
    reply
      .header('content-type', type)
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.bytes));
  route('downloadPdf', files, async (request, reply) =>
    send(reply, await reportPdf(deps, userIdOf(request), request.params.id), 'application/pdf', 'attachment'),
  );
  route('shareImage', files, async (request, reply) =>
    send(
      reply,
      await reportShareImage(deps, userIdOf(request), request.params.id, app.config.publicUrl),
      'image/png',
      'inline',
    ),
  );
  route('getVersion', {}, async (request) =>
    ok(await getMyReportVersion(deps, userIdOf(request), request.params.id, request.params.version)),
  );
  route('submitInput', {}, async (request) =>
    ok(
      await submitInput(deps, userIdOf(request), request.params.id, request.body.people),
      '资料已提交，报告生成中',
    ),
  );
  route('correctInput', {}, async (request) =>
    ok(
      await correctInput(deps, userIdOf(request), request.params.id, request.body.people),
      '资料已修正，正在重新生成',
    ),
  );

  // The personal calendar report (calendar-report.ts): a month costs about 0.1 s of CPU the first time it is read.
  const calendar = endpointRoutes(app, calendarReportApi, calendarReportApiSchemas);
  const months = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };
  calendar('calendarReportHome', {}, async () => ok(await calendarReportHome(deps)));
  calendar('calendarReport', {}, async (request) =>
    ok(await getCalendarReport(deps, userIdOf(request), request.params.id)),
  );
  calendar('calendarReportInput', {}, async (request) =>
    ok(await submitCalendarInput(deps, userIdOf(request), request.params.id, request.body), '日历已生成'),
  );
  calendar('calendarReportMonth', months, async (request) =>
    ok(await calendarReportMonth(deps, userIdOf(request), request.params.id, request.params.month)),
  );
  calendar('calendarReportDay', months, async (request) =>
    ok(await calendarReportDay(deps, userIdOf(request), request.params.id, request.params.date)),
  );

  route('adminList', admin, async (request) => okPage(await adminListReports(deps, request.query)));
  route('adminGet', admin, async (request) => ok(await adminGetReport(deps, request.params.id)));
  route('adminRegenerate', admin, async (request) =>
    ok(await adminRegenerate(deps, request.params.id), '已开始重新生成'),
  );
  route('adminUpdateTemplate', admin, async (request) =>
    ok(await updateTemplate(deps, request.params.key, request.body), '已保存'),
  );
};
