import { z } from 'zod';
import { records } from './answer-schemas.ts';
import {
  emailCodeRequestSchema,
  refreshTokenSchema,
  smsCodeRequestSchema,
  type Access,
  type AuthRecord,
  type LoginRecords,
  type PublicUser,
  type UserInfoRecords,
} from './auth.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { APPROVAL_STATUS, CAPACITY_TYPE, GENDERS } from './enums.ts';

// The schemas of sign-up, sign-in and the session (declared in auth-api.ts), and the user records
// every account answer carries (the users area answers them too). Types stay in auth.ts.

export const publicUserRecordSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  smallImage: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  userInfo: z.object({
    name: z.string().nullable(),
    gender: z.enum(GENDERS.map((gender) => gender.value)).nullable(),
    birthday: z.string().nullable(),
    birthHour: z.number().int().nullable(),
    birthMin: z.number().int().nullable(),
    birthLocation: z.string().nullable(),
    birthLatitude: z.number().nullable(),
    birthLongitude: z.number().nullable(),
    birthTimeZone: z.string().nullable(),
  }),
  student: z.boolean(),
  certificationMember: z.object({ enable: z.enum(['0', '1']), endTime: z.string().nullable() }).nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<PublicUser>;

export const accessRecordSchema = z.object({
  roles: z.array(z.string()),
  astrologersCapacitys: z.array(
    z.object({ type: z.enum(Object.values(CAPACITY_TYPE)), applove: z.enum(Object.values(APPROVAL_STATUS)) }),
  ),
}) satisfies z.ZodType<Access>;

/** The OAuth-style token record (its keys stay snake_case on the wire). */
export const authRecordSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
}) satisfies z.ZodType<AuthRecord>;

export const userInfoRecordsSchema = z.object({
  user: publicUserRecordSchema,
  access: accessRecordSchema,
}) satisfies z.ZodType<UserInfoRecords>;
export const loginRecordsSchema = userInfoRecordsSchema.extend({
  auth: authRecordSchema,
}) satisfies z.ZodType<LoginRecords>;

/**
 * Sign-up and sign-in take either of two bodies; the server picks the schema by the keys sent
 * (register: `email` without `mobile`; login: `sms_code`), so each answers that form's own messages.
 */
export const eitherFormBodySchema = z.record(z.string(), z.unknown());

const codeSent = records(z.object({ cooldownSeconds: z.number().int() }));
const signedIn = records(loginRecordsSchema);

export const authApiSchemas = {
  sendSmsCode: { body: smsCodeRequestSchema, answer: codeSent },
  sendEmailCode: { body: emailCodeRequestSchema, answer: codeSent },
  register: { body: eitherFormBodySchema, answer: signedIn },
  login: { body: eitherFormBodySchema, answer: signedIn },
  refreshToken: { body: refreshTokenSchema, answer: records(z.object({ auth: authRecordSchema })) },
  logout: {
    body: z.object({ refresh_token: z.string().max(256).optional() }).nullish(),
    answer: records(z.null()),
  },
  userInfo: { answer: records(userInfoRecordsSchema) },
} as const satisfies Record<string, EndpointSchemas>;
