import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { beijingClock, formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  RETURN_KIND_NAMES_ZH,
  type ReturnKind,
  type ReturnsRecord,
} from '@xingtu/contracts/chart-techniques';
import type { ChartSettings, ChartSource } from '@xingtu/contracts/charts';
import { fetchReturn } from '../api/charts.ts';
import { EmptyState, PageLoading } from '../components/ui/PageState.tsx';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { ProfilePicker, usePickedProfileForm } from '../features/charts/ProfilePicker.tsx';
import { AspectsTable, HousesTable, PositionsTable } from '../features/charts/ChartTables.tsx';
import { ChartHeading, Readings, WheelWithDownload } from '../features/charts/ChartView.tsx';
import { PlaceSearch, type ChosenPlace } from '../features/charts/PlaceSearch.tsx';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';

// /chart/returns: the solar return of a year or the lunar return of a month, cast at the birthplace or at the
// place where the member will be (relocation), with the exact return instant in Beijing time.

export const meta: MetaFunction = () => [
  { title: '返照盘 - 星图' },
  {
    name: 'description',
    content:
      '太阳返照与月亮返照：精确到秒的返照时刻（北京时间），可选择所在城市重新起盘，看这一年或这个月的重点。',
  },
];

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export default function ReturnsPage() {
  const session = useSession();
  // A saved profile picked fills the birth form; the page's own choices above stay as they are.
  const picked = usePickedProfileForm();
  const now = beijingClock(new Date())!;
  const [kind, setKind] = useState<ReturnKind>('solar');
  const [year, setYear] = useState(now.year);
  const [month, setMonth] = useState(now.month);
  const [elsewhere, setElsewhere] = useState(false);
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const [placeError, setPlaceError] = useState<string | undefined>();
  const { data, failure, busy, run } = useChartRequest<ReturnsRecord>();
  const draw = (natal: ChartSource, settings: ChartSettings) => {
    if (elsewhere && !place) {
      setPlaceError('请从列表中选择返照地点，或改回出生地');
      return;
    }
    setPlaceError(undefined);
    void run(() =>
      fetchReturn({
        natal,
        kind,
        year,
        ...(kind === 'lunar' ? { month } : {}),
        ...(elsewhere && place
          ? { place: { latitude: place.latitude, longitude: place.longitude, placeName: place.placeName } }
          : {}),
        ...settings,
      }),
    );
  };
  const name = data?.natal.name ?? '你';
  const period = kind === 'solar' ? '这一年' : '这个月';
  return (
    <div className="page chart-page">
      <h1>返照盘</h1>
      <p className="chart-intro">
        每年太阳回到出生时的位置，就是这一年的“太阳返照”，它的星盘描绘从这个生日到下一个生日的重点；
        月亮约每27天回到出生时的位置一次，月亮返照盘看这一个月的情绪与节奏。返照盘以你在返照时刻所在的城市起盘，
        如果那时不在出生地，可以换成所在城市。
      </p>
      <div className="chart-layout">
        <div>
          <div className="card return-options">
            <fieldset className="field-row">
              <legend>返照类型</legend>
              {(Object.keys(RETURN_KIND_NAMES_ZH) as ReturnKind[]).map((k) => (
                <label key={k}>
                  <input type="radio" name="return-kind" checked={kind === k} onChange={() => setKind(k)} />{' '}
                  {RETURN_KIND_NAMES_ZH[k]}
                </label>
              ))}
            </fieldset>
            <div className="field-row">
              <label>
                年份{' '}
                <input
                  className="input input-year"
                  type="number"
                  min={1900}
                  max={2100}
                  value={year}
                  onChange={(e) => setYear(Number(e.target.value))}
                />
              </label>
              {kind === 'lunar' && (
                <label>
                  月份{' '}
                  <select className="input" value={month} onChange={(e) => setMonth(Number(e.target.value))}>
                    {MONTHS.map((m) => (
                      <option key={m} value={m}>
                        {m}月
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            <fieldset className="field-row">
              <legend>返照地点</legend>
              <label>
                <input
                  type="radio"
                  name="return-place"
                  checked={!elsewhere}
                  onChange={() => setElsewhere(false)}
                />{' '}
                出生地
              </label>
              <label>
                <input
                  type="radio"
                  name="return-place"
                  checked={elsewhere}
                  onChange={() => setElsewhere(true)}
                />{' '}
                返照时所在的城市
              </label>
            </fieldset>
            {elsewhere && (
              <PlaceSearch label="返照时所在的城市" value={place} onChoose={setPlace} error={placeError} />
            )}
          </div>
          {session.user && <ProfilePicker onPick={picked.fill} />}
          <BirthForm
            key={picked.formKey}
            initial={picked.initial}
            submitText="计算返照盘"
            busy={busy}
            failure={failure}
            frameSettings="zodiac"
            onSubmit={draw}
          />
        </div>
        <div>
          {busy && <PageLoading text="正在寻找返照时刻…" />}
          {!data && !busy && !failure && (
            <EmptyState text="选择年份（月亮返照再选月份）并填写出生资料，返照盘会显示在这里" />
          )}
          {data && (
            <section className="chart-view" aria-label={data.kindZh}>
              <ChartHeading chart={data.chart} fallbackName={`${name}的${data.kindZh}盘`} />
              <p className="return-instant">
                精确返照时刻：<time dateTime={data.exactUtc}>{formatBeijing(data.exactUtc, 'datetime')}</time>
                （北京时间）
              </p>
              <p className="chart-meta">
                {data.kind === 'solar' ? '太阳' : '月亮'}回到本命的{' '}
                {pointText(data, data.kind === 'solar' ? 'sun' : 'moon')}
                {data.relocated ? ' · 已换到返照时所在的城市起盘' : ' · 在出生地起盘'}
                {data.ascInNatalHouse !== null && ` · 返照上升落在本命第${data.ascInNatalHouse}宫`}
              </p>
              <WheelWithDownload
                inner={data.chart}
                aspects={data.chart.aspects}
                title={data.chart.name ?? data.kindZh}
                fileName={`${name}-${data.kindZh}-${data.exactUtc.slice(0, 10)}`}
              />
              <div className="chart-grid chart-grid-tables">
                <PositionsTable points={data.chart.points} caption="返照盘行星位置（返照盘宫位）" />
                <HousesTable houses={data.chart.houses} system={data.chart.houseSystemZh} />
              </div>
              <AspectsTable
                aspects={data.aspectsToNatal}
                pointsA={data.natal.points}
                pointsB={data.chart.points}
                caption={`返照盘行星与本命的相位（2°内，${period}被触动的本命主题）`}
              />
              <Readings items={data.readings} title={`${data.kindZh}解读`} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

function pointText(data: ReturnsRecord, id: string): string {
  const p = data.natal.points.find((x) => x.id === id);
  return p ? `${p.signZh}${p.degree}°${String(p.minute).padStart(2, '0')}′` : '';
}
