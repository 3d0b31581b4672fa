import { raw, records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import {
  ebookAdminRowSchema,
  ebookAdminStatusBodySchema,
  ebookAnnotationBodySchema,
  ebookAnnotationParamsSchema,
  ebookAnnotationSchema,
  ebookAnnotationUpdateSchema,
  ebookDetailSchema,
  ebookFileLinkSchema,
  ebookFileParamsSchema,
  ebookParamsSchema,
  ebookPositionBodySchema,
  ebookPositionSchema,
  ebookShelfItemSchema,
  ebookSummarySchema,
} from './ebooks-schemas.ts';
import { z } from 'zod';

// The schemas of every e-book endpoint (declared in ebooks-api.ts).

export const ebooksApiSchemas = {
  list: { answer: records(z.array(ebookSummarySchema)) },
  detail: { params: ebookParamsSchema, answer: records(ebookDetailSchema) },
  cover: { params: ebookParamsSchema, answer: raw('image/svg+xml') },
  shelf: { answer: records(z.array(ebookShelfItemSchema)) },
  fileLink: { params: ebookParamsSchema, answer: records(ebookFileLinkSchema) },
  file: { params: ebookFileParamsSchema, answer: raw('application/epub+zip') },
  position: { params: ebookParamsSchema, answer: records(ebookPositionSchema.nullable()) },
  savePosition: {
    params: ebookParamsSchema,
    body: ebookPositionBodySchema,
    answer: records(ebookPositionSchema),
  },
  annotations: { params: ebookParamsSchema, answer: records(z.array(ebookAnnotationSchema)) },
  addAnnotation: {
    params: ebookParamsSchema,
    body: ebookAnnotationBodySchema,
    answer: records(ebookAnnotationSchema),
  },
  updateAnnotation: {
    params: ebookAnnotationParamsSchema,
    body: ebookAnnotationUpdateSchema,
    answer: records(ebookAnnotationSchema),
  },
  deleteAnnotation: { params: ebookAnnotationParamsSchema, answer: records(z.null()) },
  adminList: { answer: records(z.array(ebookAdminRowSchema)) },
  adminStatus: {
    params: ebookParamsSchema,
    body: ebookAdminStatusBodySchema,
    answer: records(ebookAdminRowSchema),
  },
  adminUpload: { answer: records(ebookAdminRowSchema) },
} as const satisfies Record<string, EndpointSchemas>;
