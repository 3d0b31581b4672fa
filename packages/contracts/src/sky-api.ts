import { declareEndpoints } from './endpoint.ts';
import type { skyApiSchemas } from './sky-api-schemas.ts';

// The sky of the current hour for the home page. Schemas in sky-api-schemas.ts. No zod here.

export const skyApi = declareEndpoints<typeof skyApiSchemas>()({
  skyNow: {
    method: 'GET',
    path: '/api/sky/now',
    access: 'public',
    summary: '此刻星象：太阳、月亮与月相、逆行行星（每小时更新）',
  },
});
