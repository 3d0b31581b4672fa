import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { beijingToday } from '@xingtu/contracts/beijing-time';
import {
  HARMONIC_CHOICES,
  HARMONIC_NAMES_ZH,
  ZODIAC_NAMES_ZH,
  type HarmonicNumber,
  type ZodiacId,
} from '@xingtu/contracts/chart-frame';
import type { TraditionalRecord } from '@xingtu/contracts/chart-techniques';
import type { ChartSettings, ChartSource } from '@xingtu/contracts/charts';
import { fetchTraditional } from '../api/charts.ts';
import { EmptyState, PageLoading } from '../components/ui/PageState.tsx';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { harmonicOf, zodiacOf } from '../features/charts/chart-settings.ts';
import { PositionsTable } from '../features/charts/ChartTables.tsx';
import { ChartHeading, Readings, WheelWithDownload } from '../features/charts/ChartView.tsx';
import { DignityTable, FirdariaTable } from '../features/charts/TraditionalTables.tsx';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import '../features/charts/chart.css';

// /chart/traditional: the classical tools of a natal chart (essential dignities, the lord of the year by annual
// profection, the firdaria), the lots and sensitive points, and the chart in a sidereal zodiac or as a harmonic.

export const meta: MetaFunction = () => [
  { title: '古典技法 - 星图' },
  {
    name: 'description',
    content:
      '必然尊贵表（入庙、入旺、三分、界、面）、小限法年主星、法达星限，福点与宿命点，恒星黄道与谐波盘。',
  },
];

export default function TraditionalPage() {
  const [date, setDate] = useState(beijingToday);
  const [zodiac, setZodiac] = useState<ZodiacId>('tropical');
  const [harmonic, setHarmonic] = useState<HarmonicNumber>(1);
  const { data, failure, busy, run } = useChartRequest<TraditionalRecord>();
  const draw = (natal: ChartSource, settings: ChartSettings) =>
    void run(() => fetchTraditional({ natal, date, zodiac, harmonic, ...settings }));
  const name = data?.natal.name ?? '你';
  return (
    <div className="page chart-page">
      <h1>古典技法</h1>
      <p className="chart-intro">
        古典占星用“尊贵”衡量行星在所在位置是否得力，用小限法找出每一年的“年主星”，用法达星限把人生分成由不同行星主管的阶段。
        这里还列出福点、宿命点、南北交点与莉莉丝，并可改用恒星黄道或查看谐波盘。
      </p>
      <div className="chart-layout">
        <div>
          <div className="card traditional-options">
            <label>
              查看日期{' '}
              <input className="input" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </label>
            <label>
              黄道{' '}
              <select className="input" value={zodiac} onChange={(e) => setZodiac(zodiacOf(e.target.value))}>
                {Object.entries(ZODIAC_NAMES_ZH).map(([id, label]) => (
                  <option key={id} value={id}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              谐波盘{' '}
              <select
                className="input"
                value={harmonic}
                onChange={(e) => setHarmonic(harmonicOf(e.target.value))}
              >
                {HARMONIC_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {HARMONIC_NAMES_ZH[n]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <BirthForm submitText="查看古典技法" busy={busy} failure={failure} onSubmit={draw} />
        </div>
        <div>
          {busy && <PageLoading text="正在计算…" />}
          {!data && !busy && !failure && <EmptyState text="填写出生资料后，尊贵表、小限与法达会显示在这里" />}
          {data && (
            <section className="chart-view" aria-label="古典技法">
              <ChartHeading chart={data.natal} fallbackName={name} />
              <p className="chart-meta">
                {data.zodiacZh}
                {data.ayanamsaDeg !== 0 && ` · 岁差 ${data.ayanamsaDeg.toFixed(4)}°`}
                {data.dayChart !== null &&
                  ` · ${data.dayChart ? '日生盘（太阳在地平线上）' : '夜生盘（太阳在地平线下）'}`}
              </p>
              <WheelWithDownload
                inner={data.natal}
                aspects={data.natal.aspects}
                title={`${name}的星盘（${data.zodiacZh}）`}
                fileName={`${name}-星盘-${data.zodiac}`}
              />
              <h3>必然尊贵</h3>
              {data.dayChart === null && (
                <p className="chart-note">出生时间不详，无法判断日生或夜生：三分主按日生列出。</p>
              )}
              <DignityTable rows={data.dignities} />
              <h3>小限法</h3>
              {data.profection ? (
                <p>
                  {data.date} 时 {data.profection.age} 岁，小限走到第 {data.profection.house} 宫（
                  {data.profection.signZh}）， 年主星是<strong>{data.profection.lordZh}</strong>（
                  {data.profection.from} 至 {data.profection.to}）。
                </p>
              ) : (
                <p className="chart-note">出生时间不详，无法确定上升星座，小限法需要准确的出生时间。</p>
              )}
              <h3>法达星限</h3>
              {data.firdaria.length ? (
                <FirdariaTable periods={data.firdaria} />
              ) : (
                <p className="chart-note">出生时间不详，无法判断日生或夜生，法达星限需要准确的出生时间。</p>
              )}
              <PositionsTable points={data.points} caption="福点、宿命点、交点与莉莉丝" />
              {data.harmonic && (
                <>
                  <h3>{data.harmonic.nameZh}</h3>
                  <p className="chart-note">
                    每个星体的黄经乘以 {data.harmonic.number}：本命盘中相距 360°/{data.harmonic.number}{' '}
                    的星体在这张盘里合相。
                  </p>
                  <WheelWithDownload
                    inner={{ points: data.harmonic.points, houses: null, angles: null }}
                    aspects={[]}
                    title={data.harmonic.nameZh}
                    fileName={`${name}-第${data.harmonic.number}谐波盘`}
                  />
                  <PositionsTable points={data.harmonic.points} caption={`${data.harmonic.nameZh}星体位置`} />
                </>
              )}
              <Readings items={data.readings} title="古典技法解读" />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
