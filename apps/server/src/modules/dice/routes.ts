import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DiceStreamEvent } from '@xingtu/contracts/dice';
import { diceApi } from '@xingtu/contracts/dice-api';
import { diceApiSchemas } from '@xingtu/contracts/dice-api-schemas';
import { CAPACITY_TYPE, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireCapacity, requireOperator } from '../../permissions/index.ts';
import { onClosed, onPaid, onRefunded } from '../commerce/index.ts';
import { adminQuestions, adminRefund, adminRelease } from './admin.ts';
import { astroEarnings, astroOverview, trainingCases } from './astro.ts';
import {
  answerQuestion,
  answeredQuestions,
  astroQuestion,
  claimQuestion,
  releaseQuestion,
  waitingQuestions,
} from './claims.ts';
import { acceptByMember, askAstrologer, closeUnpaid, endRefunded, openPaid } from './questions.ts';
import { diceEngine, prepareRoll, streamReading } from './reading-service.ts';
import { listRolls, rollDetail } from './rolls.ts';
import { DICE_SETTLE_EVERY_MS, DICE_SETTLE_JOB, settleDiceQuestions } from './settle.ts';
import { streamEvents } from '../../http/event-stream.ts';

// HTTP only: the endpoints of contracts/dice-api.ts, commerce's handlers for type 21 (NSP Q&A) and the
// settle job.

export const diceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const engine = diceEngine(config, deps);
  onPaid(deps, PRODUCT_TYPE.NSP_QA, (item, { tx, now }) => openPaid(item, tx, now));
  onRefunded(deps, PRODUCT_TYPE.NSP_QA, (item, { tx, now }) => endRefunded(deps, item, tx, now), {
    everyRefund: true,
  });
  onClosed(deps, PRODUCT_TYPE.NSP_QA, (order, { tx, now }) => closeUnpaid(order.orderId, tx, now));
  deps.jobs.register(DICE_SETTLE_JOB, async () => {
    await settleDiceQuestions(deps, (error) => app.log.error({ err: error }, 'dice refund failed'));
  });
  deps.jobs.every(DICE_SETTLE_JOB, DICE_SETTLE_EVERY_MS);

  const route = endpointRoutes(app, diceApi, diceApiSchemas);
  const diceAstrologer = { guard: requireCapacity(CAPACITY_TYPE.DICE_QA) };
  const operators = { guard: requireOperator('admin', 'support') };

  route(
    'roll',
    { config: { rateLimit: { max: config.aiChatPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      // Every refusal (422, 001108, 010002) is the envelope; only then is the roll shown and read.
      const prepared = await prepareRoll(deps, userIdOf(request), request.body, engine);
      return streamEvents<DiceStreamEvent>(request, reply, async ({ send, gone }) => {
        await streamReading(deps, prepared, {
          stallTimeoutMs: config.aiStallTimeoutMs,
          clientGone: gone,
          send,
          onError: (error) => request.log.error({ err: error }, 'dice reading failed'),
        });
      });
    },
  );
  route('myRolls', {}, async (request) => okPage(await listRolls(deps, userIdOf(request), request.query)));
  route('myRoll', {}, async (request) => ok(await rollDetail(deps, userIdOf(request), request.params.id)));
  route('askAstrologer', {}, async (request) =>
    ok(
      await askAstrologer(deps, userIdOf(request), request.params.id, config.orderTimeoutMinutes),
      '已为你下单，支付后占星师即可接单解读',
    ),
  );
  route('acceptAnswer', {}, async (request) =>
    ok(await acceptByMember(deps, userIdOf(request), request.params.id, request.body), '感谢你的评价'),
  );

  route('astroOverview', diceAstrologer, async (request) => ok(await astroOverview(deps, userIdOf(request))));
  route('waitingQuestions', diceAstrologer, async (request) =>
    okPage(await waitingQuestions(deps, userIdOf(request), request.query)),
  );
  route('claimQuestion', diceAstrologer, async (request) =>
    ok(await claimQuestion(deps, userIdOf(request), request.params.id), '接单成功，请在时限内完成解读'),
  );
  route('releaseQuestion', diceAstrologer, async (request) =>
    ok(await releaseQuestion(deps, userIdOf(request), request.params.id), '已放弃这个问题'),
  );
  route('astroQuestion', diceAstrologer, async (request) =>
    ok(await astroQuestion(deps, userIdOf(request), request.params.id)),
  );
  route('answerQuestion', diceAstrologer, async (request) =>
    ok(
      await answerQuestion(deps, userIdOf(request), request.params.id, request.body.answer),
      '解读已提交，会员确认后收入计入账户',
    ),
  );
  route('astroAnswered', diceAstrologer, async (request) =>
    okPage(await answeredQuestions(deps, userIdOf(request), request.query)),
  );
  route('astroEarnings', diceAstrologer, async (request) =>
    ok(await astroEarnings(deps, userIdOf(request), request.query)),
  );
  route('training', { guard: requireCapacity(CAPACITY_TYPE.DICE_QA, CAPACITY_TYPE.TRAINING) }, async () =>
    ok(trainingCases()),
  );

  route('adminQuestions', operators, async (request) => okPage(await adminQuestions(deps, request.query)));
  route('adminRelease', operators, async (request) =>
    ok(await adminRelease(deps, request.params.id), '已收回认领，问题重新开放接单'),
  );
  route('adminRefund', operators, async (request) =>
    ok(
      await adminRefund(deps, userIdOf(request), request.params.id, request.body.reason),
      '已全额退款到会员钱包',
    ),
  );
};
