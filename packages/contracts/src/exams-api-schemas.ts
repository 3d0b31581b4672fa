import { z } from 'zod';
import { page, raw, records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  adminCertificateSchema,
  adminIsarApplicationSchema,
  adminIsarQuerySchema,
  isarApplicationParamsSchema,
  isarReviewBodySchema,
  adminCertificatesQuerySchema,
  attemptDetailSchema,
  attemptParamsSchema,
  attemptSummarySchema,
  certificateCheckSchema,
  certificateParamsSchema,
  certificateRecordSchema,
  certificateVerifyParamsSchema,
  ecardCatalogueSchema,
  ecardRecordSchema,
  examDetailSchema,
  examSlugParamsSchema,
  examSummarySchema,
  isarApplicationBodySchema,
  isarApplicationSchema,
  isarMembershipSchema,
  isarOverviewSchema,
  redeemBodySchema,
  redeemResultSchema,
  revokeCertificateBodySchema,
  saveAnswerBodySchema,
  savedAnswerSchema,
  submitAttemptBodySchema,
} from './exams-schemas.ts';

// The schemas of every exam, certificate, e-card and ISAR endpoint (declared in exams-api.ts).

export const examsApiSchemas = {
  listExams: { answer: records(z.array(examSummarySchema)) },
  getExam: { params: examSlugParamsSchema, answer: records(examDetailSchema) },
  startAttempt: { params: examSlugParamsSchema, answer: records(attemptDetailSchema) },
  listAttempts: { query: pageQuerySchema, answer: page(attemptSummarySchema) },
  getAttempt: { params: attemptParamsSchema, answer: records(attemptDetailSchema) },
  saveAnswer: { params: attemptParamsSchema, body: saveAnswerBodySchema, answer: records(savedAnswerSchema) },
  submitAttempt: {
    params: attemptParamsSchema,
    body: submitAttemptBodySchema,
    answer: records(attemptSummarySchema),
  },
  listCertificates: { answer: records(z.array(certificateRecordSchema)) },
  certificatePdf: { params: certificateParamsSchema, answer: raw('application/pdf') },
  verifyCertificate: { params: certificateVerifyParamsSchema, answer: records(certificateCheckSchema) },
  adminCertificates: { query: adminCertificatesQuerySchema, answer: page(adminCertificateSchema) },
  adminRevokeCertificate: {
    params: certificateParamsSchema,
    body: revokeCertificateBodySchema,
    answer: records(adminCertificateSchema),
  },
  ecardCatalogue: { answer: records(ecardCatalogueSchema) },
  myEcards: { answer: records(z.array(ecardRecordSchema)) },
  redeemEcard: { body: redeemBodySchema, answer: records(redeemResultSchema) },
  isarOverview: { answer: records(isarOverviewSchema) },
  isarMembership: { answer: records(isarMembershipSchema) },
  isarApply: { body: isarApplicationBodySchema, answer: records(isarApplicationSchema) },
  isarApplications: { answer: records(z.array(isarApplicationSchema)) },
  adminIsarApplications: { query: adminIsarQuerySchema, answer: page(adminIsarApplicationSchema) },
  adminReviewIsar: {
    params: isarApplicationParamsSchema,
    body: isarReviewBodySchema,
    answer: records(adminIsarApplicationSchema),
  },
} as const satisfies Record<string, EndpointSchemas>;
