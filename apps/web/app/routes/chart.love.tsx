import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import type { OverlayRecord, SynastryRecord } from '@xingtu/contracts/charts';
import { fetchSynastry } from '../api/charts.ts';
import { EmptyState, PageLoading } from '../components/ui/PageState.tsx';
import { DEFAULT_SETTINGS, settingsPayload, type SettingsDraft } from '../features/charts/chart-settings.ts';
import { ChartSettingsFields } from '../features/charts/ChartSettingsFields.tsx';
import { AspectsTable, PositionsTable } from '../features/charts/ChartTables.tsx';
import { ChartHeading, Readings, WheelWithDownload } from '../features/charts/ChartView.tsx';
import { PersonSlot, type ChosenPerson } from '../features/charts/PersonSlot.tsx';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';

// /chart/love (also /chart/loveRelation): synastry of two people and their composite chart.

export const meta: MetaFunction = () => [
  { title: '合盘 - 星图' },
  { name: 'description', content: '两个人的星盘比较：相位、宫位落点与组合中点盘。' },
];

function OverlayTable({ rows, caption }: { rows: OverlayRecord[] | null; caption: string }) {
  if (!rows) return <p className="chart-note">{caption}：对方出生时间不详，无法计算宫位落点。</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="chart-table">
        <caption>{caption}</caption>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.nameZh}</th>
              <td>第{r.house}宫</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function LoveChartPage() {
  const session = useSession();
  const [a, setA] = useState<ChosenPerson | null>(null);
  const [b, setB] = useState<ChosenPerson | null>(null);
  const [settings, setSettings] = useState<SettingsDraft>(DEFAULT_SETTINGS);
  const { data, failure, busy, run } = useChartRequest<SynastryRecord>();
  // Partners by their names; without one, by who they are to the member.
  const nameA = data?.a.name ?? '你';
  const nameB = data?.b.name ?? '对方';
  return (
    <div className="page chart-page">
      <h1>合盘</h1>
      <p className="chart-intro">
        比较两个人的星盘：彼此行星之间的相位、落入对方的宫位，以及代表这段关系本身的组合中点盘。
      </p>
      <div className="person-slots">
        <PersonSlot title="你的资料" value={a} onChange={setA} signedIn={Boolean(session.user)} />
        <PersonSlot title="对方的资料" value={b} onChange={setB} signedIn={Boolean(session.user)} />
      </div>
      <ChartSettingsFields value={settings} onChange={setSettings} frame />
      <div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!a || !b || busy}
          onClick={() =>
            a && b && void run(() => fetchSynastry(a.source, b.source, settingsPayload(settings)))
          }
        >
          {busy ? '计算中…' : '开始合盘'}
        </button>
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      {busy && <PageLoading text="正在计算合盘…" />}
      {!data && !busy && <EmptyState text="确定双方资料后点击“开始合盘”" />}
      {data && (
        <>
          <section className="chart-view" aria-label="比较盘">
            <h2>比较盘</h2>
            <div className="chart-grid">
              <ChartHeading chart={data.a} fallbackName={nameA} />
              <ChartHeading chart={data.b} fallbackName={nameB} />
            </div>
            <div className="chart-grid">
              <WheelWithDownload
                inner={data.a}
                outer={data.b}
                aspects={data.aspects}
                title={`${nameA}与${nameB}的比较盘`}
                fileName={`${nameA}-${nameB}-比较盘`}
                innerLabel={nameA}
                outerLabel={nameB}
              />
              <AspectsTable
                aspects={data.aspects}
                pointsA={data.a.points}
                pointsB={data.b.points}
                caption={`${nameA}与${nameB}的相位`}
              />
            </div>
            <div className="chart-grid chart-grid-tables">
              <OverlayTable rows={data.aInB} caption={`${nameA}的行星落入${nameB}的宫位`} />
              <OverlayTable rows={data.bInA} caption={`${nameB}的行星落入${nameA}的宫位`} />
            </div>
          </section>
          <section className="chart-view" aria-label="组合中点盘">
            <h2>组合中点盘</h2>
            <p className="chart-intro">取两人每颗行星的中点组成的星盘，描述这段关系本身的性格。</p>
            <div className="chart-grid">
              <WheelWithDownload
                inner={data.composite}
                aspects={data.composite.aspects}
                title="组合中点盘"
                fileName={`${nameA}-${nameB}-组合盘`}
              />
              <PositionsTable points={data.composite.points} caption="组合盘行星位置" />
            </div>
            <AspectsTable
              aspects={data.composite.aspects}
              pointsA={data.composite.points}
              caption="组合盘相位"
            />
          </section>
          <section className="chart-view" aria-label="戴维森关系盘">
            <h2>戴维森关系盘</h2>
            <p className="chart-intro">
              取两人出生时刻与出生地点的中点起出的真实星盘，时间以世界时（UTC）表示。
            </p>
            <div className="chart-grid">
              <WheelWithDownload
                inner={data.davison}
                aspects={data.davison.aspects}
                title="戴维森关系盘"
                fileName={`${nameA}-${nameB}-戴维森盘`}
              />
              <PositionsTable points={data.davison.points} caption="戴维森盘行星位置" />
            </div>
          </section>
          <section className="chart-view" aria-label="马克思盘">
            <h2>马克思盘</h2>
            <p className="chart-intro">
              各取一方的出生时刻与地点，与戴维森关系盘再取中点，得到两张星盘：分别描述{nameA}与{nameB}
              各自在这段关系中的感受与位置。时间以世界时（UTC）表示。
            </p>
            <div className="chart-grid">
              {data.marks.map((chart) => (
                <WheelWithDownload
                  key={chart.name}
                  inner={chart}
                  aspects={chart.aspects}
                  title={chart.name ?? '马克思盘'}
                  fileName={chart.name ?? '马克思盘'}
                />
              ))}
            </div>
          </section>
          <Readings items={data.readings} title="合盘解读" />
        </>
      )}
    </div>
  );
}
