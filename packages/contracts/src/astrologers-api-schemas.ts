import { page, raw, records } from './answer-schemas.ts';
import {
  adminApplicationQuerySchema,
  adminApplicationRecordSchema,
  adminWithdrawalQuerySchema,
  adminWithdrawalRecordSchema,
  applicationNoParamsSchema,
  applicationRecordSchema,
  astrologerIdParamsSchema,
  capitalDetailsQuerySchema,
  capitalEntryRecordSchema,
  capitalSummarySchema,
  certificateParamsSchema,
  earningIntegrityProblemSchema,
  myAstrologerInfoSchema,
  myInfoQuerySchema,
  profileUpdateSchema,
  publicAstrologerQuerySchema,
  publicAstrologerRecordSchema,
  rejectBodySchema,
  withdrawalNoParamsSchema,
  withdrawalRecordSchema,
  withdrawalRequestSchema,
} from './astrologers-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';

// The schemas of every astrologer endpoint (declared in astrologers-api.ts). The application is
// multipart: its text fields are checked with applicationFieldsSchema after the form is read.

export const astrologersApiSchemas = {
  myInfo: { query: myInfoQuerySchema, answer: records(myAstrologerInfoSchema) },
  apply: { answer: records(applicationRecordSchema) },
  updateProfile: { body: profileUpdateSchema, answer: records(publicAstrologerRecordSchema) },
  capital: { answer: records(capitalSummarySchema) },
  capitalDetails: { query: capitalDetailsQuerySchema, answer: page(capitalEntryRecordSchema) },
  requestWithdrawal: { body: withdrawalRequestSchema, answer: records(withdrawalRecordSchema) },
  myWithdrawals: { query: pageQuerySchema, answer: page(withdrawalRecordSchema) },

  listPublic: { query: publicAstrologerQuerySchema, answer: page(publicAstrologerRecordSchema) },
  getPublic: { params: astrologerIdParamsSchema, answer: records(publicAstrologerRecordSchema) },

  adminApplications: { query: adminApplicationQuerySchema, answer: page(adminApplicationRecordSchema) },
  adminApplication: { params: applicationNoParamsSchema, answer: records(adminApplicationRecordSchema) },
  adminCertificate: { params: certificateParamsSchema, answer: raw('the certificate’s type') },
  adminApprove: { params: applicationNoParamsSchema, answer: records(adminApplicationRecordSchema) },
  adminReject: {
    params: applicationNoParamsSchema,
    body: rejectBodySchema,
    answer: records(adminApplicationRecordSchema),
  },
  adminWithdrawals: { query: adminWithdrawalQuerySchema, answer: page(adminWithdrawalRecordSchema) },
  adminPayWithdrawal: { params: withdrawalNoParamsSchema, answer: records(adminWithdrawalRecordSchema) },
  adminRejectWithdrawal: {
    params: withdrawalNoParamsSchema,
    body: rejectBodySchema,
    answer: records(adminWithdrawalRecordSchema),
  },
  adminEarningIntegrity: { answer: records(earningIntegrityProblemSchema.array()) },
} as const satisfies Record<string, EndpointSchemas>;
