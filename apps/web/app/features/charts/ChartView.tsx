import {
  ELEMENT_NAMES_ZH,
  MODALITY_NAMES_ZH,
  type Element,
  type Modality,
} from '@xingtu/contracts/astrology';
import type { AspectRecord, ChartRecord, PointRecord, ReadingSection } from '@xingtu/contracts/charts';
import { AspectsTable, HousesTable, PositionsTable } from './ChartTables.tsx';
import { birthLine } from './birth-line.ts';
import { patternLine } from './pattern-line.ts';
import { WheelPanel } from './WheelPanel.tsx';

// A chart as a page shows it: who and when, the wheel with its PNG download, the tables, readings.

export function ChartHeading({
  chart,
  fallbackName,
  onStandardTime,
}: {
  chart: ChartRecord;
  fallbackName: string;
  /** Offered under the summer-time notice: redraw the chart reading the time as standard time. */
  onStandardTime?: (() => void) | undefined;
}) {
  return (
    <header className="chart-heading">
      <h2>{chart.name ?? fallbackName}</h2>
      <p>{birthLine(chart)}</p>
      <p className="chart-meta">宫位制：{chart.houseSystemZh}</p>
      <p className="chart-meta">黄道：{chart.frame.labelZh}</p>
      {chart.notes.map((note) => (
        <p key={note} className="chart-note" role="note">
          {note}
        </p>
      ))}
      {onStandardTime && (
        <button type="button" className="btn btn-small" onClick={onStandardTime}>
          出生时间已是标准时间，重新起盘
        </button>
      )}
    </header>
  );
}

export function WheelWithDownload(props: {
  inner: ChartRecord | Pick<ChartRecord, 'points' | 'houses' | 'angles'>;
  outer?: { points: readonly PointRecord[] } | undefined;
  aspects: readonly AspectRecord[];
  title: string;
  fileName: string;
  innerLabel?: string;
  outerLabel?: string;
  /** Caption of the aspect grid beside the wheel. */
  gridCaption?: string;
}) {
  return <WheelPanel {...props} outer={props.outer ? { points: [...props.outer.points] } : undefined} />;
}

export function BalanceSummary({ chart }: { chart: ChartRecord }) {
  return (
    <div className="chart-balance">
      <p>
        元素：
        {(Object.keys(chart.balance.element) as Element[])
          .map((e) => `${ELEMENT_NAMES_ZH[e]} ${chart.balance.element[e]}`)
          .join('　')}
      </p>
      <p>
        模式：
        {(Object.keys(chart.balance.modality) as Modality[])
          .map((m) => `${MODALITY_NAMES_ZH[m]} ${chart.balance.modality[m]}`)
          .join('　')}
      </p>
      {patternLine(chart) && <p className="chart-patterns">{patternLine(chart)}</p>}
    </div>
  );
}

export function Readings({ items, title = '解读' }: { items: readonly ReadingSection[]; title?: string }) {
  if (items.length === 0) return null;
  return (
    <section className="chart-readings" aria-label={title}>
      <h3>{title}</h3>
      {items.map((section) => (
        <article key={section.key}>
          <h4>{section.title}</h4>
          {section.items.map((item) => (
            <div key={item.key} className="reading-item">
              {item.title && <h5>{item.title}</h5>}
              <p>{item.text}</p>
            </div>
          ))}
        </article>
      ))}
    </section>
  );
}

/** One natal chart in full: heading, wheel, tables, balance and readings. */
export function NatalChartView({
  chart,
  readings = [],
  fallbackName = '星盘',
  onStandardTime,
}: {
  chart: ChartRecord;
  readings?: readonly ReadingSection[];
  fallbackName?: string;
  onStandardTime?: (() => void) | undefined;
}) {
  const name = chart.name ?? fallbackName;
  return (
    <section className="chart-view" aria-label={`${name}的星盘`}>
      <ChartHeading chart={chart} fallbackName={fallbackName} onStandardTime={onStandardTime} />
      <WheelWithDownload
        inner={chart}
        aspects={chart.aspects}
        title={`${name}的本命盘`}
        fileName={`${name}-星盘`}
      />
      <div className="chart-grid">
        <div className="chart-side">
          <PositionsTable points={chart.points} />
          <BalanceSummary chart={chart} />
        </div>
      </div>
      <div className="chart-grid chart-grid-tables">
        <HousesTable houses={chart.houses} system={chart.houseSystemZh} />
        <AspectsTable aspects={chart.aspects} pointsA={chart.points} />
      </div>
      <Readings items={readings} />
    </section>
  );
}
