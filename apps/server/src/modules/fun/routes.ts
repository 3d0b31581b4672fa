import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { funApi } from '@xingtu/contracts/fun-api';
import { funApiSchemas } from '@xingtu/contracts/fun-api-schemas';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { beforePurchase, onPaid, onRefunded } from '../commerce/index.ts';
import { createBtfRun, getBtfRun, listBtfRuns } from './btf.ts';
import {
  adminListBtfChecks,
  answerBtfCheck,
  assertBtfCheckable,
  deliverBtfCheck,
  listMyBtfChecks,
  withdrawBtfCheck,
} from './btf-checks.ts';
import { developmentAgesFor } from './development-ages.ts';
import { createElementTest, getElementTest } from './elements.ts';
import { createLoveTest, getLoveTest } from './love.ts';
import { createNvcEntry, deleteNvcEntry, getNvcEntry, listNvcEntries, nvcGuide } from './nvc.ts';
import { answerThemeSign, createThemeSign, getThemeSign } from './theme-sign.ts';

// HTTP only: the endpoints of contracts/fun-api.ts, and the delivery of the expert check (type 61).

export const funRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, funApi, funApiSchemas);
  // Each test casts one or two charts and stores a row: a few a minute, not a loop.
  const charted = { config: { rateLimit: { max: 20, timeWindow: 60_000 } } };
  const operators = { guard: requireOperator('admin', 'support') };

  onPaid(deps, PRODUCT_TYPE.BTCA, deliverBtfCheck);
  onRefunded(deps, PRODUCT_TYPE.BTCA, withdrawBtfCheck);
  beforePurchase(deps, PRODUCT_TYPE.BTCA, assertBtfCheckable);

  route('createLoveTest', charted, async (request) =>
    ok(await createLoveTest(deps, userIdOf(request), request.body), '测试完成'),
  );
  route('getLoveTest', {}, async (request) =>
    ok(await getLoveTest(deps, userIdOf(request), request.params.id)),
  );
  route('createElementTest', charted, async (request) =>
    ok(await createElementTest(deps, userIdOf(request), request.body), '测试完成'),
  );
  route('getElementTest', {}, async (request) =>
    ok(await getElementTest(deps, userIdOf(request), request.params.id)),
  );
  route('createThemeSign', charted, async (request) =>
    ok(await createThemeSign(deps, userIdOf(request), request.body), '测试开始'),
  );
  route('getThemeSign', {}, async (request) =>
    ok(await getThemeSign(deps, userIdOf(request), request.params.id)),
  );
  route('answerThemeSign', {}, async (request) =>
    ok(
      await answerThemeSign(
        deps,
        userIdOf(request),
        request.params.id,
        request.params.round,
        request.body.choice,
      ),
    ),
  );
  route('nvcGuide', charted, async (request) =>
    ok(await nvcGuide(deps, userIdOf(request), request.body.birth)),
  );
  route('createNvcEntry', charted, async (request) =>
    ok(await createNvcEntry(deps, userIdOf(request), request.body), '练习已保存'),
  );
  route('listNvcEntries', {}, async (request) =>
    okPage(await listNvcEntries(deps, userIdOf(request), request.query)),
  );
  route('getNvcEntry', {}, async (request) =>
    ok(await getNvcEntry(deps, userIdOf(request), request.params.id)),
  );
  route('deleteNvcEntry', {}, async (request) => {
    await deleteNvcEntry(deps, userIdOf(request), request.params.id);
    return ok({ id: request.params.id }, '已删除');
  });
  route('developmentAges', charted, async (request) =>
    ok(await developmentAgesFor(deps, userIdOf(request), request.body)),
  );
  route('createBtfRun', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request) =>
    ok(await createBtfRun(deps, userIdOf(request), request.body), '校正完成'),
  );
  route('listBtfRuns', {}, async (request) =>
    okPage(await listBtfRuns(deps, userIdOf(request), request.query)),
  );
  route('getBtfRun', {}, async (request) => ok(await getBtfRun(deps, userIdOf(request), request.params.id)));
  route('listBtfChecks', {}, async (request) => ok(await listMyBtfChecks(deps, userIdOf(request))));
  route('adminListBtfChecks', operators, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return okPage(await adminListBtfChecks(deps, request.query));
  });
  route('adminAnswerBtfCheck', operators, async (request) =>
    ok(
      await answerBtfCheck(deps, userIdOf(request), request.params.id, request.body.answer),
      '校对结论已提交',
    ),
  );
};
