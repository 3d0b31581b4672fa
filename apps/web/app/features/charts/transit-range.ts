// The transit query's date range, checked on the page with the server's own rules (charts-schemas.ts
// transitsBodySchema), so each message sits at its date field instead of under the form.

const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface RangeErrors {
  from?: string;
  to?: string;
}

export function transitRangeErrors(from: string, to: string): RangeErrors {
  const start = DATE_RE.test(from) ? Date.parse(`${from}T00:00:00Z`) : Number.NaN;
  const end = DATE_RE.test(to) ? Date.parse(`${to}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(start)) return { from: '请选择开始日期' };
  if (Number.isNaN(end)) return { to: '请选择结束日期' };
  if (end <= start) return { to: '结束日期应晚于开始日期' };
  if (end - start > 366 * DAY_MS) return { to: '行运查询的时间范围不能超过一年' };
  return {};
}
