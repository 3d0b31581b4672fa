import { z } from 'zod';
import { raw, records } from './answer-schemas.ts';
import { loginRecordsSchema, userInfoRecordsSchema } from './auth-api-schemas.ts';
import {
  cancelAccountSchema,
  changePasswordSchema,
  putEmailSchema,
  putMobileSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from './users-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of a member's own account (declared in users-api.ts). The user records are those of
// auth-api-schemas.ts.

const done = records(z.null());
const signedInAgain = records(loginRecordsSchema);

export const usersApiSchemas = {
  account: { answer: records(userInfoRecordsSchema) },
  updateProfile: { body: updateProfileSchema, answer: records(userInfoRecordsSchema) },
  putMobile: { body: putMobileSchema, answer: signedInAgain },
  putEmail: { body: putEmailSchema, answer: signedInAgain },
  changePassword: { body: changePasswordSchema, answer: done },
  resetPassword: { body: resetPasswordSchema, answer: done },
  cancelAccount: { body: cancelAccountSchema, answer: done },
  // Multipart (field `file`, read by the handler as a stream), so no JSON body schema.
  uploadAvatar: { answer: records(z.object({ smallImage: z.string() })) },
  // The stored file itself (an avatar image), with its own content type.
  upload: { params: z.object({ '*': z.string().max(300) }), answer: raw('the stored file’s type') },
} as const satisfies Record<string, EndpointSchemas>;
