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
});
