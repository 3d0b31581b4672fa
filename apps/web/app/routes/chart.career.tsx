import type { MetaFunction } from 'react-router';
import type { CareerRecord, TransitRecord } from '@xingtu/contracts/charts';
import { ZODIAC_SHORT_NAMES_ZH } from '@xingtu/contracts/chart-frame';
import { fetchCareer } from '../api/charts.ts';
import { EmptyState, PageLoading } from '../components/ui/PageState.tsx';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { NatalChartView, Readings } from '../features/charts/ChartView.tsx';
import { ProfilePicker, usePickedProfileForm } from '../features/charts/ProfilePicker.tsx';
import { TransitEventList } from '../features/charts/TransitsPanel.tsx';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import { formatDegree } from '../features/charts/wheel-geometry.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';

// /chart/career: the career houses (10, 6, 2), the ruler of the MC, and Saturn and Jupiter over the
// next twelve months, each explained in a sentence.

export const meta: MetaFunction = () => [
  { title: '事业盘 - 星图' },
  { name: 'description', content: '从天顶、事业宫与土星木星行运看职业方向与未来一年的节奏。' },
];

const TRANSIT_MEANING: Record<string, string> = {
  jupiter: '木星带来扩张与机会，适合争取资源、学习进修和拓展人脉。',
  saturn: '土星带来考验与结构，适合稳扎稳打、承担责任、建立长期成果。',
};
const FAMILY_MEANING: Record<string, string> = {
  conjunction: '影响集中而直接',
  harmonious: '顺势助力，较易把握',
  tense: '压力与挑战并存，需要调整',
  minor: '影响较细微',
};

function explain(event: TransitRecord): string {
  if (event.kind === 'station') return '行星停滞前后，相关主题会被放慢、反复检视。';
  if (event.kind === 'ingress') return `${event.bodyZh}换座，关注重点随之转移。`;
  return `${FAMILY_MEANING[event.family ?? 'minor']}。`;
}

export default function CareerChartPage() {
  const session = useSession();
  const { data, failure, busy, run } = useChartRequest<CareerRecord>();
  const picked = usePickedProfileForm();
  return (
    <div className="page chart-page">
      <h1>事业盘</h1>
      <p className="chart-intro">
        事业看天顶（MC）及其守护星、第十宫、第六宫与第二宫；未来一年的节奏看土星与木星的行运。
      </p>
      <div className="chart-layout">
        <div>
          {session.user && (
            <ProfilePicker
              onPick={(p) => {
                picked.fill(p);
                void run(() => fetchCareer({ contactId: p.id }, { houseSystem: 'P' }));
              }}
            />
          )}
          <BirthForm
            key={picked.formKey}
            initial={picked.initial}
            busy={busy}
            failure={failure}
            submitText="分析事业盘"
            frameSettings
            onSubmit={(source, settings) => void run(() => fetchCareer(source, settings))}
          />
        </div>
        <div>
          {busy && <PageLoading text="正在分析…" />}
          {!data && !busy && <EmptyState text="填写出生资料后，事业分析会显示在这里" />}
          {data && (
            <section className="chart-view" aria-label="事业分析">
              <h2>事业要点</h2>
              {data.mc ? (
                <p>
                  天顶落在{data.mc.signZh} {formatDegree(data.mc.degree, data.mc.minute)}，守护星是
                  {data.mc.ruler.nameZh}
                  {data.mc.modernRulerZh ? `（现代守护星：${data.mc.modernRulerZh}）` : ''}，位于
                  {data.mc.ruler.signZh}
                  {data.mc.ruler.house ? `第${data.mc.ruler.house}宫` : ''}
                  。天顶守护星所在的宫位，常是事业能量投入的领域。
                </p>
              ) : (
                <p className="chart-note">出生时间不详，无法确定天顶与事业宫位；下面的行运仍可参考。</p>
              )}
              <div className="table-scroll" tabIndex={0}>
                <table className="chart-table">
                  <caption>事业相关宫位</caption>
                  <thead>
                    <tr>
                      <th scope="col">宫位</th>
                      <th scope="col">主题</th>
                      <th scope="col">宫头星座</th>
                      <th scope="col">守护星</th>
                      <th scope="col">宫内行星</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.houses.map((h) => (
                      <tr key={h.number}>
                        <th scope="row">第{h.number}宫</th>
                        <td>{h.titleZh}</td>
                        <td>{h.signZh ?? '—'}</td>
                        <td>{h.rulerZh ?? '—'}</td>
                        <td>{h.planets.length ? h.planets.map((p) => p.nameZh).join('、') : '无'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <h3>
                未来12个月的土星与木星（{data.from} 至 {data.to}）
              </h3>
              {data.natal.frame.zodiac !== 'tropical' && (
                // The default zodiac needs no word here; a sidereal one is named where the transits are read.
                <p className="chart-meta">黄道：{ZODIAC_SHORT_NAMES_ZH[data.natal.frame.zodiac]}</p>
              )}
              <p className="chart-intro">
                {TRANSIT_MEANING.jupiter}
                {TRANSIT_MEANING.saturn}
              </p>
              <TransitEventList
                events={data.transits}
                explain={explain}
                empty="这段时间土星与木星没有形成主要相位。"
              />
              <Readings items={data.readings} title="事业解读" />
              <NatalChartView chart={data.natal} fallbackName="本命盘" />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
