import type { chartsApiSchemas } from './charts-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The chart calculations: public, but a request naming a contact profile needs the member's token.
// Schemas in charts-api-schemas.ts. No zod here: pages load it.

export const chartsApi = declareEndpoints<typeof chartsApiSchemas>()({
  natal: { method: 'POST', path: '/api/chart/natal', access: 'public', summary: '本命盘' },
  synastry: {
    method: 'POST',
    path: '/api/chart/synastry',
    access: 'public',
    summary: '合盘（比较盘与组合中点盘）',
  },
  transits: { method: 'POST', path: '/api/chart/transits', access: 'public', summary: '行运' },
  progressions: {
    method: 'POST',
    path: '/api/chart/progressions',
    access: 'public',
    summary: '次限推运与太阳弧',
  },
  career: { method: 'POST', path: '/api/chart/career', access: 'public', summary: '事业盘' },
  kid: { method: 'POST', path: '/api/chart/kid', access: 'public', summary: '亲子盘' },
  returns: {
    method: 'POST',
    path: '/api/chart/returns',
    access: 'public',
    summary: '太阳返照与月亮返照（可换地点）',
  },
  transitTimeline: {
    method: 'POST',
    path: '/api/chart/transit-timeline',
    access: 'public',
    summary: '行运时间线（精确时刻与容许度区间）',
  },
  traditional: {
    method: 'POST',
    path: '/api/chart/traditional',
    access: 'public',
    summary: '古典技法：必然尊贵、小限法、法达星限，恒星黄道与谐波盘',
  },
});
