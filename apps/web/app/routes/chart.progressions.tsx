import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import {
  PROGRESSED_ANGLE_METHOD_NAMES_ZH,
  type ChartSettings,
  type ChartSource,
  type ProgressedAngleMethodId,
  type ProgressionsRecord,
} from '@xingtu/contracts/charts';
import { fetchProgressions } from '../api/charts.ts';
import { EmptyState, PageLoading } from '../components/ui/PageState.tsx';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { ProfilePicker, usePickedProfileForm } from '../features/charts/ProfilePicker.tsx';
import { AspectsTable, PositionsTable } from '../features/charts/ChartTables.tsx';
import { ChartHeading, Readings, WheelWithDownload } from '../features/charts/ChartView.tsx';
import { formatEventDate } from '../features/charts/TransitsPanel.tsx';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';

// /chart/progressions: secondary progressions (a day for a year) and solar-arc directions for a chosen day of life.

export const meta: MetaFunction = () => [
  { title: '推运盘 - 星图' },
  {
    name: 'description',
    content: '次限推运与太阳弧：推运星盘、推运月亮的星座与宫位、与本命星体的精确相位日期。',
  },
];

const today = (): string => new Date().toISOString().slice(0, 10);

export default function ProgressionsPage() {
  const session = useSession();
  // A saved profile picked fills the birth form; the page's own choices above stay as they are.
  const picked = usePickedProfileForm();
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<ProgressedAngleMethodId>('solarArcLongitude');
  const { data, failure, busy, run } = useChartRequest<ProgressionsRecord>();
  const draw = (source: ChartSource, settings: ChartSettings) =>
    void run(() => fetchProgressions(source, date, method, settings));
  const name = data?.natal.name ?? '你';
  return (
    <div className="page chart-page">
      <h1>推运盘</h1>
      <p className="chart-intro">
        次限推运以“出生后一天对应人生一年”推算星体的缓慢变化；太阳弧则让所有本命点随推运太阳移动同样的度数。
        选择要看的日期，即可看到推运星盘和之后一年里推运、太阳弧与本命星体形成精确相位的日期。
      </p>
      <div className="chart-layout">
        <div>
          <div className="card field-row progression-options">
            <label>
              推运到{' '}
              <input className="input" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </label>
            <label>
              天顶推运方式{' '}
              <select
                className="input"
                value={method}
                onChange={(e) => setMethod(e.target.value as ProgressedAngleMethodId)}
              >
                {Object.entries(PROGRESSED_ANGLE_METHOD_NAMES_ZH).map(([id, label]) => (
                  <option key={id} value={id}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {session.user && <ProfilePicker onPick={picked.fill} />}
          <BirthForm
            key={picked.formKey}
            initial={picked.initial}
            submitText="生成推运盘"
            busy={busy}
            failure={failure}
            frameSettings="zodiac"
            onSubmit={draw}
          />
        </div>
        <div>
          {busy && <PageLoading text="正在推算…" />}
          {!data && !busy && !failure && <EmptyState text="填写出生资料并选择日期后，推运盘会显示在这里" />}
          {data && (
            <section className="chart-view" aria-label="推运盘">
              <ChartHeading chart={data.natal} fallbackName={name} />
              <p className="chart-meta">
                推运到 {data.date} · 太阳弧 {data.solarArcDeg.toFixed(2)}° · 天顶：{data.angleMethodZh}
              </p>
              <WheelWithDownload
                inner={data.natal}
                outer={{ points: data.progressed.points }}
                aspects={data.aspects}
                title={`推运盘（${data.date}）`}
                fileName={`${name}-推运盘-${data.date}`}
                innerLabel="本命"
                outerLabel={`推运 ${data.date}`}
              />
              <PositionsTable points={data.progressed.points} caption="推运星体（落入本命宫位）" />
              <AspectsTable
                aspects={data.aspects}
                pointsA={data.natal.points}
                pointsB={data.progressed.points}
                caption="推运星体与本命的相位（1°内）"
              />
              <PositionsTable points={data.directed} caption="太阳弧推进后的位置" />
              <h3>之后一年的推运事件</h3>
              {data.events.length === 0 ? (
                <p className="chart-note">这一年没有推运或太阳弧与本命星体的精确相位。</p>
              ) : (
                <ul className="transit-list">
                  {data.events.map((e, i) => (
                    <li key={i}>
                      <time dateTime={e.utc}>{formatEventDate(e.utc)}</time>
                      <span>
                        {e.text}
                        {e.reading && <small className="field-hint"> {e.reading}</small>}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Readings items={data.readings} title="推运解读" />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
