import { records } from './answer-schemas.ts';
import {
  calendarReportDayParamsSchema,
  calendarReportDayRecordSchema,
  calendarReportHomeRecordSchema,
  calendarReportInputSchema,
  calendarReportMonthParamsSchema,
  calendarReportMonthRecordSchema,
  calendarReportParamsSchema,
  calendarReportRecordSchema,
} from './calendar-report-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of the personal calendar report endpoints (declared in calendar-report-api.ts).

export const calendarReportApiSchemas = {
  calendarReportHome: { answer: records(calendarReportHomeRecordSchema) },
  calendarReport: { params: calendarReportParamsSchema, answer: records(calendarReportRecordSchema) },
  calendarReportInput: {
    params: calendarReportParamsSchema,
    body: calendarReportInputSchema,
    answer: records(calendarReportRecordSchema),
  },
  calendarReportMonth: {
    params: calendarReportMonthParamsSchema,
    answer: records(calendarReportMonthRecordSchema),
  },
  calendarReportDay: {
    params: calendarReportDayParamsSchema,
    answer: records(calendarReportDayRecordSchema),
  },
} as const satisfies Record<string, EndpointSchemas>;
