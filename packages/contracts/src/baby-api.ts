import { declareEndpoints } from './endpoint.ts';
import type { babyApiSchemas } from './baby-api-schemas.ts';

// The baby pages' own endpoints: the free element-balance check of a child, kept for its owner.
// (The baby report itself is bought, filled and read through reports-api.ts.) Schemas in
// baby-api-schemas.ts. No zod here: pages load it.

export const babyApi = declareEndpoints<typeof babyApiSchemas>()({
  createElementCheck: {
    method: 'POST',
    path: '/api/baby/element-checks',
    access: 'user',
    summary: '免费宝宝元素测试：按孩子的出生资料计算元素与模式分布并保存结果',
  },
  getElementCheck: {
    method: 'GET',
    path: '/api/baby/element-checks/:id',
    access: 'user',
    summary: '查看自己的宝宝元素测试结果',
  },
});
