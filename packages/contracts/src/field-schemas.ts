import { z } from 'zod';
import './zod-locale.ts';
import {
  BIRTH_TIME_ZONE_MESSAGE,
  BIRTH_YEAR_MESSAGE,
  isBirthTimeZone,
  isBirthYearInRange,
} from './birth-date.ts';
import {
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SMS_CODE_PATTERN,
  VALIDATION_MESSAGES,
  isAccount,
  isValidName,
} from './validation.ts';

// The zod forms of the SPEC §5 fields, for request schemas. Kept apart from validation.ts so the
// browser can check a field without loading zod.

export const mobileSchema = z
  .string({ error: VALIDATION_MESSAGES.mobile })
  .trim()
  .regex(MOBILE_PATTERN, VALIDATION_MESSAGES.mobile);
export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.email })
  .trim()
  .max(254, VALIDATION_MESSAGES.email)
  .regex(EMAIL_PATTERN, VALIDATION_MESSAGES.email);
export const accountSchema = z
  .string({ error: VALIDATION_MESSAGES.account })
  .trim()
  .refine(isAccount, VALIDATION_MESSAGES.account);
export const passwordSchema = z
  .string({ error: VALIDATION_MESSAGES.password })
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.password)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.password);
export const smsCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.sms })
  .trim()
  .regex(SMS_CODE_PATTERN, VALIDATION_MESSAGES.sms);
export const emailCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.emailCode })
  .trim()
  .regex(SMS_CODE_PATTERN, VALIDATION_MESSAGES.emailCode);
export const captchaAnswerSchema = z
  .string({ error: VALIDATION_MESSAGES.captcha })
  .trim()
  .min(1, VALIDATION_MESSAGES.captcha)
  .max(12, VALIDATION_MESSAGES.captcha);
export const nameSchema = z
  .string({ error: VALIDATION_MESSAGES.name })
  .trim()
  .max(40, VALIDATION_MESSAGES.name)
  .refine(isValidName, VALIDATION_MESSAGES.name);
export const agreementSchema = z.literal(true, { error: VALIDATION_MESSAGES.agreement });

/** A birth date: a real 'YYYY-MM-DD' day within the chart engine's years (birth-date.ts). */
export const birthDateSchema = (message = '请输入正确的出生日期') =>
  z.iso.date({ error: message, abort: true }).refine(isBirthYearInRange, BIRTH_YEAR_MESSAGE);
/** The zone of a birth place: an IANA id or a fixed offset, as the chart engine reads it. */
export const birthTimeZoneSchema = z
  .string({ error: BIRTH_TIME_ZONE_MESSAGE })
  .trim()
  .max(40, BIRTH_TIME_ZONE_MESSAGE)
  .refine(isBirthTimeZone, BIRTH_TIME_ZONE_MESSAGE);

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;
/**
 * A number given as a JSON number or as a plain decimal string (a query string's '20', a form's
 * '12.5'), checked by `schema` with the field's own messages. Nothing else is read as a number:
 * not an array ([20]), a hex or binary string ('0x14'), an exponent ('2e1'), '' or ' 20 ' —
 * z.coerce.number() read all of these; they now fail the field's type check.
 */
export const numeric = <T extends z.ZodType<number | null | undefined>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_RE.test(value) ? Number(value) : value),
    schema,
  );

/**
 * A whole number from a query string or an address (a page, a size, an id), from min to max. Like
 * numeric(), only a plain decimal is read: '0x10', '1e3', ' 12 ', '' and [12] fail the type check
 * (z.coerce.number() took them for 16, 1000, 12 and 0). Without `message` the zod-locale sentences
 * apply (填写的格式不正确, 数值不能大于100, …); a field with its own words passes them.
 */
export const intParam = (min: number, max: number, message?: string) => {
  const error = message === undefined ? undefined : { message };
  return numeric(z.number(error).int(error).min(min, error).max(max, error));
};
