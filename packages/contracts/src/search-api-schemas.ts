import { records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import {
  adminPopularWordSchema,
  hideWordBodySchema,
  indexStatusSchema,
  popularWordSchema,
  reindexAnswerSchema,
  searchAnswerSchema,
  searchQuerySchema,
  suggestQuerySchema,
  suggestionSchema,
} from './search-schemas.ts';
import { z } from 'zod';

// The schemas of the search endpoints (declared in search-api.ts).

export const searchApiSchemas = {
  search: { query: searchQuerySchema, answer: records(searchAnswerSchema) },
  suggest: { query: suggestQuerySchema, answer: records(z.array(suggestionSchema)) },
  adminIndexStatus: { answer: records(indexStatusSchema) },
  adminReindex: { answer: records(reindexAnswerSchema) },
  popular: { answer: records(z.array(popularWordSchema)) },
  adminPopular: { answer: records(z.array(adminPopularWordSchema)) },
  adminHideWord: { body: hideWordBodySchema, answer: records(adminPopularWordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
