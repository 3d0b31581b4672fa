// The addresses of the calendar report's pages: the member's report travels as ?report=, the month and day too.
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const CALENDAR_HOME = '/calendarReport/home';
export const CALENDAR_ORDER_PAY = '/calendarReport/orderPay';
export const stepPath = (step: 1 | 2 | 3, report: string): string =>
  `/calendarReport/${['editFirst', 'editSecond', 'editThird'][step - 1]}?${q({ report })}`;
export const monthPath = (report: string, month?: string): string =>
  `/calendarReport/monthInfo?${q(month ? { report, month } : { report })}`;
export const dayPath = (report: string, date: string): string =>
  `/calendarReport/dayInfo?${q({ report, date })}`;
