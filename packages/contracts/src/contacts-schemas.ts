import { z } from 'zod';
import './zod-locale.ts';
import { CONTACT_RELATIONS, type ContactRelation } from './contacts.ts';
import { BIRTH_TIME_RELIABILITY, VISIBILITY } from './enums.ts';
import { BIRTH_MAX_YEAR, BIRTH_MIN_YEAR } from './birth-date.ts';
import { birthDateSchema, birthTimeZoneSchema, nameSchema } from './field-schemas.ts';
import { SHICHEN_IDS } from './shichen.ts';

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
    birthday: birthDateSchema().optional(),
    lunar_year: z.number().int().min(BIRTH_MIN_YEAR).max(BIRTH_MAX_YEAR).optional(),
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
    /** Only the 时辰 is known (with time_unknown): the chart is drawn at its middle. */
    birth_shichen: z.enum(SHICHEN_IDS, { error: '请选择子时至亥时中的一个时辰' }).optional(),
    /** What the time (or 时辰) was read from: the clocks of the place, or the sun (真太阳时). */
    time_basis: z.enum(['clock', 'solar'], { error: '时间依据应为钟表时间或真太阳时' }).default('clock'),
    /** The time was written in standard time although the clocks were on summer time (China 1986–1991). */
    standard_time: z.boolean({ error: '请说明出生时间是否已是标准时间' }).default(false),
    birth_location: z.string().trim().max(100, '出生地点不能超过100字').optional(),
    birth_latitude: z.number().min(-90, '纬度不正确').max(90, '纬度不正确').optional(),
    birth_longitude: z.number().min(-180, '经度不正确').max(180, '经度不正确').optional(),
    birth_time_zone: birthTimeZoneSchema.optional(),
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
    if (input.birth_shichen && !input.time_unknown)
      ctx.addIssue({
        code: 'custom',
        path: ['birth_shichen'],
        message: '已填写出生时间就不需要再选时辰；只知道时辰时，请勾选“时间不详”',
      });
    const timeGiven = !input.time_unknown || Boolean(input.birth_shichen);
    if (input.time_basis === 'solar' && !timeGiven)
      ctx.addIssue({
        code: 'custom',
        path: ['time_basis'],
        message: '按真太阳时保存需要填写出生时间或选择时辰',
      });
    if (input.standard_time && input.time_basis === 'solar')
      ctx.addIssue({
        code: 'custom',
        path: ['standard_time'],
        message: '真太阳时按太阳位置计算，不涉及夏令时，无需选择“已是标准时间”',
      });
    else if (input.standard_time && !timeGiven)
      ctx.addIssue({
        code: 'custom',
        path: ['standard_time'],
        message: '出生时间不详时无需说明是否为标准时间',
      });
    const hasCoordinates = input.birth_latitude !== undefined && input.birth_longitude !== undefined;
    if (!input.birth_location && !hasCoordinates) {
      ctx.addIssue({ code: 'custom', path: ['birth_location'], message: '请选择出生地点或填写经纬度' });
    }
    if (hasCoordinates && !input.birth_time_zone) {
      ctx.addIssue({ code: 'custom', path: ['birth_time_zone'], message: '请选择出生地的时区' });
    }
  });
export type ContactInputBody = z.output<typeof contactInputSchema>;
