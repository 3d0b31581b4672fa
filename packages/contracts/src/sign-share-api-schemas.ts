import { page, raw, records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  signAdminInvitationRowSchema,
  signAdminInvitationsQuerySchema,
  signBigThreeSchema,
  signBirthBodySchema,
  signComparisonSchema,
  signInvitationRecordSchema,
  signJoinResultSchema,
  signShareParamsSchema,
  signShareRecordSchema,
  signShareSaveBodySchema,
  signShareSummarySchema,
  signSharedViewSchema,
} from './sign-share-schemas.ts';

// The schemas of every sign-share endpoint (declared in sign-share-api.ts).

export const signShareApiSchemas = {
  mine: { answer: records(signShareSummarySchema) },
  save: { body: signShareSaveBodySchema, answer: records(signShareRecordSchema) },
  sharedView: { params: signShareParamsSchema, answer: records(signSharedViewSchema) },
  shareImage: { params: signShareParamsSchema, answer: raw('image/png') },
  bigThree: { body: signBirthBodySchema, answer: records(signBigThreeSchema) },
  compare: {
    params: signShareParamsSchema,
    body: signBirthBodySchema,
    answer: records(signComparisonSchema),
  },
  join: { params: signShareParamsSchema, answer: records(signJoinResultSchema) },
  invitations: { query: pageQuerySchema, answer: page(signInvitationRecordSchema) },
  adminInvitations: { query: signAdminInvitationsQuerySchema, answer: page(signAdminInvitationRowSchema) },
} as const satisfies Record<string, EndpointSchemas>;
