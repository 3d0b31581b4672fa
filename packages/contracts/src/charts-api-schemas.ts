import { records } from './answer-schemas.ts';
import {
  careerBodySchema,
  kidBodySchema,
  natalBodySchema,
  progressionsBodySchema,
  synastryBodySchema,
  transitsBodySchema,
} from './charts-schemas.ts';
import {
  careerRecordSchema,
  kidRecordSchema,
  natalRecordSchema,
  progressionsRecordSchema,
  synastryRecordSchema,
  transitsRecordSchema,
} from './charts-records.ts';
import type { EndpointSchemas } from './endpoint.ts';
import {
  returnsBodySchema,
  returnsRecordSchema,
  traditionalBodySchema,
  traditionalRecordSchema,
  transitTimelineBodySchema,
  transitTimelineRecordSchema,
} from './chart-techniques-schemas.ts';

// The schemas of the chart calculations (declared in charts-api.ts): request bodies from
// charts-schemas.ts, answers from charts-records.ts.

export const chartsApiSchemas = {
  natal: { body: natalBodySchema, answer: records(natalRecordSchema) },
  synastry: { body: synastryBodySchema, answer: records(synastryRecordSchema) },
  transits: { body: transitsBodySchema, answer: records(transitsRecordSchema) },
  progressions: { body: progressionsBodySchema, answer: records(progressionsRecordSchema) },
  career: { body: careerBodySchema, answer: records(careerRecordSchema) },
  kid: { body: kidBodySchema, answer: records(kidRecordSchema) },
  returns: { body: returnsBodySchema, answer: records(returnsRecordSchema) },
  transitTimeline: { body: transitTimelineBodySchema, answer: records(transitTimelineRecordSchema) },
  traditional: { body: traditionalBodySchema, answer: records(traditionalRecordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
