import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASTROLOGER_MESSAGES } from '@xingtu/contracts/astrologers';
import { astrologersApi } from '@xingtu/contracts/astrologers-api';
import { astrologersApiSchemas } from '@xingtu/contracts/astrologers-api-schemas';
import { CAPACITY_TYPE } from '@xingtu/contracts/enums';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { AppError } from '../../errors.ts';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { hasCapacity, requireOperator, requireUser, type Guard } from '../../permissions/index.ts';
import { readApplicationForm } from './application-form.ts';
import { myAstrologerInfo, submitApplication } from './applications.ts';
import { capitalDetails, capitalSummary, checkEarningIntegrity } from './earnings.ts';
import { listPublicAstrologers, publicAstrologer, updateMyProfile } from './profiles.ts';
import {
  adminCertificate,
  adminGetApplication,
  adminListApplications,
  approveApplication,
  rejectApplication,
} from './review.ts';
import {
  adminListWithdrawals,
  myWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
} from './withdrawals.ts';

// HTTP only: the endpoints of contracts/astrologers-api.ts.

/** Any approved capacity: earnings belong to astrologers; others get 000007 with a plain reason. */
const requireAstrologer: Guard = async (request) => {
  await requireUser(request);
  if (!(await hasCapacity(request.server.deps.database.db, userIdOf(request), Object.values(CAPACITY_TYPE))))
    throw new AppError('PERMISSION_DENIED', { httpStatus: 403, message: ASTROLOGER_MESSAGES.notAstrologer });
};

export const astrologersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, astrologersApi, astrologersApiSchemas);
  const astrologer = { guard: requireAstrologer };
  const reviewers = { guard: requireOperator('admin', 'support') };
  const cashiers = { guard: requireOperator('admin', 'finance') };
  // Uploads and money: 20 a minute for each signed-in client (its token), else for its address.
  const perMember = {
    config: {
      rateLimit: {
        max: 20,
        timeWindow: 60_000,
        keyGenerator: (request: { headers: { authorization?: string }; ip: string }) =>
          request.headers.authorization ?? request.ip,
      },
    },
  };

  route('myInfo', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await myAstrologerInfo(deps, userIdOf(request), request.query.capacity_type));
  });
  route('apply', perMember, async (request) => {
    const form = await readApplicationForm(request);
    return ok(await submitApplication(deps, userIdOf(request), form), '申请已提交，请等待审核');
  });
  route('updateProfile', astrologer, async (request) =>
    ok(await updateMyProfile(deps, userIdOf(request), request.body), '主页已保存'),
  );
  route('capital', astrologer, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await capitalSummary(deps, userIdOf(request)));
  });
  route('capitalDetails', astrologer, async (request) =>
    okPage(await capitalDetails(deps, userIdOf(request), request.query)),
  );
  route('requestWithdrawal', { ...astrologer, ...perMember }, async (request) =>
    ok(await requestWithdrawal(deps, userIdOf(request), request.body), '提现申请已提交'),
  );
  route('myWithdrawals', astrologer, async (request) =>
    okPage(await myWithdrawals(deps, userIdOf(request), request.query)),
  );

  route('listPublic', {}, async (request) => okPage(await listPublicAstrologers(deps, request.query)));
  route('getPublic', {}, async (request) => ok(await publicAstrologer(deps, request.params.astrologerId)));

  route('adminApplications', reviewers, async (request) =>
    okPage(await adminListApplications(deps, request.query)),
  );
  route('adminApplication', reviewers, async (request) =>
    ok(await adminGetApplication(deps, request.params.applicationNo)),
  );
  route('adminCertificate', reviewers, async (request, reply) => {
    const file = await adminCertificate(deps, request.params.applicationNo, request.params.index);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
  route('adminApprove', reviewers, async (request) =>
    ok(await approveApplication(deps, userIdOf(request), request.params.applicationNo), '已通过'),
  );
  route('adminReject', reviewers, async (request) =>
    ok(
      await rejectApplication(deps, userIdOf(request), request.params.applicationNo, request.body.reason),
      '已驳回',
    ),
  );
  route('adminWithdrawals', cashiers, async (request) =>
    okPage(await adminListWithdrawals(deps, request.query)),
  );
  route('adminPayWithdrawal', cashiers, async (request) =>
    ok(await payWithdrawal(deps, userIdOf(request), request.params.withdrawalNo), '已标记为已打款'),
  );
  route('adminRejectWithdrawal', cashiers, async (request) =>
    ok(
      await rejectWithdrawal(deps, userIdOf(request), request.params.withdrawalNo, request.body.reason),
      '已退回，金额已回到收入余额',
    ),
  );
  route('adminEarningIntegrity', { guard: requireOperator('admin', 'finance') }, async () => {
    const problems = await checkEarningIntegrity(deps.database.db);
    return ok(problems.map((problem) => ({ ...problem, userId: String(problem.userId) })));
  });
};
