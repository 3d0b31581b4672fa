import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { withdrawalRequestSchema } from './astrologers-schemas.ts';
import { BIRTH_YEAR_MESSAGE } from './birth-date.ts';
import { natalBodySchema } from './charts-schemas.ts';
import { cartAddSchema, idParamSchema, createOrderSchema } from './commerce-schemas.ts';
import { contactInputSchema } from './contacts-schemas.ts';
import { enrolBodySchema, gradeBodySchema, lessonEditBodySchema } from './courses-schemas.ts';
import { diceAcceptBodySchema } from './dice-schemas.ts';
import { pageQuerySchema } from './envelope.ts';
import { intParam } from './field-schemas.ts';
import { skyToolQuerySchema, solarTimeQuerySchema } from './learning-api-schemas.ts';
import { updateProfileSchema } from './users-schemas.ts';

// What the security review found the request schemas let through: birth data the chart engine
// refuses later, impossible enrolment birthdays, numbers read from arrays, hex and exponents, a
// rolled-over date. Each answers 422 with the field's Chinese message instead.

function fieldErrors(schema: z.ZodType, body: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const contact = {
  name: '张三',
  gender: 'male',
  relation: 'self',
  birthday: '1990-05-01',
  birth_hour: 8,
  birth_min: 30,
  birth_location: '北京市',
};

describe('birth data saved in the profile and contact profiles', () => {
  it('refuses years the chart engine cannot draw, with the same message as the engine', () => {
    for (const birthday of ['0001-01-01', '9999-12-31', '1799-12-31', '2201-01-01']) {
      expect(fieldErrors(updateProfileSchema, { birthday })).toEqual([
        { path: 'birthday', message: BIRTH_YEAR_MESSAGE },
      ]);
      expect(fieldErrors(contactInputSchema, { ...contact, birthday })).toEqual([
        { path: 'birthday', message: BIRTH_YEAR_MESSAGE },
      ]);
    }
    expect(BIRTH_YEAR_MESSAGE).toBe('出生日期需在1800年至2200年之间');
    for (const birthday of ['1800-01-01', '2200-12-31', '2024-02-29']) {
      expect(updateProfileSchema.safeParse({ birthday }).success).toBe(true);
      expect(contactInputSchema.safeParse({ ...contact, birthday }).success).toBe(true);
    }
  });

  it('refuses days that do not exist', () => {
    for (const birthday of ['2023-02-29', '2023-13-45', '0000-00-00', '1990-04-31']) {
      expect(fieldErrors(updateProfileSchema, { birthday })).toEqual([
        { path: 'birthday', message: '请输入正确的出生日期' },
      ]);
    }
  });

  it('takes only a time zone the chart engine reads', () => {
    const message = '时区不正确，请填写如 Asia/Shanghai 或 +08:00';
    for (const zone of ['Mars/Olympus_Mons', 'Beijing', '+25:00', '']) {
      expect(fieldErrors(updateProfileSchema, { birth_time_zone: zone })).toEqual([
        { path: 'birth_time_zone', message },
      ]);
      const body = { ...contact, birth_latitude: 39.9, birth_longitude: 116.4, birth_time_zone: zone };
      expect(fieldErrors(contactInputSchema, body).map((e) => e.path)).toContain('birth_time_zone');
    }
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'UTC', '+08:00']) {
      expect(updateProfileSchema.safeParse({ birth_time_zone: zone }).success).toBe(true);
      // What the profile keeps, a chart drawn from it takes.
      const birth = { date: '1990-05-01', time: '08:30', time_zone: zone, latitude: 39.9, longitude: 116.4 };
      expect(natalBodySchema.safeParse({ birth }).success).toBe(true);
    }
  });
});

describe('course enrolment birthdays', () => {
  const form = { knowledge_level: '1', english_level: '1', heard_from: 'friend', birth_time: '10:30' };

  it('refuses impossible, ancient and future days', () => {
    for (const birthday of ['2023-13-45', '0000-00-00', '2023-02-29'])
      expect(fieldErrors(enrolBodySchema, { ...form, birthday })).toEqual([
        { path: 'birthday', message: '请填写正确的出生日期' },
      ]);
    expect(fieldErrors(enrolBodySchema, { ...form, birthday: '1200-01-01' })).toEqual([
      { path: 'birthday', message: BIRTH_YEAR_MESSAGE },
    ]);
    expect(fieldErrors(enrolBodySchema, { ...form, birthday: '9999-12-31' })[0]?.path).toBe('birthday');
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(fieldErrors(enrolBodySchema, { ...form, birthday: nextYear })).toEqual([
      { path: 'birthday', message: '出生日期不能晚于今天' },
    ]);
    expect(enrolBodySchema.safeParse({ ...form, birthday: '1994-08-17' }).success).toBe(true);
  });

  it('takes a real HH:MM birth time only', () => {
    for (const birth_time of ['24:00', '10:60', '1030', '10:30:00'])
      expect(fieldErrors(enrolBodySchema, { ...form, birth_time })).toEqual([
        { path: 'birth_time', message: '请填写正确的出生时间' },
      ]);
  });
});

describe('numbers in request bodies', () => {
  it('refuse arrays, hex, binary, exponents, blanks and padded strings with the field’s message', () => {
    for (const product_id of [
      [1013],
      [[1013]],
      '0x3F5',
      '0b1',
      '1013e0',
      '1e3',
      '',
      ' 1013',
      '1013.5',
      true,
    ]) {
      expect(fieldErrors(cartAddSchema, { product_id })).toEqual([
        { path: 'product_id', message: '编号格式不正确' },
      ]);
    }
    expect(fieldErrors(createOrderSchema, { product_id: [1016] }).map((e) => e.path)).toContain('product_id');
    expect(fieldErrors(withdrawalRequestSchema, { amount_fen: [20000], channel: 'alipay' })).toContainEqual({
      path: 'amount_fen',
      message: '请填写提现金额',
    });
    expect(fieldErrors(diceAcceptBodySchema, { rating: [5] })).toEqual([
      { path: 'rating', message: '请选择评分' },
    ]);
    expect(fieldErrors(lessonEditBodySchema, { chapter_id: '0x1' }).map((e) => e.path)).toContain(
      'chapter_id',
    );
  });

  it('still read a number, or a plain decimal string (query strings and path parameters)', () => {
    expect(cartAddSchema.parse({ product_id: 1013 }).product_id).toBe(1013);
    expect(cartAddSchema.parse({ product_id: '1013' }).product_id).toBe(1013);
    expect(idParamSchema.parse({ id: '42' }).id).toBe(42);
    expect(fieldErrors(idParamSchema, { id: '-1' })).toEqual([{ path: 'id', message: '编号格式不正确' }]);
    expect(diceAcceptBodySchema.parse({ rating: '4' }).rating).toBe(4);
    expect(fieldErrors(diceAcceptBodySchema, { rating: '4.5' })).toEqual([
      { path: 'rating', message: '请选择评分' },
    ]);
  });

  it('a grade without a score says what is missing', () => {
    expect(fieldErrors(gradeBodySchema, { passed: true, comment: '写得很好' })).toEqual([
      { path: 'score', message: '请填写 0 到 100 的整数分数' },
    ]);
    expect(gradeBodySchema.parse({ passed: true, comment: '写得很好', score: 90 }).score).toBe(90);
  });
});

describe('numbers in query strings and paths', () => {
  it('read only plain decimals within the range', () => {
    expect(pageQuerySchema.parse({ current: '3', size: '20' })).toEqual({ current: 3, size: 20 });
    expect(pageQuerySchema.parse({})).toEqual({ current: 1, size: 10 });
    for (const size of ['1e1', '0x10', '0o7', '0b1', ' 12', '12 ', '', '[12]', '12.0e0', '+12', 'Infinity']) {
      expect(fieldErrors(pageQuerySchema, { size }), size).toEqual([
        { path: 'size', message: '填写的格式不正确' },
      ]);
    }
    expect(fieldErrors(pageQuerySchema, { size: '0' })).toEqual([{ path: 'size', message: '数值不能小于1' }]);
    expect(fieldErrors(pageQuerySchema, { size: '101' })).toEqual([
      { path: 'size', message: '数值不能大于100' },
    ]);
    expect(fieldErrors(pageQuerySchema, { size: '2.5' }).map((e) => e.path)).toEqual(['size']);
  });

  it('answer every failure with the field’s own words when it has them', () => {
    const round = intParam(1, 2, '只有两轮');
    expect(round.parse('2')).toBe(2);
    for (const value of ['3', '0', '1.5', '0x1', '1e0', '']) {
      expect(
        fieldErrors(round, value).map((e) => e.message),
        value,
      ).toEqual(['只有两轮']);
    }
  });
});

describe('learning tool instants and dates', () => {
  it('refuses a day that does not exist instead of rolling it over', () => {
    expect(fieldErrors(skyToolQuerySchema, { at: '2026-02-30T00:00:00Z' })).toEqual([
      { path: 'at', message: '时间格式不正确' },
    ]);
    expect(skyToolQuerySchema.parse({ at: '2026-02-28T12:00:00+08:00' }).at).toBe(
      '2026-02-28T12:00:00+08:00',
    );
    expect(skyToolQuerySchema.safeParse({ at: '2024-02-29' }).success).toBe(true);
    const solar = { date: '2026-02-30', time: '12:00', longitude: '116.4', time_zone: 'Asia/Shanghai' };
    expect(fieldErrors(solarTimeQuerySchema, solar)).toEqual([
      { path: 'date', message: '日期不存在，请检查' },
    ]);
  });

  it('gives one message for a moment it cannot read', () => {
    expect(fieldErrors(skyToolQuerySchema, { at: 'abc' })).toEqual([
      { path: 'at', message: '时间格式不正确' },
    ]);
  });
});
