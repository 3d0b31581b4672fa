import type { tarotApiSchemas } from './tarot-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The tarot endpoints (/tarotChat/*, /assistShare/*). Schemas in tarot-api-schemas.ts. No zod here.

export const tarotApi = declareEndpoints<typeof tarotApiSchemas>()({
  read: {
    method: 'POST',
    path: '/api/tarot/readings',
    access: 'user',
    summary: '塔罗：提问并由服务器抽牌，解读以事件流（text/event-stream）逐字返回',
  },
  listReadings: { method: 'GET', path: '/api/tarot/readings', access: 'user', summary: '塔罗：我的解读记录' },
  getReading: {
    method: 'GET',
    path: '/api/tarot/readings/:readingId',
    access: 'user',
    summary: '塔罗：一次解读的牌与全文',
  },
  share: {
    method: 'POST',
    path: '/api/tarot/readings/:readingId/share',
    access: 'user',
    summary: '塔罗：分享一次解读，得到分享码（好友助力可解锁一次免费解读）',
  },
  listShares: {
    method: 'GET',
    path: '/api/tarot/shares',
    access: 'user',
    summary: '塔罗：我的分享与助力记录',
  },
  sharedView: {
    method: 'GET',
    path: '/api/tarot/shared/:code',
    access: 'public',
    summary: '塔罗：按分享码查看被分享的解读与助力进度',
  },
  shareImage: {
    method: 'GET',
    path: '/api/tarot/shared/:code/image',
    access: 'public',
    summary: '塔罗：分享图片（PNG）',
  },
  assist: {
    method: 'POST',
    path: '/api/tarot/shared/:code/assist',
    access: 'user',
    summary: '塔罗：为好友的分享助力（每个账号一次，每天有上限）',
  },
  myAssists: {
    method: 'GET',
    path: '/api/tarot/assists',
    access: 'user',
    summary: '塔罗：我为好友助力的记录',
  },
  adminReadings: {
    method: 'GET',
    path: '/api/admin/tarot/readings',
    access: 'user',
    summary: '运营：查询某位会员的塔罗解读（客服）',
  },
  adminAssists: {
    method: 'GET',
    path: '/api/admin/tarot/assists',
    access: 'user',
    summary: '运营：某一天的助力情况（按助力人汇总，查找刷助力）',
  },
});
