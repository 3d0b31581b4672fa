import { records } from './answer-schemas.ts';
import {
  elementCheckBodySchema,
  elementCheckParamsSchema,
  elementCheckRecordSchema,
} from './baby-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of the baby endpoints (declared in baby-api.ts).

export const babyApiSchemas = {
  createElementCheck: { body: elementCheckBodySchema, answer: records(elementCheckRecordSchema) },
  getElementCheck: { params: elementCheckParamsSchema, answer: records(elementCheckRecordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
