import { declareEndpoints } from './endpoint.ts';
import type { learningApiSchemas } from './learning-api-schemas.ts';

// The learning hub's interactive tools (/learning/tools/{name}). Schemas in learning-api-schemas.ts, record types
// in learning.ts. No zod here.

export const learningApi = declareEndpoints<typeof learningApiSchemas>()({
  toolSky: {
    method: 'GET',
    path: '/api/learning/tools/sky',
    access: 'public',
    summary: '星空工具：某一时刻（默认此刻）全部行星的星座、度数、顺逆与月相',
  },
  toolPlanetCycle: {
    method: 'GET',
    path: '/api/learning/tools/planet-cycle',
    access: 'public',
    summary: '换座与逆行表：一颗行星在某年（北京时间）的换座、停滞与逆行期',
  },
  toolMoonMonth: {
    method: 'GET',
    path: '/api/learning/tools/moon-month',
    access: 'public',
    summary: '月相月历：某月（北京时间）的四个主要月相与每日月相',
  },
  toolHouses: {
    method: 'POST',
    path: '/api/learning/tools/houses',
    access: 'public',
    summary: '宫位制对照：同一出生资料在八种宫位制下的宫头与行星落宫',
  },
  toolAspect: {
    method: 'GET',
    path: '/api/learning/tools/aspect',
    access: 'public',
    summary: '相位计算器：两个黄经之间的角距、相位与容许度',
  },
  toolSolarTime: {
    method: 'GET',
    path: '/api/learning/tools/solar-time',
    access: 'public',
    summary: '真太阳时换算：钟表时间在某经度的地方平时、时差与真太阳时',
  },
});
