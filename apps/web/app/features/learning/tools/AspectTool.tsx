import { Form } from 'react-router';
import { SIGNS } from '@xingtu/contracts/astrology';
import type { AspectToolRecord } from '@xingtu/contracts/learning';
import { positionText } from './format.ts';
import { ToolResult } from './ToolResult.tsx';
import type { SignedDegree, ToolOutcome } from './tool-inputs.ts';

function PositionFields({ prefix, label, value }: { prefix: 'a' | 'b'; label: string; value: SignedDegree }) {
  return (
    <fieldset className="tool-position">
      <legend>{label}</legend>
      <div className="field">
        <label htmlFor={`${prefix}-sign`}>星座</label>
        <select id={`${prefix}-sign`} className="input" name={`${prefix}_sign`} defaultValue={value.sign}>
          {SIGNS.map((sign) => (
            <option key={sign.id} value={sign.id}>
              {sign.glyph} {sign.nameZh}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-deg`}>度</label>
        <input
          id={`${prefix}-deg`}
          className="input"
          type="number"
          name={`${prefix}_deg`}
          min={0}
          max={29}
          defaultValue={value.degree}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-min`}>分</label>
        <input
          id={`${prefix}-min`}
          className="input"
          type="number"
          name={`${prefix}_min`}
          min={0}
          max={59}
          defaultValue={value.minute}
          required
        />
      </div>
    </fieldset>
  );
}

export function AspectTool({
  input,
  outcome,
}: {
  input: { a: SignedDegree; b: SignedDegree; luminary: boolean };
  outcome: ToolOutcome<AspectToolRecord>;
}) {
  const record = outcome.result;
  const inside = record?.candidates.filter((c) => c.within) ?? [];
  return (
    <>
      <Form method="get" className="tool-form tool-form-aspect" aria-label="两个位置">
        <PositionFields prefix="a" label="位置一" value={input.a} />
        <PositionFields prefix="b" label="位置二" value={input.b} />
        <label className="tool-check">
          <input type="checkbox" name="luminary" value="true" defaultChecked={input.luminary} />
          有太阳或月亮参与（容许度放宽四分之一）
        </label>
        <div className="tool-actions">
          <button type="submit" className="btn btn-primary">
            计算相位
          </button>
        </div>
      </Form>
      <ToolResult error={outcome.error}>
        {record && (
          <>
            <h2 className="tool-result-title">
              {positionText(record.a)} 与 {positionText(record.b)}
            </h2>
            <p className="aspect-verdict">
              角距 <strong>{record.separationDeg}°</strong>，
              {inside.length > 0 ? (
                <>
                  构成<strong>{inside[0]!.nameZh}</strong>（误差 {inside[0]!.orbDeg}°，容许{' '}
                  {inside[0]!.allowedOrbDeg}°）
                </>
              ) : (
                <>
                  不在任何相位的容许度之内，最接近的是{record.candidates[0]!.nameZh}（差{' '}
                  {record.candidates[0]!.orbDeg}°）
                </>
              )}
              。
            </p>
            <p className="muted">
              两个星座相隔 {record.signRelation.signsApart} 个星座
              {record.signRelation.sameElement && '，同属一个元素'}
              {record.signRelation.sameModality && '，节奏相同'}
              {record.signRelation.samePolarity ? '，阴阳相同' : '，阴阳不同'}。
            </p>
            <div className="tool-table-wrap">
              <table className="tool-table">
                <caption className="visually-hidden">各相位的误差</caption>
                <thead>
                  <tr>
                    <th scope="col">相位</th>
                    <th scope="col">角度</th>
                    <th scope="col">误差</th>
                    <th scope="col">容许度</th>
                    <th scope="col">成立</th>
                  </tr>
                </thead>
                <tbody>
                  {record.candidates.map((c) => (
                    <tr key={c.id} data-within={c.within || undefined}>
                      <th scope="row">
                        {c.nameZh}
                        {!c.major && <small>次要</small>}
                      </th>
                      <td className="num">{c.angleDeg}°</td>
                      <td className="num">{c.orbDeg}°</td>
                      <td className="num">{c.allowedOrbDeg}°</td>
                      <td>{c.within ? '是' : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </ToolResult>
    </>
  );
}
