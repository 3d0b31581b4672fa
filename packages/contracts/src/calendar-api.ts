import type { calendarApiSchemas } from './calendar-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The calendar endpoints: method, path, who may call them. Schemas in calendar-api-schemas.ts. No zod here.

export const calendarApi = declareEndpoints<typeof calendarApiSchemas>()({
  calendarMonth: {
    method: 'GET',
    path: '/api/calendar/month',
    access: 'public',
    summary: '星象日历：某月的月相、换座、停滞、日月食与月亮空亡（北京时间）',
  },
  personalCalendar: {
    method: 'GET',
    path: '/api/calendar/personal',
    access: 'user',
    summary: '个人日历：自己档案的每日行运、月亮宫位、天象与评分（contact_id、start 开始日期、days 天数）',
  },
});
