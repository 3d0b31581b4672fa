// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTransits } from '../../api/charts.ts';
import { TransitsFrame, TransitsPanel } from './TransitsPanel.tsx';
import { transitRangeErrors } from './transit-range.ts';

vi.mock('../../api/charts.ts', () => ({ fetchTransits: vi.fn() }));

afterEach(cleanup);

type Props = Parameters<typeof TransitsPanel>[0];
const source = {} as Props['source'];
const settings = {} as Props['settings'];

describe('the transit date range', () => {
  it('puts a wrong range at the end-date field in Chinese, keeps the dates typed, and asks nothing', async () => {
    render(<TransitsPanel source={source} settings={settings} />);
    const [start, end] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="date"]'));
    fireEvent.change(start!, { target: { value: '2026-05-01' } });
    fireEvent.change(end!, { target: { value: '2026-04-01' } });
    await userEvent.click(screen.getByRole('button', { name: '查看行运' }));
    expect(end!.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(end!.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('结束日期应晚于开始日期');
    expect([start!.value, end!.value]).toEqual(['2026-05-01', '2026-04-01']);
    expect(fetchTransits).not.toHaveBeenCalled();
  });

  it('follows the server rules: a day-long range or more, at most a year', () => {
    expect(transitRangeErrors('2026-01-01', '2026-01-02')).toEqual({});
    expect(transitRangeErrors('2026-01-01', '2026-01-01')).toEqual({ to: '结束日期应晚于开始日期' });
    expect(transitRangeErrors('2026-01-01', '2027-01-03')).toEqual({ to: '行运查询的时间范围不能超过一年' });
    expect(transitRangeErrors('', '2026-01-01')).toEqual({ from: '请选择开始日期' });
  });
});

describe('the zodiac of the transits', () => {
  it('names the zodiac the transits are read in, and says when a harmonic chart is left aside', () => {
    render(<TransitsFrame labelZh="恒星黄道（拉希里） · 岁差 23°43′" note={null} />);
    expect(screen.getByText('黄道：恒星黄道（拉希里） · 岁差 23°43′')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/回归黄道/)).toBeNull();
    cleanup();
    const note = '行运按所选黄道的本命盘计算，谐波盘设置不用于这部分。';
    render(<TransitsFrame labelZh="回归黄道" note={note} />);
    expect(screen.getByRole('note').textContent).toBe(note);
  });
});
