import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@xingtu/contracts/envelope';
import { geoApi } from '@xingtu/contracts/geo-api';
import { geoApiSchemas } from '@xingtu/contracts/geo-api-schemas';
import { searchPlaces } from '@xingtu/geo/search';
import { endpointRoutes } from '../../http/endpoints.ts';

// Birth-place search for the chart forms: Chinese names, pinyin or initials. The gazetteer changes
// only with a release, so answers may be cached for a day by browsers and CDNs.

export const geoRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRoutes(app, geoApi, geoApiSchemas);

  route('searchPlaces', {}, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return ok(searchPlaces(request.query.keyword, { limit: request.query.limit }));
  });
};
