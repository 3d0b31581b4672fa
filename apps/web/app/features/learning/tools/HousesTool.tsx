import { Form, Link } from 'react-router';
import type { HouseCompareRecord } from '@xingtu/contracts/learning';
import { positionText } from './format.ts';
import { PlaceField } from './PlaceField.tsx';
import { ToolResult } from './ToolResult.tsx';
import { EXAMPLE_BIRTH, type PlaceInput, type ToolOutcome } from './tool-inputs.ts';

const exampleHref = `?${new URLSearchParams({
  date: EXAMPLE_BIRTH.date,
  time: EXAMPLE_BIRTH.time,
  place: EXAMPLE_BIRTH.place.place,
  lat: String(EXAMPLE_BIRTH.place.lat),
  lon: String(EXAMPLE_BIRTH.place.lon),
  tz: EXAMPLE_BIRTH.place.tz,
}).toString()}`;

export function HousesTool({
  input,
  outcome,
}: {
  input: { date: string; time: string } & PlaceInput;
  outcome: { result: HouseCompareRecord | null; error: string | null } | null;
}) {
  return (
    <>
      <Form method="get" className="tool-form" aria-label="出生资料">
        <div className="field">
          <label htmlFor="houses-date">出生日期</label>
          <input
            id="houses-date"
            className="input"
            type="date"
            name="date"
            defaultValue={input.date}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="houses-time">出生时间（钟表时间）</label>
          <input
            id="houses-time"
            className="input"
            type="time"
            name="time"
            defaultValue={input.time}
            required
          />
        </div>
        <PlaceField initial={input} label="出生地点" />
        <div className="tool-actions">
          <button type="submit" className="btn btn-primary">
            对照宫位制
          </button>
        </div>
      </Form>
      {outcome === null ? (
        <section className="tool-result">
          <p>填好出生资料后点“对照宫位制”。还没准备好资料？</p>
          <Link className="btn" to={exampleHref}>
            用示例资料试一试
          </Link>
        </section>
      ) : (
        <HousesResult outcome={outcome} />
      )}
    </>
  );
}

function HousesResult({ outcome }: { outcome: ToolOutcome<HouseCompareRecord> }) {
  const record = outcome.result;
  return (
    <ToolResult error={outcome.error}>
      {record && (
        <>
          <h2 className="tool-result-title">行星落宫对照</h2>
          <p className="muted">
            {record.movingBodies.length === 0
              ? '在这八种宫位制下，十颗行星都落在同一宫。'
              : `有 ${record.movingBodies.length} 颗行星会因宫位制不同而换宫（已标出）。`}
          </p>
          <div className="tool-table-wrap">
            <table className="tool-table houses-table">
              <caption className="visually-hidden">各宫位制下的行星落宫</caption>
              <thead>
                <tr>
                  <th scope="col">行星</th>
                  {record.systems.map((system) => (
                    <th key={system.code} scope="col">
                      {system.nameZh.replace(/制$/, '')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {record.bodies.map((body, i) => (
                  <tr key={body.id} data-moving={record.movingBodies.includes(body.id) || undefined}>
                    <th scope="row">
                      {body.nameZh}
                      <small>{positionText(body)}</small>
                    </th>
                    {record.systems.map((system) => (
                      <td key={system.code} className="num">
                        {system.bodyHouses[i]}宫
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className="tool-result-title">十二宫宫头</h2>
          {record.systems
            .filter((system) => system.fallbackZh)
            .map((system) => (
              <p key={system.code} className="form-error">
                {system.fallbackZh}
              </p>
            ))}
          <div className="tool-table-wrap">
            <table className="tool-table houses-table">
              <caption className="visually-hidden">各宫位制的十二宫宫头</caption>
              <thead>
                <tr>
                  <th scope="col">宫</th>
                  {record.systems.map((system) => (
                    <th key={system.code} scope="col">
                      {system.nameZh.replace(/制$/, '')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: 12 }, (_, house) => (
                  <tr key={house}>
                    <th scope="row">{house + 1}</th>
                    {record.systems.map((system) => (
                      <td key={system.code} className="num">
                        {positionText(system.cusps[house]!)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </ToolResult>
  );
}
