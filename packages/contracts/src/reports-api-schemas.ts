import { page, raw, records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { reportDocumentSchema } from './report-document.ts';
import {
  adminReportQuerySchema,
  adminReportRecordSchema,
  orderNoParamsSchema,
  reportDetailRecordSchema,
  reportIdParamsSchema,
  reportInputSchema,
  reportRecordSchema,
  reportTemplateRecordSchema,
  reportVersionRecordSchema,
  reportVersionParamsSchema,
  teaserBodySchema,
  templateKeyParamsSchema,
  templateUpdateSchema,
} from './reports-schemas.ts';
import { pageQuerySchema } from './envelope.ts';

// The schemas of every report endpoint (declared in reports-api.ts).

const detail = records(reportDetailRecordSchema);

export const reportsApiSchemas = {
  listTemplates: { answer: records(reportTemplateRecordSchema.array()) },
  getTemplate: { params: templateKeyParamsSchema, answer: records(reportTemplateRecordSchema) },
  teaser: { body: teaserBodySchema, answer: records(reportDocumentSchema) },

  listMine: { query: pageQuerySchema, answer: page(reportRecordSchema) },
  listForOrder: { params: orderNoParamsSchema, answer: records(reportRecordSchema.array()) },
  getReport: { params: reportIdParamsSchema, answer: detail },
  // Binary files: the document renderer's bytes, not an envelope.
  downloadPdf: { params: reportIdParamsSchema, answer: raw('application/pdf') },
  shareImage: { params: reportIdParamsSchema, answer: raw('image/png') },
  getVersion: { params: reportVersionParamsSchema, answer: records(reportVersionRecordSchema) },
  submitInput: { params: reportIdParamsSchema, body: reportInputSchema, answer: detail },
  correctInput: { params: reportIdParamsSchema, body: reportInputSchema, answer: detail },

  adminList: { query: adminReportQuerySchema, answer: page(adminReportRecordSchema) },
  adminGet: { params: reportIdParamsSchema, answer: records(adminReportRecordSchema) },
  adminRegenerate: { params: reportIdParamsSchema, answer: records(adminReportRecordSchema) },
  adminUpdateTemplate: {
    params: templateKeyParamsSchema,
    body: templateUpdateSchema,
    answer: records(reportTemplateRecordSchema),
  },
} as const satisfies Record<string, EndpointSchemas>;
