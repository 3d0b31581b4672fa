import { POINTS, type PointId } from '@xingtu/contracts/astrology';
import type { AspectRecord, HouseRecord, PointRecord } from '@xingtu/contracts/charts';
import { ASPECT_COLOURS } from './ChartWheel.tsx';
import { formatDegree } from './wheel-geometry.ts';

// The chart as tables: positions, house cusps and aspects. Each scrolls sideways on a narrow screen.

const pointName = (id: string, points: readonly PointRecord[]): string =>
  points.find((p) => p.id === id)?.nameZh ?? POINTS[id as PointId]?.nameZh ?? id;

export function PositionsTable({
  points,
  caption = '行星位置',
}: {
  points: readonly PointRecord[];
  caption?: string;
}) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="chart-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">星体</th>
            <th scope="col">星座</th>
            <th scope="col">度数</th>
            <th scope="col">宫位</th>
            <th scope="col">逆行</th>
            <th scope="col">状态</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <span className="glyph" aria-hidden="true">
                  {p.glyph}
                </span>{' '}
                {p.nameZh}
              </th>
              <td>
                <span className="glyph" aria-hidden="true">
                  {p.signGlyph}
                </span>{' '}
                {p.signZh}
              </td>
              <td>{formatDegree(p.degree, p.minute)}</td>
              <td>{p.house ? `第${p.house}宫` : '—'}</td>
              <td>{p.retrograde ? '℞ 逆行' : ''}</td>
              <td>{p.dignity ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HousesTable({ houses, system }: { houses: readonly HouseRecord[] | null; system: string }) {
  if (!houses) return <p className="chart-note">出生时间不详，未计算宫位。</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="chart-table">
        <caption>宫头（{system}）</caption>
        <thead>
          <tr>
            <th scope="col">宫位</th>
            <th scope="col">星座</th>
            <th scope="col">度数</th>
          </tr>
        </thead>
        <tbody>
          {houses.map((h) => (
            <tr key={h.number}>
              <th scope="row">第{h.number}宫</th>
              <td>{h.signZh}</td>
              <td>{formatDegree(h.degree, h.minute)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AspectsTable({
  aspects,
  pointsA,
  pointsB,
  caption = '相位',
}: {
  aspects: readonly AspectRecord[];
  pointsA: readonly PointRecord[];
  pointsB?: readonly PointRecord[];
  caption?: string;
}) {
  if (aspects.length === 0) return <p className="chart-note">在当前容许度内没有相位。</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="chart-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">星体</th>
            <th scope="col">相位</th>
            <th scope="col">星体</th>
            <th scope="col">容许度</th>
            <th scope="col">入相/出相</th>
          </tr>
        </thead>
        <tbody>
          {aspects.map((a, i) => (
            <tr key={i}>
              <td>{pointName(a.a, pointsA)}</td>
              <td>
                <span
                  className="aspect-dot"
                  style={{ background: ASPECT_COLOURS[a.family] }}
                  aria-hidden="true"
                />
                {a.nameZh}
              </td>
              <td>{pointName(a.b, pointsB ?? pointsA)}</td>
              <td>{formatDegree(Math.floor(a.orbDeg), Math.floor((a.orbDeg % 1) * 60))}</td>
              <td>{a.applying === null ? '—' : a.applying ? '入相' : '出相'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
