import { declareEndpoints } from './endpoint.ts';
import type { searchApiSchemas } from './search-api-schemas.ts';

// Site search (/search and the header box's suggestions). Schemas in search-api-schemas.ts. No zod here.

export const searchApi = declareEndpoints<typeof searchApiSchemas>()({
  search: {
    method: 'GET',
    path: '/api/search',
    access: 'public',
    summary: '站内搜索：中文分词全文检索课程、报告、电子书、占星师与文章，标题命中优先，高亮摘要',
  },
  suggest: {
    method: 'GET',
    path: '/api/search/suggest',
    access: 'public',
    summary: '搜索框联想：按标题、拼音或首字母给出候选（同音字也能找到）',
  },
  popular: {
    method: 'GET',
    path: '/api/search/popular',
    access: 'public',
    summary: '热门搜索：近7天搜索人数最多的词（运营隐藏的词除外）',
  },
  adminPopular: {
    method: 'GET',
    path: '/api/admin/search/popular',
    access: 'user',
    summary: '运营：近7天的热门搜索词、搜索人数与是否隐藏',
  },
  adminHideWord: {
    method: 'POST',
    path: '/api/admin/search/popular/hide',
    access: 'user',
    summary: '运营：在热门搜索中隐藏或恢复一个词（记入操作日志）',
  },
  adminIndexStatus: {
    method: 'GET',
    path: '/api/admin/search/status',
    access: 'user',
    summary: '运营：搜索索引的文档数（按类型）与最近更新时间',
  },
  adminReindex: {
    method: 'POST',
    path: '/api/admin/search/reindex',
    access: 'user',
    summary: '运营：从商品目录与占星师资料重建搜索索引',
  },
});
