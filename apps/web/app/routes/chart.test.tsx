// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@xingtu/contracts/charts';
import { ChartHeading } from '../features/charts/ChartView.tsx';
import ChartPage from './chart.tsx';

// The chart page's birth input: the 时辰 when the time is unknown, the 真太阳时 choice, the summer-time
// notice of a 1988 birth, and the address a submission writes.

vi.mock('../api/charts.ts', () => ({ fetchNatalChart: vi.fn(), fetchTransits: vi.fn() }));
vi.mock('../api/geo.ts', () => ({ searchPlaces: vi.fn().mockResolvedValue([]) }));
vi.mock('../shell/use-session.ts', () => ({ useSession: () => ({ ready: true, user: null }) }));

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

function renderPage(url = '/chart') {
  const Stub = createRoutesStub([
    {
      path: '/chart',
      Component: () => (
        <>
          <ChartPage />
          <Where />
        </>
      ),
      loader: () => ({ natal: null, failure: null }),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const place = 'lat=23.13&lon=113.26&tz=Asia%2FShanghai';

describe('chart page birth input', () => {
  it('offers the 时辰 when the time is unknown and sends it in the address', async () => {
    const user = userEvent.setup();
    renderPage(`/chart?date=1995-03-10&${place}`);
    // The first render of the file also loads the page's modules: on a busy machine that takes seconds.
    const submit = await screen.findByRole('button', { name: '生成星盘' }, { timeout: 15_000 });
    await vi.waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false), { timeout: 15_000 });
    expect((screen.getByLabelText('时间不详') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/不知道时辰时，将按当天正午起盘/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('出生时辰'), '午时（11:00–13:00）');
    expect(screen.getByText(/将按午时（11:00–13:00）的中点 12:00 起盘/)).toBeTruthy();
    await user.click(screen.getByLabelText(/这是真太阳时/));
    await user.click(submit);
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toContain('sc=wu'));
    expect(screen.getByTestId('where').textContent).toContain('tb=solar');
  });

  it('says a 1988 summer time is read as summer time, and sends the standard-time answer', async () => {
    const user = userEvent.setup();
    renderPage(`/chart?date=1988-07-01&time=10%3A00&${place}`);
    const submit = await screen.findByRole('button', { name: '生成星盘' });
    await vi.waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('note').textContent).toContain('此时间已按当时的夏令时换算');
    await user.click(screen.getByLabelText(/当时记下的时刻已是标准时间/));
    await user.click(submit);
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toContain('std=1'));
    // Winter has no notice.
    cleanup();
    renderPage(`/chart?date=1988-01-10&time=10%3A00&${place}`);
    await screen.findByRole('button', { name: '生成星盘' });
    expect(screen.queryByText(/此时间已按当时的夏令时换算/)).toBeNull();
  });

  it('refuses a chart name with marks a name has not, saying what a name may be', async () => {
    const user = userEvent.setup();
    renderPage(`/chart?date=1995-03-10&time=08%3A00&${place}`);
    const submit = await screen.findByRole('button', { name: '生成星盘' });
    await vi.waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.type(screen.getByLabelText('名字（可选）'), '<小林>');
    await user.click(submit);
    expect(await screen.findByText(/名字可以用中文、英文字母和数字/)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).not.toContain('name=');
  });
});

describe('chart heading', () => {
  const chart = {
    name: '小林',
    houseSystemZh: '普拉西度制',
    frame: { zodiac: 'lahiri', ayanamsaDeg: 23.7, harmonic: 1, labelZh: '恒星黄道（拉希里） · 岁差 23°42′' },
    notes: ['此时间已按当时的夏令时换算：出生时当地实行夏令时。'],
    birth: {
      date: '1988-07-01',
      time: '10:00',
      timeZone: 'Asia/Shanghai',
      utcOffset: '+09:00',
      timeReliability: 'exact',
      shichen: null,
      timeBasis: 'clock',
      solarTimeGiven: null,
      trueSolarTime: '1988-07-01 08:29',
      summerTime: true,
      standardTime: false,
      placeName: '广东省 广州市',
      latitude: 23.13,
      longitude: 113.26,
    },
  } as unknown as ChartRecord;

  it('names the zone in customer words and offers the standard-time reading under the notice', async () => {
    const onStandardTime = vi.fn();
    render(<ChartHeading chart={chart} fallbackName="星盘" onStandardTime={onStandardTime} />);
    expect(
      screen.getByText(/1988-07-01 10:00 北京时间（UTC\+8），夏令时 UTC\+9 · 真太阳时 08:29/),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('Asia/Shanghai');
    expect(screen.getByText('黄道：恒星黄道（拉希里） · 岁差 23°42′')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '出生时间已是标准时间，重新起盘' }));
    expect(onStandardTime).toHaveBeenCalledOnce();
  });
});
