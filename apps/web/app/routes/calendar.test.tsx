// @vitest-environment happy-dom
// The /calendar page: month grid and day list from the month's events, the month switcher, and the error and
// empty states.
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CalendarEventRecord, CalendarMonthRecord } from '@xingtu/contracts/calendar';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { monthFromQuery, monthWeeks } from '../features/calendar/calendar-month.ts';
import CalendarPage from './calendar.tsx';

const event = (patch: Partial<CalendarEventRecord>): CalendarEventRecord => ({
  kind: 'lunation',
  at: '2026-03-03T11:37:52.928Z',
  date: '2026-03-03',
  time: '19:37',
  endAt: null,
  endDate: null,
  endTime: null,
  body: 'moon',
  title: '满月（月亮在处女座）',
  text: '满月，月亮与太阳遥遥相对，情绪和事情都容易达到高点。',
  ...patch,
});

const march: CalendarMonthRecord = {
  year: 2026,
  month: 3,
  timeZone: 'Asia/Shanghai',
  events: [
    event({ kind: 'lunation' }),
    event({
      kind: 'eclipse',
      time: '19:33',
      title: '全月食',
      text: '月食发生在满月，地球的影子落在月亮上。',
    }),
    event({
      kind: 'voidOfCourse',
      at: '2026-03-05T22:10:00.000Z',
      date: '2026-03-06',
      time: '06:10',
      endAt: '2026-03-06T01:00:00.000Z',
      endDate: '2026-03-06',
      endTime: '09:00',
      title: '月亮空亡（随后进入天蝎座）',
      text: '月亮空亡期：月亮在离开当前星座前，不再与其他行星形成主要相位。',
    }),
    event({
      kind: 'ingress',
      body: 'sun',
      at: '2026-03-20T14:45:57.000Z',
      date: '2026-03-20',
      time: '22:45',
      title: '太阳进入白羊座',
      text: '接下来约一个月，太阳照亮这个星座的主题。',
    }),
  ],
};

function renderPage(data: unknown, url = '/calendar?month=2026-03') {
  const Stub = createRoutesStub([{ path: '/calendar', Component: CalendarPage, loader: () => data }]);
  render(<Stub initialEntries={[url]} />);
}

afterEach(cleanup);

describe('/calendar', () => {
  it('shows the month grid and the events by day with Beijing times and explanations', async () => {
    renderPage({ year: 2026, month: 3, invalid: false, today: '2026-03-20', calendar: march });
    expect(await screen.findByRole('heading', { name: '2026年3月' }, { timeout: 5000 })).toBeTruthy();
    const grid = screen.getByRole('table', { name: '2026年3月星象月历' });
    // March 2026 starts on a Sunday: six blank cells, then the 1st.
    const firstRow = within(grid).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('1')).toBeTruthy();
    expect(
      within(grid)
        .getByText(/全月食/)
        .closest('a')!
        .getAttribute('href'),
    ).toBe('#day-2026-03-03');
    const days = document.querySelectorAll('.cal-day');
    expect([...days].map((d) => d.querySelector('h3')!.textContent)).toEqual([
      '3月3日 周二',
      '3月6日 周五',
      '3月20日 周五今天',
    ]);
    expect(screen.getByText('06:10–09:00')).toBeTruthy();
    const details = screen.getByRole('region', { name: '逐日天象' });
    expect(within(details).getByText('太阳进入白羊座')).toBeTruthy();
    expect(screen.getByText(/地球的影子/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '‹ 上个月' }).getAttribute('href')).toBe(
      '/calendar?month=2026-02',
    );
    expect(screen.getByRole('link', { name: '下个月 ›' }).getAttribute('href')).toBe(
      '/calendar?month=2026-04',
    );
    expect(screen.queryByRole('link', { name: '回到本月' })).toBeNull();
  });

  it('says so when the month cannot be loaded, and when it has no events', async () => {
    renderPage({ year: 2026, month: 3, invalid: false, today: '2026-05-01', calendar: null });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toMatch(/加载不出来/);
    expect(screen.getByRole('link', { name: '回到本月' }).getAttribute('href')).toBe(
      '/calendar?month=2026-05',
    );
    cleanup();
    renderPage({
      year: 2026,
      month: 3,
      invalid: true,
      today: '2026-03-01',
      calendar: { ...march, events: [] },
    });
    expect(await screen.findByText('这个月没有可列出的天象。', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/没有找到你要的月份/);
  });
});

describe('calendar months', () => {
  it('reads ?month=, else the current Beijing month', () => {
    expect(monthFromQuery('2026-12')).toEqual({ year: 2026, month: 12, invalid: false });
    // 31 Dec 2026 20:00 UT is already 1 January 2027 in Beijing.
    expect(monthFromQuery(null, new Date('2026-12-31T20:00:00Z'))).toEqual({
      year: 2027,
      month: 1,
      invalid: false,
    });
    expect(monthFromQuery('2026-13', new Date('2026-11-25T00:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      invalid: true,
    });
  });

  it('lays a month out in whole weeks from Monday', () => {
    // February 2026 starts on a Sunday: six blank days, then five weeks in all.
    const weeks = monthWeeks(2026, 2, []);
    expect(weeks).toHaveLength(5);
    expect(weeks.flat().filter((d) => d.date).length).toBe(28);
    expect(weeks[0]![6]!.date).toBe('2026-02-01');
    expect(weeks[4]!.filter((d) => d.date === null)).toHaveLength(1);
    // February 2027 starts on a Monday: exactly four weeks.
    expect(monthWeeks(2027, 2, [])).toHaveLength(4);
  });
});
