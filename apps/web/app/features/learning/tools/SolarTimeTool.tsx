import { Form } from 'react-router';
import type { SolarTimeRecord } from '@xingtu/contracts/learning';
import { minutesText } from './format.ts';
import { PlaceField } from './PlaceField.tsx';
import { ToolResult } from './ToolResult.tsx';
import type { PlaceInput, ToolOutcome } from './tool-inputs.ts';

const signed = (minutes: number): string => `${minutes < 0 ? '慢' : '快'} ${minutesText(minutes)}`;

export function SolarTimeTool({
  input,
  outcome,
}: {
  input: { date: string; time: string } & PlaceInput;
  outcome: ToolOutcome<SolarTimeRecord>;
}) {
  const record = outcome.result;
  return (
    <>
      <Form method="get" className="tool-form" aria-label="日期、时间与地点">
        <div className="field">
          <label htmlFor="solar-date">日期</label>
          <input
            id="solar-date"
            className="input"
            type="date"
            name="date"
            defaultValue={input.date}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="solar-time">钟表时间</label>
          <input
            id="solar-time"
            className="input"
            type="time"
            name="time"
            defaultValue={input.time}
            required
          />
        </div>
        <PlaceField initial={input} label="地点" />
        <div className="tool-actions">
          <button type="submit" className="btn btn-primary">
            换算真太阳时
          </button>
        </div>
      </Form>
      <ToolResult error={outcome.error}>
        {record && (
          <>
            <h2 className="tool-result-title">
              {input.place || '该地'} {input.date} {input.time}
            </h2>
            <ol className="solar-steps">
              <li>
                <span>钟表时间</span>
                <strong>
                  {input.date} {input.time}
                </strong>
                <small>
                  UTC{record.zoneOffset}
                  {record.summerTime ? '，当时实行夏令时' : ''}，{record.clockShichenZh}
                </small>
              </li>
              <li>
                <span>经度修正</span>
                <strong>{signed(record.longitudeMinutes)}</strong>
                <small>地方平时 {record.localMeanTime}</small>
              </li>
              <li>
                <span>均时差</span>
                <strong>{signed(record.equationOfTimeMinutes)}</strong>
                <small>这一天太阳本身的快慢</small>
              </li>
              <li className="solar-final">
                <span>真太阳时</span>
                <strong data-testid="true-solar-time">{record.trueSolarTime}</strong>
                <small>
                  比钟表{signed(record.differenceMinutes)}，{record.solarShichenZh}
                </small>
              </li>
            </ol>
            {record.clockShichenZh !== record.solarShichenZh && (
              <p className="muted">
                注意：按钟表时间是{record.clockShichenZh}，按真太阳时已是{record.solarShichenZh}
                。八字等按时辰排盘的方法要用真太阳时；西方占星排盘只需填钟表时间和出生地。
              </p>
            )}
          </>
        )}
      </ToolResult>
    </>
  );
}
