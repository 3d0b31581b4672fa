import { Form, Link } from 'react-router';
import { ELEMENT_NAMES_ZH, type Element } from '@xingtu/contracts/astrology';
import type { SkyToolRecord } from '@xingtu/contracts/learning';
import { beijingMinute, positionText } from './format.ts';
import { MoonGlyph } from './MoonGlyph.tsx';
import { ToolResult } from './ToolResult.tsx';
import type { ToolOutcome } from './tool-inputs.ts';

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];

export function SkyTool({
  input,
  outcome,
}: {
  input: { at: string; now: boolean };
  outcome: ToolOutcome<SkyToolRecord>;
}) {
  const sky = outcome.result;
  return (
    <>
      <Form method="get" className="tool-form" aria-label="选择时刻">
        <div className="field">
          <label htmlFor="sky-at">时刻（北京时间）</label>
          <input
            id="sky-at"
            className="input"
            type="datetime-local"
            name="at"
            defaultValue={input.at}
            required
          />
        </div>
        <div className="tool-actions">
          <button type="submit" className="btn btn-primary">
            查看星空
          </button>
          {!input.now && (
            <Link className="btn" to="/learning/tools/sky">
              回到此刻
            </Link>
          )}
        </div>
      </Form>
      <ToolResult error={outcome.error}>
        {sky && (
          <>
            <h2 className="tool-result-title">
              {input.now ? '此刻' : beijingMinute(sky.at)}的星空
              {input.now && <small>（北京时间 {beijingMinute(sky.at)}）</small>}
            </h2>
            <div className="tool-summary">
              <div className="tool-stat">
                <MoonGlyph
                  percent={sky.moon.illuminatedPercent}
                  waxing={sky.moon.elongationDeg < 180}
                  size={44}
                />
                <div>
                  <strong>{sky.moon.phaseZh}</strong>
                  <p className="muted">
                    亮面 {sky.moon.illuminatedPercent}%，月亮领先太阳 {Math.round(sky.moon.elongationDeg)}°
                  </p>
                </div>
              </div>
              <div className="tool-stat">
                <div>
                  <strong>四元素分布</strong>
                  <ul className="element-bars" aria-label="十颗行星的元素分布">
                    {ELEMENTS.map((element) => (
                      <li key={element} data-element={element}>
                        <span>{ELEMENT_NAMES_ZH[element]}</span>
                        <span className="element-bar" style={{ width: `${sky.elements[element] * 10}%` }} />
                        <span>{sky.elements[element]}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
            <div className="tool-table-wrap">
              <table className="tool-table">
                <caption className="visually-hidden">各行星所在位置</caption>
                <thead>
                  <tr>
                    <th scope="col">天体</th>
                    <th scope="col">位置</th>
                    <th scope="col">运行</th>
                    <th scope="col">日行</th>
                  </tr>
                </thead>
                <tbody>
                  {sky.bodies.map((body) => (
                    <tr key={body.id}>
                      <th scope="row">
                        <span className="glyph" aria-hidden="true">
                          {body.glyph}
                        </span>
                        {body.nameZh}
                      </th>
                      <td>{positionText(body)}</td>
                      <td>{body.retrograde ? <span className="tag tag-retro">逆行</span> : '顺行'}</td>
                      <td className="num">{body.speedDegPerDay.toFixed(2)}°</td>
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
