import { declareEndpoints } from './endpoint.ts';
import type { healthApiSchemas } from './health-api-schemas.ts';

// The load balancer's checks. Schemas in health-api-schemas.ts.

export const healthApi = declareEndpoints<typeof healthApiSchemas>()({
  live: { method: 'GET', path: '/healthz', access: 'public', summary: '存活检查' },
  ready: { method: 'GET', path: '/readyz', access: 'public', summary: '就绪检查（数据库可用）' },
});
