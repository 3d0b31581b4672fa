import { Form, Link } from 'react-router';
import type { MoonMonthRecord } from '@xingtu/contracts/learning';
import { beijingMonthDay, positionText } from './format.ts';
import { MoonGlyph } from './MoonGlyph.tsx';
import { ToolResult } from './ToolResult.tsx';
import type { ToolOutcome } from './tool-inputs.ts';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function MoonTool({
  input,
  outcome,
}: {
  input: { month: string };
  outcome: ToolOutcome<MoonMonthRecord>;
}) {
  const record = outcome.result;
  // Monday-first grid: blanks before the 1st.
  const lead = record ? (new Date(`${record.days[0]!.date}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  return (
    <>
      <Form method="get" className="tool-form" aria-label="选择月份">
        <div className="field">
          <label htmlFor="moon-month">月份</label>
          <input
            id="moon-month"
            className="input"
            type="month"
            name="month"
            defaultValue={input.month}
            required
          />
        </div>
        <div className="tool-actions">
          <button type="submit" className="btn btn-primary">
            查看月相
          </button>
          <Link className="btn" to={`?month=${shiftMonth(input.month, -1)}`} rel="prev">
            上个月
          </Link>
          <Link className="btn" to={`?month=${shiftMonth(input.month, 1)}`} rel="next">
            下个月
          </Link>
        </div>
      </Form>
      <ToolResult error={outcome.error}>
        {record && (
          <>
            <h2 className="tool-result-title">
              {record.year}年{record.month}月的月相
            </h2>
            <ul className="moon-phases">
              {record.phases.map((phase) => (
                <li key={phase.at} data-phase={phase.phase}>
                  <strong>{phase.phaseZh}</strong>
                  <span>{beijingMonthDay(phase.at)}</span>
                  <span className="muted">月亮在 {positionText(phase)}</span>
                </li>
              ))}
            </ul>
            <p className="muted">下面每一格是当天晚上八点（北京时间）的月亮，数字为亮面所占的比例。</p>
            <div className="moon-grid" role="list" aria-label="每日月相">
              {WEEKDAYS.map((day) => (
                <span key={day} className="moon-weekday" aria-hidden="true">
                  {day}
                </span>
              ))}
              {Array.from({ length: lead }, (_, i) => (
                <span key={`blank-${i}`} aria-hidden="true" />
              ))}
              {record.days.map((day) => (
                <div
                  key={day.date}
                  role="listitem"
                  className="moon-day"
                  aria-label={`${Number(day.date.slice(8))}日 ${day.phaseZh} ${day.illuminatedPercent}% 月在${day.moonSignZh}`}
                >
                  <span className="moon-date">{Number(day.date.slice(8))}</span>
                  <MoonGlyph percent={day.illuminatedPercent} waxing={day.waxing} />
                  <span className="moon-percent">{day.illuminatedPercent}%</span>
                </div>
              ))}
            </div>
          </>
        )}
      </ToolResult>
    </>
  );
}
