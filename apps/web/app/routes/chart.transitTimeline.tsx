import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { beijingToday, formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  TIMELINE_BODY_SET_NAMES_ZH,
  TIMELINE_ORB_CHOICES,
  type TimelineBodySet,
  type TransitTimelineRecord,
} from '@xingtu/contracts/chart-techniques';
import type { ChartSettings, ChartSource } from '@xingtu/contracts/charts';
import { fetchTransitTimeline } from '../api/charts.ts';
import { EmptyState, PageLoading } from '../components/ui/PageState.tsx';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { ProfilePicker, usePickedProfileForm } from '../features/charts/ProfilePicker.tsx';
import { ChartHeading } from '../features/charts/ChartView.tsx';
import { TransitEventList } from '../features/charts/TransitsPanel.tsx';
import { TimelineWindows } from '../features/charts/TimelineWindows.tsx';
import { transitRangeErrors, type RangeErrors } from '../features/charts/transit-range.ts';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';

// /chart/transitTimeline: every transit to the natal chart over a chosen period (up to a year), each with the
// moment it enters and leaves the orb and its exact time(s), in Beijing time.

export const meta: MetaFunction = () => [
  { title: '行运时间线 - 星图' },
  {
    name: 'description',
    content:
      '选择一段时间（最长一年），列出每一个行运相位进入与离开容许度的时间和精确成相的时刻（北京时间）。',
  },
];

const plusMonths = (date: string, months: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

export default function TransitTimelinePage() {
  const session = useSession();
  // A saved profile picked fills the birth form; the page's own choices above stay as they are.
  const picked = usePickedProfileForm();
  const [from, setFrom] = useState(beijingToday);
  const [to, setTo] = useState(() => plusMonths(beijingToday(), 3));
  const [bodies, setBodies] = useState<TimelineBodySet>('all');
  const [orbDeg, setOrbDeg] = useState(1);
  const [errors, setErrors] = useState<RangeErrors>({});
  const { data, failure, busy, run } = useChartRequest<TransitTimelineRecord>();
  const draw = (natal: ChartSource, settings: ChartSettings) => {
    const found = transitRangeErrors(from, to);
    setErrors(found);
    if (found.from || found.to) return;
    void run(() => fetchTransitTimeline({ natal, from, to, bodies, orbDeg, ...settings }));
  };
  return (
    <div className="page chart-page">
      <h1>行运时间线</h1>
      <p className="chart-intro">
        行运是天上正在运行的行星与你出生星盘形成的相位。选择一段时间（最长一年），这里会列出每一个行运：
        它何时进入容许度、何时精确成相（逆行时可能多达三次）、何时离开。所有时间均为北京时间。
      </p>
      <div className="chart-layout">
        <div>
          <div className="card timeline-options">
            <div className="field-row">
              <label>
                开始日期{' '}
                <input
                  className="input"
                  type="date"
                  value={from}
                  aria-invalid={errors.from ? true : undefined}
                  onChange={(e) => setFrom(e.target.value)}
                />
              </label>
              <label>
                结束日期{' '}
                <input
                  className="input"
                  type="date"
                  value={to}
                  aria-invalid={errors.to ? true : undefined}
                  onChange={(e) => setTo(e.target.value)}
                />
              </label>
            </div>
            {(errors.from || errors.to) && (
              <p className="field-error" role="alert">
                {errors.from ?? errors.to}
              </p>
            )}
            <div className="field-row">
              <label>
                行星{' '}
                <select
                  className="input"
                  value={bodies}
                  onChange={(e) => setBodies(e.target.value as TimelineBodySet)}
                >
                  {Object.entries(TIMELINE_BODY_SET_NAMES_ZH).map(([id, label]) => (
                    <option key={id} value={id}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                成相容许度{' '}
                <select className="input" value={orbDeg} onChange={(e) => setOrbDeg(Number(e.target.value))}>
                  {TIMELINE_ORB_CHOICES.map((orb) => (
                    <option key={orb} value={orb}>
                      {orb}°
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          {session.user && <ProfilePicker onPick={picked.fill} />}
          <BirthForm
            key={picked.formKey}
            initial={picked.initial}
            submitText="生成时间线"
            busy={busy}
            failure={failure}
            frameSettings="zodiac"
            onSubmit={draw}
          />
        </div>
        <div>
          {busy && <PageLoading text="正在推算这段时间的行运…" />}
          {!data && !busy && !failure && (
            <EmptyState text="选择时间段并填写出生资料后，行运时间线会显示在这里" />
          )}
          {data && (
            <section className="chart-view" aria-label="行运时间线">
              <ChartHeading chart={data.natal} fallbackName="你的星盘" />
              <p className="chart-meta">
                {data.from} 至 {data.to}（北京时间）· 容许度 {data.orbDeg}° · 共 {data.windows.length} 个行运
              </p>
              <TimelineWindows record={data} />
              <h3>换座与停滞</h3>
              <TransitEventList
                events={data.events}
                empty="这段时间没有行星换座或停滞。"
                explain={(e) => formatBeijing(e.utc, 'time')}
              />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
