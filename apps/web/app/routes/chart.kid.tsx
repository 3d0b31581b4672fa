import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import type { KidRecord } from '@xingtu/contracts/charts';
import { fetchKid } from '../api/charts.ts';
import { EmptyState, PageLoading } from '../components/ui/PageState.tsx';
import { DEFAULT_SETTINGS, settingsPayload, type SettingsDraft } from '../features/charts/chart-settings.ts';
import { ChartSettingsFields } from '../features/charts/ChartSettingsFields.tsx';
import { AspectsTable } from '../features/charts/ChartTables.tsx';
import { NatalChartView, Readings, WheelWithDownload } from '../features/charts/ChartView.tsx';
import { PersonSlot, type ChosenPerson } from '../features/charts/PersonSlot.tsx';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';

// /chart/kid: a child's chart, and beside it each parent's chart with the aspects between them.

export const meta: MetaFunction = () => [
  { title: '亲子盘 - 星图' },
  { name: 'description', content: '孩子的本命星盘，与父母星盘的对照。' },
];

export default function KidChartPage() {
  const session = useSession();
  const signedIn = Boolean(session.user);
  const [child, setChild] = useState<ChosenPerson | null>(null);
  const [father, setFather] = useState<ChosenPerson | null>(null);
  const [mother, setMother] = useState<ChosenPerson | null>(null);
  const [settings, setSettings] = useState<SettingsDraft>(DEFAULT_SETTINGS);
  const { data, failure, busy, run } = useChartRequest<KidRecord>();
  const parents = [father, mother].filter((p): p is ChosenPerson => p !== null);
  const parentNames = [father && '父亲', mother && '母亲'].filter((n): n is string => Boolean(n));
  return (
    <div className="page chart-page">
      <h1>亲子盘</h1>
      <p className="chart-intro">
        孩子的本命盘，以及与父母星盘之间的相位，帮助理解孩子的天性与亲子互动。父母资料可选填。
      </p>
      <PersonSlot title="孩子" value={child} onChange={setChild} signedIn={signedIn} />
      <div className="person-slots">
        <PersonSlot title="父亲" value={father} onChange={setFather} signedIn={signedIn} />
        <PersonSlot title="母亲" value={mother} onChange={setMother} signedIn={signedIn} />
      </div>
      <ChartSettingsFields value={settings} onChange={setSettings} frame />
      <div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!child || busy}
          onClick={() =>
            child &&
            void run(() =>
              fetchKid(
                child.source,
                parents.map((p) => p.source),
                settingsPayload(settings),
              ),
            )
          }
        >
          {busy ? '计算中…' : '生成亲子盘'}
        </button>
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      {busy && <PageLoading text="正在计算…" />}
      {!data && !busy && <EmptyState text="确定孩子的资料后点击“生成亲子盘”" />}
      {data && (
        <>
          <NatalChartView chart={data.child} readings={[]} fallbackName="孩子" />
          <Readings items={data.readings} title="孩子的星盘解读" />
          {data.parents.map((parent, i) => {
            const who = parent.chart.name ?? parentNames[i] ?? '家长';
            return (
              <section key={i} className="chart-view" aria-label={`孩子与${who}`}>
                <h2>孩子与{who}</h2>
                <div className="chart-grid">
                  <WheelWithDownload
                    inner={data.child}
                    outer={parent.chart}
                    aspects={parent.aspects}
                    title={`孩子与${who}的比较盘`}
                    fileName={`亲子盘-${who}`}
                    innerLabel="孩子"
                    outerLabel={who}
                  />
                  <AspectsTable
                    aspects={parent.aspects}
                    pointsA={data.child.points}
                    pointsB={parent.chart.points}
                    caption={`孩子与${who}的相位`}
                  />
                </div>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
