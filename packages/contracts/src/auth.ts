import { z } from 'zod';
import './zod-locale.ts';
import { VALIDATION_MESSAGES } from './validation.ts';
import {
  accountSchema,
  agreementSchema,
  captchaAnswerSchema,
  emailCodeSchema,
  emailSchema,
  mobileSchema,
  nameSchema,
  passwordSchema,
  smsCodeSchema,
} from './field-schemas.ts';
import type { ApprovalStatus, CapacityType, Gender } from './enums.ts';

// Request bodies arrive in snake_case (SPEC §7 / DESIGN.md); these schemas describe the wire form.

/** verify: a code to the address already bound, proving the owner before it is changed. */
export const SMS_SCENES = ['register', 'login', 'bind', 'reset', 'verify'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

/** A human check: the image captcha (key chosen by the client + answer) or a passed slider token. */
export const humanCheckSchema = z.object({
  captcha_key: z.string().min(8).max(64).optional(),
  captcha_code: captchaAnswerSchema.optional(),
  slider_token: z.string().min(8).max(128).optional(),
});

export const smsCodeRequestSchema = humanCheckSchema.extend({
  mobile: mobileSchema,
  scene: z.enum(SMS_SCENES, { error: '验证码用途不正确' }),
});

export const emailCodeRequestSchema = humanCheckSchema.extend({
  email: emailSchema,
  scene: z.enum(SMS_SCENES, { error: '验证码用途不正确' }),
});

const passwordPair = {
  password: passwordSchema,
  re_password: z.string({ error: VALIDATION_MESSAGES.rePassword }),
};

export const registerByMobileSchema = z
  .object({ mobile: mobileSchema, sms_code: smsCodeSchema, ...passwordPair, agreement: agreementSchema })
  .refine((body) => body.password === body.re_password, {
    path: ['re_password'],
    message: VALIDATION_MESSAGES.rePassword,
  });

export const registerByEmailSchema = z
  .object({ email: emailSchema, email_code: emailCodeSchema, ...passwordPair, agreement: agreementSchema })
  .refine((body) => body.password === body.re_password, {
    path: ['re_password'],
    message: VALIDATION_MESSAGES.rePassword,
  });

export const registerSchema = z.union([registerByMobileSchema, registerByEmailSchema]);

export const passwordLoginSchema = humanCheckSchema.extend({
  account: accountSchema,
  password: z.string({ error: VALIDATION_MESSAGES.password }).min(1, VALIDATION_MESSAGES.password).max(64),
});
export const smsLoginSchema = z.object({ mobile: mobileSchema, sms_code: smsCodeSchema });
export const loginSchema = z.union([passwordLoginSchema, smsLoginSchema]);

export const refreshTokenSchema = z.object({ refresh_token: z.string().min(10).max(256) });

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
  birthday: z.iso.date({ error: '请输入正确的出生日期' }).optional(),
  birth_hour: z.number().int().min(0).max(23).optional(),
  birth_min: z.number().int().min(0).max(59).optional(),
  birth_location: z.string().trim().max(100).optional(),
  birth_latitude: z.number().min(-90).max(90).optional(),
  birth_longitude: z.number().min(-180).max(180).optional(),
  birth_time_zone: z.string().max(40).optional(),
});

/** The OAuth-style token record; its keys stay snake_case on the wire. */
export interface AuthRecord {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

export interface CertificationMember {
  enable: '0' | '1';
  endTime: string | null;
}

export interface UserInfo {
  name: string | null;
  gender: Gender | null;
  birthday: string | null;
  birthHour: number | null;
  birthMin: number | null;
  birthLocation: string | null;
  birthLatitude: number | null;
  birthLongitude: number | null;
  birthTimeZone: string | null;
}

export interface PublicUser {
  userId: string;
  userName: string;
  smallImage: string | null;
  mobile: string | null;
  email: string | null;
  userInfo: UserInfo;
  student: boolean;
  certificationMember: CertificationMember | null;
  createdAt: string;
}

export interface AstrologerCapacity {
  type: CapacityType;
  applove: ApprovalStatus;
}

export interface Access {
  roles: string[];
  astrologersCapacitys: AstrologerCapacity[];
}

export interface LoginRecords {
  user: PublicUser;
  access: Access;
  auth: AuthRecord;
}

export interface UserInfoRecords {
  user: PublicUser;
  access: Access;
}
