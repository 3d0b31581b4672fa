import { z } from 'zod';
import { page, raw, records } from './answer-schemas.ts';
import {
  adminContentQuerySchema,
  contentAdminRecordSchema,
  contentDetailRecordSchema,
  contentIdParamsSchema,
  contentImageRecordSchema,
  contentInputSchema,
  contentListQuerySchema,
  contentPublishSchema,
  contentSlugParamsSchema,
  contentSummaryRecordSchema,
  favouriteInputSchema,
  favouriteListQuerySchema,
  favouriteParamsSchema,
  favouriteRecordSchema,
  favouriteStatusQuerySchema,
  favouriteStatusSchema,
} from './content-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of every content and favourite endpoint (declared in content-api.ts).

export const contentApiSchemas = {
  listContent: { query: contentListQuerySchema, answer: page(contentSummaryRecordSchema) },
  getContent: { params: contentIdParamsSchema, answer: records(contentDetailRecordSchema) },
  getContentBySlug: { params: contentSlugParamsSchema, answer: records(contentDetailRecordSchema) },
  sitemap: { answer: raw('application/xml') },
  robots: { answer: raw('text/plain') },
  adminListContent: { query: adminContentQuerySchema, answer: page(contentAdminRecordSchema) },
  adminGetContent: { params: contentIdParamsSchema, answer: records(contentAdminRecordSchema) },
  adminCreateContent: { body: contentInputSchema, answer: records(contentAdminRecordSchema) },
  adminUpdateContent: {
    params: contentIdParamsSchema,
    body: contentInputSchema,
    answer: records(contentAdminRecordSchema),
  },
  adminPublishContent: {
    params: contentIdParamsSchema,
    body: contentPublishSchema,
    answer: records(contentAdminRecordSchema),
  },
  adminUploadContentImage: { answer: records(contentImageRecordSchema) },
  listFavourites: { query: favouriteListQuerySchema, answer: page(favouriteRecordSchema) },
  favouriteStatus: { query: favouriteStatusQuerySchema, answer: records(favouriteStatusSchema) },
  addFavourite: { body: favouriteInputSchema, answer: records(favouriteRecordSchema) },
  removeFavourite: { params: favouriteParamsSchema, answer: records(z.null()) },
} as const satisfies Record<string, EndpointSchemas>;
