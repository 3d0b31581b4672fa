import { z } from 'zod';
import { page, records } from './answer-schemas.ts';
import {
  adminCommentQuerySchema,
  adminCommentRecordSchema,
  commentInputSchema,
  commentListQuerySchema,
  commentParamsSchema,
  commentRecordSchema,
  commentReportSchema,
  commentUpdateSchema,
  hideCommentSchema,
} from './comments-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of every comment endpoint (declared in comments-api.ts).

export const commentsApiSchemas = {
  listComments: { query: commentListQuerySchema, answer: page(commentRecordSchema) },
  postComment: { body: commentInputSchema, answer: records(commentRecordSchema) },
  editComment: {
    params: commentParamsSchema,
    body: commentUpdateSchema,
    answer: records(commentRecordSchema),
  },
  reportComment: { params: commentParamsSchema, body: commentReportSchema, answer: records(z.null()) },
  adminComments: { query: adminCommentQuerySchema, answer: page(adminCommentRecordSchema) },
  adminHideComment: {
    params: commentParamsSchema,
    body: hideCommentSchema,
    answer: records(adminCommentRecordSchema),
  },
  adminRestoreComment: { params: commentParamsSchema, answer: records(adminCommentRecordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
