import type { calendarReportApiSchemas } from './calendar-report-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The personal calendar report: its product page data, the member's report (three-step input, then its months and
// days). Only the buyer reads a report (another member's answers 404; a refunded one 410). No zod here.

export const calendarReportApi = declareEndpoints<typeof calendarReportApiSchemas>()({
  calendarReportHome: {
    method: 'GET',
    path: '/api/calendar-reports/home',
    access: 'public',
    summary: '个人星象日历：介绍、价格与样例月份',
  },
  calendarReport: {
    method: 'GET',
    path: '/api/calendar-reports/:id',
    access: 'user',
    summary: '我的个人星象日历（资料、时间范围与关注方向）',
  },
  calendarReportInput: {
    method: 'POST',
    path: '/api/calendar-reports/:id/input',
    access: 'user',
    summary: '填写个人星象日历：档案或出生资料、开始月份与月数（最多12个月）、关注方向；提交后锁定',
  },
  calendarReportMonth: {
    method: 'GET',
    path: '/api/calendar-reports/:id/months/:month',
    access: 'user',
    summary: '个人星象日历的某个月：每日评分、理由与重要天象',
  },
  calendarReportDay: {
    method: 'GET',
    path: '/api/calendar-reports/:id/days/:date',
    access: 'user',
    summary: '个人星象日历的某一天：行运精确时间、月相与月亮星座、空亡、停滞、评分与理由',
  },
});
