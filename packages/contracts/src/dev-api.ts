import type { devApiSchemas } from './dev-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// Development only: the embedded SMS and e-mail outbox. Schemas in dev-api-schemas.ts.

export const devApi = declareEndpoints<typeof devApiSchemas>()({
  outbox: { method: 'GET', path: '/dev/outbox', access: 'public', summary: '开发环境：短信与邮件发件箱' },
});
