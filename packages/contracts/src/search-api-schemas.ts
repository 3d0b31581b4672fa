import { records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import {
  indexStatusSchema,
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
} as const satisfies Record<string, EndpointSchemas>;
