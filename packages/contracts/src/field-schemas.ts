import { z } from 'zod';
import './zod-locale.ts';
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
