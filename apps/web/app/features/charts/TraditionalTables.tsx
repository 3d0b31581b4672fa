import type { DignityRow, FirdariaRecord } from '@xingtu/contracts/chart-techniques';

// The traditional tools' tables: who rules each planet's degree (and what the planet holds there), and the
// firdaria periods with the current one and its sub-periods.

const dm = (degree: number, minute: number): string => `${degree}°${String(minute).padStart(2, '0')}′`;

export function DignityTable({ rows }: { rows: readonly DignityRow[] }) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="chart-table dignity-table">
        <caption>必然尊贵表（三分主：日 / 夜 / 共管）</caption>
        <thead>
          <tr>
            <th scope="col">行星</th>
            <th scope="col">位置</th>
            <th scope="col">庙主</th>
            <th scope="col">旺主</th>
            <th scope="col">三分主</th>
            <th scope="col">界主</th>
            <th scope="col">面主</th>
            <th scope="col">本身尊贵</th>
            <th scope="col">分数</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.planet}>
              <th scope="row">
                {r.glyph} {r.planetZh}
              </th>
              <td>
                {r.signZh} {dm(r.degree, r.minute)}
              </td>
              <td>{r.domicileZh}</td>
              <td>{r.exaltationZh ?? '—'}</td>
              <td>{r.triplicityZh.join(' / ')}</td>
              <td>{r.termZh}</td>
              <td>{r.faceZh}</td>
              <td>
                {r.peregrine
                  ? `游走${r.heldZh.length ? `、${r.heldZh.join('、')}` : ''}`
                  : r.heldZh.join('、')}
              </td>
              <td>{r.score > 0 ? `+${r.score}` : r.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function FirdariaTable({ periods }: { periods: readonly FirdariaRecord[] }) {
  const current = periods.find((p) => p.current);
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table className="chart-table">
          <caption>法达星限（北京时间日期）</caption>
          <thead>
            <tr>
              <th scope="col">主星</th>
              <th scope="col">年龄</th>
              <th scope="col">起止</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr
                key={p.from}
                className={p.current ? 'firdaria-current' : undefined}
                aria-current={p.current || undefined}
              >
                <th scope="row">
                  {p.lordZh}
                  {p.current && '（当前）'}
                </th>
                <td>
                  {Math.round(p.fromAge)}–{Math.round(p.toAge)} 岁
                </td>
                <td>
                  {p.from} 至 {p.to}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {current && current.subPeriods.length > 0 && (
        <div className="table-scroll" tabIndex={0}>
          <table className="chart-table">
            <caption>当前{current.lordZh}大运中的子运</caption>
            <tbody>
              {current.subPeriods.map((s) => (
                <tr key={s.from} className={s.current ? 'firdaria-current' : undefined}>
                  <th scope="row">
                    {current.lordZh}-{s.lordZh}
                    {s.current && '（当前）'}
                  </th>
                  <td>
                    {s.from} 至 {s.to}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
