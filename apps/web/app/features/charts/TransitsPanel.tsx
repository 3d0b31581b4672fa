import { useId, useState } from 'react';
import type {
  ChartSettings,
  ChartSource,
  TransitRecord,
  TransitsRecord,
  TransitWindowRecord,
} from '@xingtu/contracts/charts';
import { fetchTransits } from '../../api/charts.ts';
import { AspectsTable, PositionsTable } from './ChartTables.tsx';
import { WheelWithDownload } from './ChartView.tsx';
import { useChartRequest } from './use-chart-request.ts';
import { beijingToday, formatBeijing } from '@xingtu/contracts/beijing-time';
import { transitRangeErrors, type RangeErrors } from './transit-range.ts';

// Transits over a chosen range (at most a year): a bi-wheel (natal inside, the sky at the start of
// the range outside) and the events in time order, in the zodiac of the chart's settings (named above them).

export const formatEventDate = (utc: string): string => formatBeijing(utc, 'date');

const today = (): string => beijingToday();
const plusMonths = (date: string, months: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

export function TransitEventList({
  events,
  empty = '这段时间没有主要行运事件。',
  explain,
}: {
  events: readonly TransitRecord[];
  empty?: string;
  explain?: (event: TransitRecord) => string;
}) {
  if (events.length === 0) return <p className="chart-note">{empty}</p>;
  return (
    <ul className="transit-list">
      {events.map((event, i) => (
        <li key={i}>
          <time dateTime={event.utc}>{formatEventDate(event.utc)}</time>
          <span>
            {event.text}
            {explain && <small className="field-hint"> {explain(event)}</small>}
          </span>
        </li>
      ))}
    </ul>
  );
}

const formatEventTime = (utc: string): string => formatBeijing(utc, 'monthDayTime');

/** Each slow transit's orb window, its exact passes (retrograde ones marked) and what it invites. */
export function TransitWindows({
  windows,
  orbDeg,
}: {
  windows: readonly TransitWindowRecord[];
  orbDeg: number;
}) {
  if (windows.length === 0) return <p className="chart-note">这段时间没有外行星与本命星体形成主要相位。</p>;
  return (
    <ul className="transit-windows">
      {windows.map((w, i) => (
        <li key={i}>
          <strong>
            {w.bodyZh} {w.aspectZh} 本命{w.natalPointZh}
          </strong>
          <span className="field-hint">
            容许度 {orbDeg}° 内：{w.enters ? formatEventDate(w.enters) : '查询范围之前'} 至{' '}
            {w.leaves ? formatEventDate(w.leaves) : '查询范围之后'}
          </span>
          {w.exact.length > 0 && (
            <span>
              精确：
              {w.exact.map((e) => `${formatEventTime(e.utc)}${e.retrograde ? '（逆行）' : ''}`).join('、')}
            </span>
          )}
          {w.text && <p>{w.text}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The zodiac the transits are read in, and what the page says when the chart was a harmonic one. */
export function TransitsFrame({ labelZh, note }: { labelZh: string; note: string | null }) {
  return (
    <>
      <p className="chart-meta">黄道：{labelZh}</p>
      {note && (
        <p className="chart-note" role="note">
          {note}
        </p>
      )}
    </>
  );
}

export function TransitsPanel({ source, settings }: { source: ChartSource; settings: ChartSettings }) {
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(() => plusMonths(today(), 3));
  const [errors, setErrors] = useState<RangeErrors>({});
  const { data, failure, busy, run } = useChartRequest<TransitsRecord>();
  const id = useId();
  const dateInput = (key: 'from' | 'to', value: string, onChange: (value: string) => void) => (
    <>
      <input
        className="input"
        type="date"
        value={value}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {errors[key] && (
        <span className="field-error" id={`${id}-${key}-error`} role="alert">
          {errors[key]}
        </span>
      )}
    </>
  );
  return (
    <section className="chart-view transits-panel" aria-label="行运">
      <h2>行运</h2>
      <form
        className="field-row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = transitRangeErrors(from, to);
          setErrors(found);
          if (found.from || found.to) return;
          void run(() => fetchTransits(source, from, to, settings));
        }}
      >
        <label>开始日期 {dateInput('from', from, setFrom)}</label>
        <label>结束日期 {dateInput('to', to, setTo)}</label>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '计算中…' : '查看行运'}
        </button>
      </form>
      {failure && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      {data && <TransitsFrame labelZh={data.natal.frame.labelZh} note={data.frameNote} />}
      {data && (
        <div className="chart-grid">
          <WheelWithDownload
            inner={data.natal}
            outer={{ points: data.transiting }}
            aspects={data.aspects}
            title={`行运盘（${data.from}）`}
            fileName={`行运-${data.from}`}
            innerLabel="本命"
            outerLabel={`行运 ${data.from}`}
          />
          <div className="chart-side">
            <PositionsTable points={data.transiting} caption={`${data.from} 行运星体`} />
            <AspectsTable
              aspects={data.aspects}
              pointsA={data.natal.points}
              pointsB={data.transiting}
              caption="本命与行运的相位"
            />
            <h3>
              {data.from} 至 {data.to} 的行运事件
            </h3>
            <TransitEventList events={data.events} />
            <h3>外行星相位的容许度区间（北京时间）</h3>
            <TransitWindows windows={data.windows} orbDeg={data.orbDeg} />
          </div>
        </div>
      )}
    </section>
  );
}
