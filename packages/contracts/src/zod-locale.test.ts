import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refreshTokenSchema } from './auth.ts';
import { mobileSchema } from './field-schemas.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const HAS_LATIN_WORD = /[A-Za-z]{3,}/;

describe('validation messages are Chinese', () => {
  it('gives bare rules a customer sentence, with no English or developer words', () => {
    const cases: [z.ZodType, unknown][] = [
      [refreshTokenSchema, { refresh_token: 'short' }],
      [refreshTokenSchema, {}],
      [refreshTokenSchema, null],
      [z.string().max(3), 'abcdef'],
      [z.number().int().min(0).max(23), 25],
      [z.number().int(), 1.5],
      [z.array(z.string()).min(1), []],
      [z.enum(['a', 'b']), 'c'],
      [z.object({ a: z.string() }).strict(), { a: 'x', b: 1 }],
      [z.iso.date(), '2026-13-40'],
      [z.string().regex(/^\d+$/), 'abc'],
      [z.union([z.string(), z.number()]), true],
    ];
    for (const [schema, value] of cases) {
      const message = messageOf(schema, value);
      expect(message).toBeDefined();
      expect(message).toMatch(/\p{Script=Han}/u);
      expect(message).not.toMatch(HAS_LATIN_WORD);
    }
    expect(messageOf(refreshTokenSchema, { refresh_token: 'short' })).toBe('至少填写10个字符');
    expect(messageOf(z.number().max(23), 25)).toBe('数值不能大于23');
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('此项为必填项');
  });

  it('keeps the SPEC §5 texts where a schema names them', () => {
    expect(messageOf(mobileSchema, '123')).toBe(VALIDATION_MESSAGES.mobile);
    expect(messageOf(mobileSchema, undefined)).toBe(VALIDATION_MESSAGES.mobile);
  });
});
