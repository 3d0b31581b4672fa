import { Form } from 'react-router';
import { POINTS } from '@xingtu/contracts/astrology';
import {
  CYCLE_PLANET_IDS,
  TOOL_MAX_YEAR,
  TOOL_MIN_YEAR,
  type CyclePlanetId,
  type PlanetCycleRecord,
} from '@xingtu/contracts/learning';
import { beijingMinute, beijingMonthDay, positionText } from './format.ts';
import { ToolResult } from './ToolResult.tsx';
import type { ToolOutcome } from './tool-inputs.ts';

export function IngressTool({
  input,
  outcome,
}: {
  input: { planet: CyclePlanetId; year: number };
  outcome: ToolOutcome<PlanetCycleRecord>;
}) {
  const record = outcome.result;
  return (
    <>
      <Form method="get" className="tool-form" aria-label="选择行星与年份">
        <div className="field">
          <label htmlFor="cycle-planet">行星</label>
          <select id="cycle-planet" className="input" name="planet" defaultValue={input.planet}>
            {CYCLE_PLANET_IDS.map((id) => (
              <option key={id} value={id}>
                {POINTS[id].nameZh}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cycle-year">年份</label>
          <input
            id="cycle-year"
            className="input"
            type="number"
            name="year"
            min={TOOL_MIN_YEAR}
            max={TOOL_MAX_YEAR}
            defaultValue={input.year}
            required
          />
        </div>
        <div className="tool-actions">
          <button type="submit" className="btn btn-primary">
            生成年表
          </button>
        </div>
      </Form>
      <ToolResult error={outcome.error}>
        {record && (
          <>
            <h2 className="tool-result-title">
              {record.nameZh} {record.year}年
            </h2>
            <p>
              年初（1月1日零时）位于 <strong>{positionText(record.startPosition)}</strong>
              {record.startPosition.retrograde ? '，正在逆行' : ''}。
            </p>
            {record.planet !== 'sun' && (
              <>
                <h3>逆行期</h3>
                {record.retrogradePeriods.length === 0 ? (
                  <p className="muted">这一年{record.nameZh}没有逆行。</p>
                ) : (
                  <ul className="retro-periods">
                    {record.retrogradePeriods.map((period) => (
                      <li key={period.start.at}>
                        <strong>
                          {beijingMonthDay(period.start.at).split(' ')[0]} –{' '}
                          {beijingMonthDay(period.end.at).split(' ')[0]}
                        </strong>
                        <span>
                          {positionText(period.start)} 退到 {positionText(period.end)}，共 {period.days} 天
                        </span>
                        {(beijingMinute(period.start.at).slice(0, 4) !== String(record.year) ||
                          beijingMinute(period.end.at).slice(0, 4) !== String(record.year)) && (
                          <small className="muted">（跨年）</small>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
            <h3>全年事件</h3>
            {record.events.length === 0 ? (
              <p className="muted">
                这一年{record.nameZh}一直停留在{record.startPosition.signZh}，没有换座，也没有停滞。
              </p>
            ) : (
              <div className="tool-table-wrap">
                <table className="tool-table">
                  <caption className="visually-hidden">{record.nameZh}全年的换座与停滞</caption>
                  <thead>
                    <tr>
                      <th scope="col">北京时间</th>
                      <th scope="col">事件</th>
                      <th scope="col">位置</th>
                    </tr>
                  </thead>
                  <tbody>
                    {record.events.map((event) => (
                      <tr key={`${event.kind}-${event.at}`} data-kind={event.kind}>
                        <td className="num">{beijingMinute(event.at)}</td>
                        <td>
                          {event.kind === 'ingress'
                            ? `${event.retrograde ? '逆行退回' : '进入'}${event.signZh}`
                            : event.retrograde
                              ? '停滞，开始逆行'
                              : '停滞，恢复顺行'}
                        </td>
                        <td>{positionText(event)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </ToolResult>
    </>
  );
}
