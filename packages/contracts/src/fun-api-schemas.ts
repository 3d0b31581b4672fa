import { z } from 'zod';
import { page, records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import {
  btfCheckAdminQuerySchema,
  btfCheckAdminRecordSchema,
  btfCheckAnswerBodySchema,
  btfCheckRecordSchema,
  btfRunBodySchema,
  btfRunRecordSchema,
  developmentAgesBodySchema,
  developmentAgesRecordSchema,
  elementTestBodySchema,
  elementTestRecordSchema,
  funIdParamsSchema,
  loveTestBodySchema,
  loveTestRecordSchema,
  nvcEntryBodySchema,
  nvcEntryRecordSchema,
  nvcGuideBodySchema,
  nvcGuideRecordSchema,
  nvcListQuerySchema,
  themeSignBodySchema,
  themeSignChoiceBodySchema,
  themeSignRecordSchema,
  themeSignRoundParamsSchema,
} from './fun-schemas.ts';

// The schemas of the fun endpoints (declared in fun-api.ts).

export const funApiSchemas = {
  createLoveTest: { body: loveTestBodySchema, answer: records(loveTestRecordSchema) },
  getLoveTest: { params: funIdParamsSchema, answer: records(loveTestRecordSchema) },
  createElementTest: { body: elementTestBodySchema, answer: records(elementTestRecordSchema) },
  getElementTest: { params: funIdParamsSchema, answer: records(elementTestRecordSchema) },
  createThemeSign: { body: themeSignBodySchema, answer: records(themeSignRecordSchema) },
  getThemeSign: { params: funIdParamsSchema, answer: records(themeSignRecordSchema) },
  answerThemeSign: {
    params: themeSignRoundParamsSchema,
    body: themeSignChoiceBodySchema,
    answer: records(themeSignRecordSchema),
  },
  nvcGuide: { body: nvcGuideBodySchema, answer: records(nvcGuideRecordSchema) },
  createNvcEntry: { body: nvcEntryBodySchema, answer: records(nvcEntryRecordSchema) },
  listNvcEntries: { query: nvcListQuerySchema, answer: page(nvcEntryRecordSchema) },
  getNvcEntry: { params: funIdParamsSchema, answer: records(nvcEntryRecordSchema) },
  deleteNvcEntry: { params: funIdParamsSchema, answer: records(z.object({ id: z.string() })) },
  developmentAges: { body: developmentAgesBodySchema, answer: records(developmentAgesRecordSchema) },
  createBtfRun: { body: btfRunBodySchema, answer: records(btfRunRecordSchema) },
  listBtfRuns: { query: nvcListQuerySchema, answer: page(btfRunRecordSchema) },
  getBtfRun: { params: funIdParamsSchema, answer: records(btfRunRecordSchema) },
  listBtfChecks: { answer: records(btfCheckRecordSchema.array()) },
  adminListBtfChecks: { query: btfCheckAdminQuerySchema, answer: page(btfCheckAdminRecordSchema) },
  adminAnswerBtfCheck: {
    params: funIdParamsSchema,
    body: btfCheckAnswerBodySchema,
    answer: records(btfCheckRecordSchema),
  },
} as const satisfies Record<string, EndpointSchemas>;
