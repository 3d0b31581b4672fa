import { z } from 'zod';
import './zod-locale.ts';
import { CONTACT_RELATIONS, type ContactRelation } from './contacts.ts';
import { BIRTH_TIME_RELIABILITY, VISIBILITY } from './enums.ts';
import { nameSchema } from './field-schemas.ts';

// The contact profile a member saves, as the server checks it (snake_case); the browser builds the
// same body in camelCase with the ContactInput type of contacts.ts.

const relationValues = CONTACT_RELATIONS.map((r) => r.value) as [ContactRelation, ...ContactRelation[]];
const reliabilityValues = BIRTH_TIME_RELIABILITY.map((r) => r.value) as [string, ...string[]];

export const contactInputSchema = z
  .object({
    name: nameSchema,
    gender: z.enum(['male', 'female'], { error: '请选择性别' }),
    relation: z.enum(relationValues, { error: '请选择与你的关系' }),
    /** solar: birthday is the Gregorian date; lunar: lunar_year/month/day (negative month = leap month). */
    calendar: z.enum(['solar', 'lunar'], { error: '请选择公历或农历' }).default('solar'),
    birthday: z.iso.date({ error: '请输入正确的出生日期' }).optional(),
    lunar_year: z.number().int().min(1800).max(2200).optional(),
    lunar_month: z
      .number()
      .int()
      .min(-12)
      .max(12)
      .refine((m) => m !== 0, '农历月份不正确')
      .optional(),
    lunar_day: z.number().int().min(1).max(30).optional(),
    time_unknown: z.boolean().default(false),
    birth_hour: z
      .number({ error: '请选择出生时辰' })
      .int()
      .min(0, '小时应在0到23之间')
      .max(23, '小时应在0到23之间')
      .optional(),
    birth_min: z
      .number({ error: '请选择出生分钟' })
      .int()
      .min(0, '分钟应在0到59之间')
      .max(59, '分钟应在0到59之间')
      .optional(),
    birth_location: z.string().trim().max(100, '出生地点不能超过100字').optional(),
    birth_latitude: z.number().min(-90, '纬度不正确').max(90, '纬度不正确').optional(),
    birth_longitude: z.number().min(-180, '经度不正确').max(180, '经度不正确').optional(),
    birth_time_zone: z.string().trim().max(40).optional(),
    reliability: z.enum(reliabilityValues, { error: '请选择出生时间的可靠程度' }).default('C'),
    visibility: z
      .union([z.literal(VISIBILITY.PRIVATE), z.literal(VISIBILITY.PUBLIC)], { error: '请选择可见范围' })
      .default(VISIBILITY.PRIVATE),
    note: z.string().trim().max(500, '备注不能超过500字').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.calendar === 'solar' && !input.birthday)
      ctx.addIssue({ code: 'custom', path: ['birthday'], message: '请输入出生日期' });
    if (input.calendar === 'lunar' && !(input.lunar_year && input.lunar_month && input.lunar_day)) {
      ctx.addIssue({ code: 'custom', path: ['lunar_day'], message: '请完整选择农历年月日' });
    }
    if (!input.time_unknown && (input.birth_hour === undefined || input.birth_min === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['birth_hour'], message: '请选择出生时间，或勾选“时间不详”' });
    }
    const hasCoordinates = input.birth_latitude !== undefined && input.birth_longitude !== undefined;
    if (!input.birth_location && !hasCoordinates) {
      ctx.addIssue({ code: 'custom', path: ['birth_location'], message: '请选择出生地点或填写经纬度' });
    }
    if (hasCoordinates && !input.birth_time_zone) {
      ctx.addIssue({ code: 'custom', path: ['birth_time_zone'], message: '请选择出生地的时区' });
    }
  });
export type ContactInputBody = z.output<typeof contactInputSchema>;
