import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import './zod-locale.ts';
import { records } from './answer-schemas.ts';
import { CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR, PERSONAL_CALENDAR_MAX_DAYS } from './calendar.ts';
import { calendarMonthRecordSchema, personalCalendarRecordSchema } from './calendar-records.ts';
import { idSchema } from './commerce-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of the calendar endpoints (declared in calendar-api.ts).

const yearSchema = numeric(
  z
    .number({ message: '请填写年份' })
    .int({ message: '年份需为整数' })
    .min(CALENDAR_MIN_YEAR, { message: `年份需在${CALENDAR_MIN_YEAR}年至${CALENDAR_MAX_YEAR}年之间` })
    .max(CALENDAR_MAX_YEAR, { message: `年份需在${CALENDAR_MIN_YEAR}年至${CALENDAR_MAX_YEAR}年之间` }),
);
const monthSchema = numeric(
  z
    .number({ message: '请填写月份' })
    .int({ message: '月份需为1至12的整数' })
    .min(1, { message: '月份需为1至12的整数' })
    .max(12, { message: '月份需为1至12的整数' }),
);

export const calendarMonthQuerySchema = z.object({ year: yearSchema, month: monthSchema });

export const personalCalendarQuerySchema = z.object({
  contact_id: idSchema,
  start: z
    .string({ message: '请填写开始日期' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '开始日期格式应为 YYYY-MM-DD' })
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      {
        message: '开始日期不存在',
      },
    )
    .refine((d) => Number(d.slice(0, 4)) >= CALENDAR_MIN_YEAR && Number(d.slice(0, 4)) < CALENDAR_MAX_YEAR, {
      message: `开始日期需在${CALENDAR_MIN_YEAR}年至${CALENDAR_MAX_YEAR - 1}年之间`,
    }),
  days: numeric(
    z
      .number({ message: '请填写天数' })
      .int({ message: '天数需为整数' })
      .min(1, { message: `天数需在1至${PERSONAL_CALENDAR_MAX_DAYS}之间` })
      .max(PERSONAL_CALENDAR_MAX_DAYS, { message: `天数需在1至${PERSONAL_CALENDAR_MAX_DAYS}之间` }),
  ).default(31),
});

export const calendarApiSchemas = {
  calendarMonth: { query: calendarMonthQuerySchema, answer: records(calendarMonthRecordSchema) },
  personalCalendar: { query: personalCalendarQuerySchema, answer: records(personalCalendarRecordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
