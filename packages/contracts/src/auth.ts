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

/** A new password and its repeat (sign-up, change, reset). */
export const passwordPair = {
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
