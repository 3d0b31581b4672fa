import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { examsApi } from '@xingtu/contracts/exams-api';
import { examsApiSchemas } from '@xingtu/contracts/exams-api-schemas';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { onPaid, onRefunded } from '../commerce/index.ts';
import { getAttempt, listAttempts, saveAnswer, startAttempt, submitAttempt } from './attempts.ts';
import {
  adminCertificates,
  certificatePdf,
  listCertificates,
  revokeCertificate,
  verifyCertificate,
} from './certificates.ts';
import { adminExamDetail, adminExams, saveExamQuestion, updateExamSettings } from './exam-admin.ts';
import { ecardProducts, issueCodes, myEcards, redeemCode, voidCodes } from './ecards.ts';
import { getExam, listExams } from './exams.ts';
import {
  adminIsarApplications,
  applyIsar,
  isarMembership,
  isarOverview,
  myIsarApplications,
  reviewIsarApplication,
} from './isar.ts';

export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const route = endpointRoutes(app, examsApi, examsApiSchemas);

  // E-cards: a code per card, in the paying transaction; a refund voids the codes not yet used.
  onPaid(deps, PRODUCT_TYPE.ECARD, (item, { tx, now }) => issueCodes(item, tx, now));
  onRefunded(deps, PRODUCT_TYPE.ECARD, (item, { tx, now }) => voidCodes(item, tx, now));
  // ISAR certification sign-up (type 03): what it gives is the entitlement commerce records, which
  // the certification exam requires (exams.required_product_id); nothing else to write.
  onPaid(deps, PRODUCT_TYPE.AUTHENTICATION, async () => {});

  route('listExams', {}, async () => ok(await listExams(deps)));
  route('getExam', {}, async (request) => ok(await getExam(deps, userIdOf(request), request.params.slug)));
  route('startAttempt', {}, async (request) =>
    ok(await startAttempt(deps, userIdOf(request), request.params.slug)),
  );
  route('listAttempts', {}, async (request) =>
    okPage(await listAttempts(deps, userIdOf(request), request.query)),
  );
  route('getAttempt', {}, async (request) =>
    ok(await getAttempt(deps, userIdOf(request), request.params.attemptId)),
  );
  route('saveAnswer', {}, async (request) =>
    ok(await saveAnswer(deps, userIdOf(request), request.params.attemptId, request.body)),
  );
  route('submitAttempt', {}, async (request) =>
    ok(await submitAttempt(deps, userIdOf(request), request.params.attemptId, request.body.answers)),
  );

  route('listCertificates', {}, async (request) => ok(await listCertificates(deps, userIdOf(request))));
  // Drawing a PDF costs CPU: a few a minute per member.
  route(
    'certificatePdf',
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => {
      const bytes = await certificatePdf(deps, userIdOf(request), request.params.number, config.publicUrl);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(`星图证书-${request.params.number}.pdf`)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
  // Public and unauthenticated: limited per address so numbers cannot be tried in bulk.
  route('verifyCertificate', { config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request) =>
    ok(await verifyCertificate(deps, request.params.number)),
  );
  const editors = { guard: requireOperator('admin', 'editor') };
  route('adminCertificates', editors, async (request) =>
    okPage(await adminCertificates(deps, request.query)),
  );
  route('adminRevokeCertificate', editors, async (request) =>
    ok(await revokeCertificate(deps, request.params.number, request.body.reason)),
  );
  route('adminExams', editors, async () => ok(await adminExams(deps)));
  route('adminExam', editors, async (request) => ok(await adminExamDetail(deps, request.params.slug)));
  route('adminUpdateExam', editors, async (request) =>
    ok(await updateExamSettings(deps, request.params.slug, request.body), '考试设置已保存'),
  );
  route('adminCreateQuestion', editors, async (request) =>
    ok(await saveExamQuestion(deps, request.params.slug, null, request.body), '题目已添加'),
  );
  route('adminUpdateQuestion', editors, async (request) =>
    ok(
      await saveExamQuestion(deps, request.params.slug, request.params.questionId, request.body),
      '题目已保存',
    ),
  );

  route('ecardCatalogue', {}, async () => ok({ products: await ecardProducts(deps) }));
  route('myEcards', {}, async (request) => ok(await myEcards(deps, userIdOf(request))));
  // Codes are 80 random bits, and trying them is limited per address besides.
  route('redeemEcard', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request) =>
    ok(await redeemCode(deps, userIdOf(request), request.body.code)),
  );

  route('isarOverview', {}, async () => ok(await isarOverview(deps)));
  route('isarMembership', {}, async (request) => ok(await isarMembership(deps, userIdOf(request))));
  route('isarApply', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request) =>
    ok(await applyIsar(deps, userIdOf(request), request.body)),
  );
  route('isarApplications', {}, async (request) => ok(await myIsarApplications(deps, userIdOf(request))));
  const reviewers = { guard: requireOperator('admin', 'support') };
  route('adminIsarApplications', reviewers, async (request) =>
    okPage(await adminIsarApplications(deps, request.query)),
  );
  route('adminReviewIsar', reviewers, async (request) =>
    ok(
      await reviewIsarApplication(deps, userIdOf(request), request.params.id, request.body),
      request.body.decision === 'accept' ? '已通过申请' : '已标记为不通过',
    ),
  );
};
