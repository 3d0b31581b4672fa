// @vitest-environment happy-dom
// The calendar report's three steps and reading pages: the steps keep their choices in the tab and go in order,
// the last one sends everything once (a refusal is shown with the way back to its step), and the month and day
// pages show their data, or the missing state for a report that is not the member's.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CalendarReportDayRecord,
  CalendarReportMonthRecord,
  CalendarReportRecord,
} from '@xingtu/contracts/calendar-report';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import {
  fetchCalendarDay,
  fetchCalendarMonth,
  fetchCalendarReport,
  submitCalendarReport,
} from '../api/calendar-reports.ts';
import { fetchContacts } from '../api/contacts.ts';
import DayPage from './calendarReport.dayInfo.tsx';
import FirstStep from './calendarReport.editFirst.tsx';
import SecondStep from './calendarReport.editSecond.tsx';
import ThirdStep from './calendarReport.editThird.tsx';
import MonthPage from './calendarReport.monthInfo.tsx';

vi.mock('../api/calendar-reports.ts', () => ({
  fetchCalendarReport: vi.fn(),
  submitCalendarReport: vi.fn(),
  fetchCalendarMonth: vi.fn(),
  fetchCalendarDay: vi.fn(),
}));
vi.mock('../api/contacts.ts', () => ({ fetchContacts: vi.fn() }));

const ID = 'abcdefgh2345';

function record(patch: Partial<CalendarReportRecord> = {}): CalendarReportRecord {
  return {
    report: {
      id: ID,
      template: 'calendar',
      title: '个人星象日历',
      form: 'one',
      status: 'awaiting_input',
      statusLabel: '待填写资料',
      orderNo: '202611251540000000001',
      productId: 9,
      people: null,
      currentVersion: 0,
      versions: [],
      correctionUntil: null,
      createdAt: '2026-11-25T07:39:00.000Z',
      updatedAt: '2026-11-25T07:39:00.000Z',
    },
    period: null,
    focus: [],
    person: null,
    ...patch,
  };
}

const ready = record({
  report: { ...record().report, status: 'ready', statusLabel: '已生成' },
  period: {
    startMonth: '2026-12',
    months: 2,
    monthList: ['2026-12', '2027-01'],
    firstDate: '2026-12-01',
    lastDate: '2027-01-31',
  },
  focus: ['career'],
  person: { name: '苏念', birthLine: '1991年3月9日 06:40（当地时间）· 杭州', timeKnown: true },
});

const monthOf = (month: string): CalendarReportMonthRecord => ({
  reportId: ID,
  month,
  name: '苏念',
  timeKnown: true,
  days: Array.from({ length: 31 }, (_, k) => ({
    date: `${month}-${String(k + 1).padStart(2, '0')}`,
    score: 40 + k,
    stars: Math.min(5, Math.max(1, Math.ceil((40 + k) / 20))),
    moonPhaseZh: '新月',
    reasons: [{ factor: `理由${k + 1}`, effect: 3 }],
    keyEvents: k === 4 ? ['水星停滞转逆（11:20）'] : [],
    transitCount: 1,
    focus: k === 4 ? ['career'] : [],
  })),
  events: [],
  bestDates: [`${month}-31`, `${month}-30`, `${month}-29`],
  hardDates: [`${month}-01`, `${month}-02`, `${month}-03`],
});

const profile = { id: 5, name: '苏念', birthday: '1991-03-09' } as ContactProfile;

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/calendarReport/editFirst', Component: FirstStep },
    { path: '/calendarReport/editSecond', Component: SecondStep },
    { path: '/calendarReport/editThird', Component: ThirdStep },
    { path: '/calendarReport/monthInfo', Component: MonthPage },
    { path: '/calendarReport/dayInfo', Component: DayPage },
  ]);
  render(<Stub initialEntries={[path]} />);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.mocked(fetchCalendarReport).mockReset();
  vi.mocked(submitCalendarReport).mockReset();
  vi.mocked(fetchCalendarMonth).mockReset();
  vi.mocked(fetchCalendarDay).mockReset();
});

describe('the three steps', () => {
  it('goes profile → period → focus, sends it all once, and shows a refusal with the way back', async () => {
    vi.mocked(fetchCalendarReport).mockResolvedValue(record());
    vi.mocked(fetchContacts).mockResolvedValue({ records: [profile], total: 1, size: 100, current: 1 });
    vi.mocked(fetchCalendarMonth).mockResolvedValue(monthOf('2026-12'));
    const user = userEvent.setup();
    renderAt(`/calendarReport/editFirst?report=${ID}`);

    const next = await screen.findByRole('button', { name: '下一步：选择时间' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(await screen.findByLabelText('本人：选择档案'), '5');
    await user.click(next);

    const start = (await screen.findByLabelText('开始月份')) as HTMLSelectElement;
    // This Beijing month and the next twelve.
    expect(start.options).toHaveLength(13);
    await user.selectOptions(start, start.options[1]!.value);
    await user.click(screen.getByRole('radio', { name: '6 个月' }));
    expect(screen.getByText(/共 6 个月/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一步：关注方向' }));

    await user.click(await screen.findByRole('checkbox', { name: '感情' }));
    await user.click(screen.getByRole('checkbox', { name: '事业' }));
    expect(screen.getByText('事业、感情')).toBeTruthy();

    vi.mocked(submitCalendarReport)
      .mockRejectedValueOnce(
        new ApiError('000422', '提交的内容未通过校验', 422, [
          { field: 'person.contact_id', message: '请选择自己保存的档案' },
        ]),
      )
      .mockResolvedValueOnce(ready);
    await user.click(screen.getByRole('button', { name: '确认并生成日历' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('请选择自己保存的档案');
    expect(screen.getByRole('link', { name: '返回修改' }).getAttribute('href')).toBe(
      `/calendarReport/editFirst?report=${ID}`,
    );
    expect(vi.mocked(submitCalendarReport)).toHaveBeenLastCalledWith(ID, {
      person: { contactId: 5 },
      startMonth: start.options[1]!.value,
      months: 6,
      focus: ['career', 'love'],
    });

    vi.mocked(fetchCalendarReport).mockResolvedValue(ready);
    await user.click(screen.getByRole('button', { name: '确认并生成日历' }));
    expect(await screen.findByRole('heading', { level: 1, name: '苏念的个人星象日历' })).toBeTruthy();
    // The draft is gone once sent.
    expect(sessionStorage.length).toBe(0);
  });

  it('sends a later step without the earlier choices back to step 1', async () => {
    vi.mocked(fetchCalendarReport).mockResolvedValue(record());
    vi.mocked(fetchContacts).mockResolvedValue({ records: [profile], total: 1, size: 100, current: 1 });
    renderAt(`/calendarReport/editThird?report=${ID}`);
    expect(await screen.findByRole('button', { name: '下一步：选择时间' })).toBeTruthy();
  });

  it('shows a filled report as locked, with the way to read it', async () => {
    vi.mocked(fetchCalendarReport).mockResolvedValue(ready);
    renderAt(`/calendarReport/editFirst?report=${ID}`);
    expect(await screen.findByText('这份日历的资料已经提交：苏念，不能再修改。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看日历' }).getAttribute('href')).toBe(
      `/calendarReport/monthInfo?report=${ID}`,
    );
  });
});

describe('reading', () => {
  it('shows a month of scores with links to each day, and moves between the months of the period', async () => {
    vi.mocked(fetchCalendarReport).mockResolvedValue(ready);
    vi.mocked(fetchCalendarMonth).mockImplementation(async (_id, month) => monthOf(month));
    const user = userEvent.setup();
    renderAt(`/calendarReport/monthInfo?report=${ID}&month=2026-12`);
    const grid = await screen.findByRole('table', { name: '2026年12月每日评分' });
    expect(grid.querySelectorAll('a')).toHaveLength(31);
    expect(screen.getByLabelText('5日 44分').closest('a')!.getAttribute('href')).toBe(
      `/calendarReport/dayInfo?report=${ID}&date=2026-12-05`,
    );
    expect(screen.getByText('水星停滞转逆')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '‹ 上个月' })).toBeNull();
    await user.click(screen.getByRole('link', { name: '下个月 ›' }));
    expect(await screen.findByRole('table', { name: '2027年1月每日评分' })).toBeTruthy();
    expect(vi.mocked(fetchCalendarMonth)).toHaveBeenLastCalledWith(ID, '2027-01');
  });

  it('asks to fill a report without input, and shows the missing state for one that is not the member’s', async () => {
    vi.mocked(fetchCalendarReport).mockResolvedValue(record());
    renderAt(`/calendarReport/monthInfo?report=${ID}`);
    expect(await screen.findByRole('link', { name: '去填写' })).toBeTruthy();
    expect(vi.mocked(fetchCalendarMonth)).not.toHaveBeenCalled();
    cleanup();

    vi.mocked(fetchCalendarDay).mockRejectedValue(new ApiError('000404', '报告不存在', 404, []));
    renderAt(`/calendarReport/dayInfo?report=${ID}&date=2026-12-05`);
    expect(await screen.findByText(/这份日历不存在/)).toBeTruthy();
  });

  it('shows a day: score and reasons, the Moon, voids and transits in Beijing time', async () => {
    const day: CalendarReportDayRecord = {
      reportId: ID,
      name: '苏念',
      timeKnown: true,
      moonSigns: [
        { sign: '白羊座', from: '00:00' },
        { sign: '金牛座', from: '14:05' },
      ],
      focus: ['career'],
      previousDate: null,
      nextDate: '2026-12-02',
      day: {
        date: '2026-12-01',
        score: 72,
        stars: 4,
        reasons: [
          { factor: '木星三分太阳（09:12）', effect: 8 },
          { factor: '月亮空亡', effect: -3 },
        ],
        moonPhase: 'waxingCrescent',
        moonPhaseZh: '娥眉月',
        moonHouses: [{ house: 10, from: '00:00' }],
        transits: [
          {
            body: 'jupiter',
            natalPoint: 'sun',
            aspect: 'trine',
            at: '2026-12-01T01:12:00.000Z',
            time: '09:12',
            title: '木星三分本命太阳',
          },
        ],
        events: [],
        voids: [{ from: '10:30', to: '14:05' }],
        texts: [{ title: '今日重点', text: '适合推进长期计划。' }],
      },
    };
    vi.mocked(fetchCalendarDay).mockResolvedValue(day);
    renderAt(`/calendarReport/dayInfo?report=${ID}&date=2026-12-01`);
    expect(await screen.findByRole('heading', { level: 1, name: '2026年12月1日 周二' })).toBeTruthy();
    expect(screen.getByText('72分')).toBeTruthy();
    expect(screen.getByText(/今天与事业相关/)).toBeTruthy();
    expect(screen.getByText('+8 木星三分太阳（09:12）')).toBeTruthy();
    expect(screen.getByText('−3 月亮空亡')).toBeTruthy();
    expect(screen.getByText('月相：娥眉月')).toBeTruthy();
    expect(screen.getByText('月亮进入金牛座')).toBeTruthy();
    expect(screen.getByText('月亮在你的第10宫')).toBeTruthy();
    expect(screen.getByRole('list', { name: '月亮空亡' }).textContent).toContain('10:30–14:05');
    expect(screen.getByRole('list', { name: '今日行运' }).textContent).toBe('09:12木星三分本命太阳');
    expect(screen.queryByRole('link', { name: '‹ 前一天' })).toBeNull();
    expect(screen.getByRole('link', { name: '后一天 ›' }).getAttribute('href')).toBe(
      `/calendarReport/dayInfo?report=${ID}&date=2026-12-02`,
    );
  });
});
