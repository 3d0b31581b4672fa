import type { commonApiSchemas } from './common-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The data every page's shell draws. Schemas in common-api-schemas.ts. No zod here: pages load it.

export const commonApi = declareEndpoints<typeof commonApiSchemas>()({
  commonData: {
    method: 'GET',
    path: '/api/common/data',
    access: 'public',
    summary: '站点公共数据：导航菜单、首页横幅与页脚配置',
  },
});
