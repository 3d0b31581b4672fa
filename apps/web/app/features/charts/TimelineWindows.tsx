import { useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { TransitTimelineRecord } from '@xingtu/contracts/chart-techniques';
import type { TransitWindowRecord } from '@xingtu/contracts/charts';
import { timelineSpan, windowBar } from './timeline-bars.ts';

// The transit timeline as rows: each transit's orb window drawn as a bar across the chosen period (the exact
// passes as marks on it), and beside it the times it enters the orb, is exact and leaves, in Beijing time.

const at = (utc: string | null, missing: string): string => (utc ? formatBeijing(utc, 'minute') : missing);

function WindowRow({ w, span }: { w: TransitWindowRecord; span: { startMs: number; endMs: number } }) {
  const bar = windowBar(w, span);
  return (
    <li className="timeline-row" data-testid="timeline-row">
      <strong className="timeline-title">
        {w.bodyZh} {w.aspectZh} 本命{w.natalPointZh}
      </strong>
      <div className="timeline-track" aria-hidden="true">
        <span
          className={`timeline-bar timeline-${w.family}`}
          style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
        />
        {bar.exact.map((x, i) => (
          <span key={i} className="timeline-exact" style={{ left: `${x}%` }} />
        ))}
      </div>
      <dl className="timeline-times">
        <dt>进入容许度</dt>
        <dd>{at(w.enters, '更早')}</dd>
        <dt>精确</dt>
        <dd>
          {w.exact.length === 0
            ? '未到精确（在容许度内折返）'
            : w.exact
                .map((e) => `${formatBeijing(e.utc, 'minute')}${e.retrograde ? '（逆行）' : ''}`)
                .join('、')}
        </dd>
        <dt>离开容许度</dt>
        <dd>{at(w.leaves, '更晚')}</dd>
      </dl>
      {w.text && <p className="timeline-text">{w.text}</p>}
    </li>
  );
}

export function TimelineWindows({ record }: { record: TransitTimelineRecord }) {
  const [body, setBody] = useState('');
  const span = timelineSpan(record.from, record.to);
  const bodies = [...new Map(record.windows.map((w) => [w.body, w.bodyZh])).entries()];
  const shown = body ? record.windows.filter((w) => w.body === body) : record.windows;
  if (record.windows.length === 0)
    return (
      <p className="chart-note">这段时间没有行星与本命星体形成主要相位，可以放宽容许度或延长时间再看。</p>
    );
  return (
    <>
      <div className="field-row">
        <label>
          只看{' '}
          <select
            className="input"
            aria-label="只看某颗行星"
            value={body}
            onChange={(e) => setBody(e.target.value)}
          >
            <option value="">全部行星</option>
            {bodies.map(([id, nameZh]) => (
              <option key={id} value={id}>
                {nameZh}
              </option>
            ))}
          </select>
        </label>
        <span className="field-hint">
          横条是在容许度内的时段（{record.from} 至 {record.to}），竖线是精确成相的时刻。
        </span>
      </div>
      <ul className="timeline-list">
        {shown.map((w, i) => (
          <WindowRow key={`${w.body}-${w.natalPoint}-${w.type}-${i}`} w={w} span={span} />
        ))}
      </ul>
    </>
  );
}
