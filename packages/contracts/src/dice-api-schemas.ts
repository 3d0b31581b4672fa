import { page, raw, records } from './answer-schemas.ts';
import {
  diceAcceptBodySchema,
  diceAdminQuerySchema,
  diceAdminQuestionSchema,
  diceAdminRefundBodySchema,
  diceAnswerBodySchema,
  diceAskRecordSchema,
  diceAstroOverviewSchema,
  diceEarningsSchema,
  diceQuestionParamsSchema,
  diceQuestionRecordSchema,
  diceRollBodySchema,
  diceRollParamsSchema,
  diceRollRecordSchema,
  diceRollSummarySchema,
  diceTrainingRecordSchema,
} from './dice-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';

// The schemas of every AI dice endpoint (declared in dice-api.ts).

export const diceApiSchemas = {
  // Server-sent events (DiceStreamEvent in dice.ts); a refusal before the stream starts is the envelope.
  roll: { body: diceRollBodySchema, answer: raw('text/event-stream') },
  myRolls: { query: pageQuerySchema, answer: page(diceRollSummarySchema) },
  myRoll: { params: diceRollParamsSchema, answer: records(diceRollRecordSchema) },
  askAstrologer: { params: diceRollParamsSchema, answer: records(diceAskRecordSchema) },
  acceptAnswer: {
    params: diceQuestionParamsSchema,
    body: diceAcceptBodySchema,
    answer: records(diceQuestionRecordSchema),
  },
  astroOverview: { answer: records(diceAstroOverviewSchema) },
  waitingQuestions: { query: pageQuerySchema, answer: page(diceQuestionRecordSchema) },
  claimQuestion: { params: diceQuestionParamsSchema, answer: records(diceQuestionRecordSchema) },
  releaseQuestion: { params: diceQuestionParamsSchema, answer: records(diceQuestionRecordSchema) },
  astroQuestion: { params: diceQuestionParamsSchema, answer: records(diceQuestionRecordSchema) },
  answerQuestion: {
    params: diceQuestionParamsSchema,
    body: diceAnswerBodySchema,
    answer: records(diceQuestionRecordSchema),
  },
  astroAnswered: { query: pageQuerySchema, answer: page(diceQuestionRecordSchema) },
  astroEarnings: { query: pageQuerySchema, answer: records(diceEarningsSchema) },
  training: { answer: records(diceTrainingRecordSchema.array()) },
  adminQuestions: { query: diceAdminQuerySchema, answer: page(diceAdminQuestionSchema) },
  adminRelease: { params: diceQuestionParamsSchema, answer: records(diceAdminQuestionSchema) },
  adminRefund: {
    params: diceQuestionParamsSchema,
    body: diceAdminRefundBodySchema,
    answer: records(diceAdminQuestionSchema),
  },
} as const satisfies Record<string, EndpointSchemas>;
