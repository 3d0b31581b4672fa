import { z } from 'zod';
import './zod-locale.ts';
import { passwordPair } from './auth.ts';
import {
  accountSchema,
  birthDateSchema,
  birthTimeZoneSchema,
  emailCodeSchema,
  emailSchema,
  mobileSchema,
  nameSchema,
  smsCodeSchema,
} from './field-schemas.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

// Request bodies of the member's own account (users-api.ts), in their wire form (snake_case).

/**
 * Changing (or first binding) a mobile or e-mail proves the owner: the current password, or a code
 * sent (scene verify) to the address already bound — the same kind if bound, else the other one.
 */
const ownerProof = {
  password: z.string().max(64).optional(),
  verify_code: smsCodeSchema.optional(),
};
export const OWNER_PROOF_MESSAGE = '请输入当前登录密码，或获取原手机号（邮箱）验证码以验证身份';
const hasOwnerProof = (body: { password?: string | undefined; verify_code?: string | undefined }) =>
  Boolean(body.password || body.verify_code);

export const putMobileSchema = z
  .object({ mobile: mobileSchema, sms_code: smsCodeSchema, ...ownerProof })
  .refine(hasOwnerProof, { path: ['password'], message: OWNER_PROOF_MESSAGE });
export const putEmailSchema = z
  .object({ email: emailSchema, email_code: emailCodeSchema, ...ownerProof })
  .refine(hasOwnerProof, { path: ['password'], message: OWNER_PROOF_MESSAGE });
/**
 * Cancelling the account (注销) proves the owner: the password, or a code sent (scene verify) to the
 * bound mobile (the e-mail when no mobile is bound); every session ends.
 */
export const CANCEL_PROOF_MESSAGE = '请输入登录密码，或获取验证码以验证身份';
export const cancelAccountSchema = z
  .object(ownerProof)
  .refine(hasOwnerProof, { path: ['password'], message: CANCEL_PROOF_MESSAGE });
export const changePasswordSchema = z
  .object({ old_password: z.string().min(1).max(64), ...passwordPair })
  .refine((body) => body.password === body.re_password, {
    path: ['re_password'],
    message: VALIDATION_MESSAGES.rePassword,
  });
export const resetPasswordSchema = z
  .object({ account: accountSchema, code: smsCodeSchema, ...passwordPair })
  .refine((body) => body.password === body.re_password, {
    path: ['re_password'],
    message: VALIDATION_MESSAGES.rePassword,
  });

export const updateProfileSchema = z.object({
  name: nameSchema.optional(),
  gender: z.enum(['male', 'female'], { error: '请选择性别' }).optional(),
  birthday: birthDateSchema().optional(),
  birth_hour: z.number().int().min(0).max(23).optional(),
  birth_min: z.number().int().min(0).max(59).optional(),
  birth_location: z.string().trim().max(100).optional(),
  birth_latitude: z.number().min(-90).max(90).optional(),
  birth_longitude: z.number().min(-180).max(180).optional(),
  birth_time_zone: birthTimeZoneSchema.optional(),
});
