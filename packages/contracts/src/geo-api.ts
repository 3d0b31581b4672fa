import { declareEndpoints } from './endpoint.ts';
import type { geoApiSchemas } from './geo-api-schemas.ts';

// Birth places for the chart and profile forms. Schemas in geo-api-schemas.ts. No zod here.

export const geoApi = declareEndpoints<typeof geoApiSchemas>()({
  searchPlaces: { method: 'GET', path: '/api/geo/search', access: 'public', summary: '搜索出生地点' },
});
