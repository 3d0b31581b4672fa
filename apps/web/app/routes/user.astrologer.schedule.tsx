import { useCallback, useEffect, useState } from 'react';
import type { MetaFunction } from 'react-router';
import { WEEKDAY_LABELS, type ScheduleRecord } from '@xingtu/contracts/consultations';
import { fetchMySchedule, saveMySchedule } from '../api/consultations.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// 排期管理: weekly windows and dates off (or with other hours), in the consultant's own time zone,
// and the break kept after every session. Members see the resulting slots in Beijing time.

export const meta: MetaFunction = () => [{ title: '排期管理 - 星图' }];

const ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
];

export default function AstrologerSchedulePage() {
  const { load, reload } = useLoad(useCallback(() => fetchMySchedule(), []));
  const [draft, setDraft] = useState<ScheduleRecord | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (load.kind === 'ready') setDraft(load.value);
  }, [load]);

  if (load.kind === 'loading' || (load.kind === 'ready' && !draft)) return <PageLoading />;
  if (load.kind !== 'ready' || !draft)
    return (
      <PageError
        text="排班加载失败（需要已通过审核的咨询师身份）。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );

  const set = (next: Partial<ScheduleRecord>) => setDraft({ ...draft, ...next });
  const setWindow = (index: number, key: 'weekday' | 'start' | 'end', value: string) =>
    set({
      weekly: draft.weekly.map((w, i) =>
        i === index ? { ...w, [key]: key === 'weekday' ? Number(value) : value } : w,
      ),
    });
  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setDraft(await saveMySchedule(draft));
      setMessage({ ok: true, text: '排班已保存' });
    } catch (failure) {
      setMessage({ ok: false, text: failure instanceof Error ? failure.message : '保存失败，请稍后再试' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>排期管理</h1>
      </div>
      <div className="card">
        <label className="field">
          <span className="field-label">我所在的时区</span>
          <select
            className="input"
            value={draft.timeZone}
            onChange={(e) => set({ timeZone: e.target.value })}
          >
            {[...new Set([draft.timeZone, ...ZONES])].map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">每次咨询后的休息（分钟）</span>
          <input
            className="input"
            type="number"
            min="0"
            max="120"
            value={draft.bufferMinutes}
            onChange={(e) => set({ bufferMinutes: Number(e.target.value) })}
          />
        </label>
      </div>
      <div className="card">
        <h2>每周可预约时段（{draft.timeZone} 当地时间）</h2>
        {draft.weekly.length === 0 && <p>还没有时段，添加后会员才能预约。</p>}
        {draft.weekly.map((window, index) => (
          <div key={index} className="week-row">
            <select
              className="input"
              aria-label="星期"
              value={window.weekday}
              onChange={(e) => setWindow(index, 'weekday', e.target.value)}
            >
              {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                <option key={day} value={day}>
                  {WEEKDAY_LABELS[day]}
                </option>
              ))}
            </select>
            <input
              className="input"
              type="time"
              aria-label="开始"
              value={window.start}
              onChange={(e) => setWindow(index, 'start', e.target.value)}
            />
            至
            <input
              className="input"
              type="time"
              aria-label="结束"
              value={window.end}
              onChange={(e) => setWindow(index, 'end', e.target.value)}
            />
            <button
              type="button"
              className="link-button"
              onClick={() => set({ weekly: draft.weekly.filter((_, i) => i !== index) })}
            >
              删除
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-small"
          onClick={() => set({ weekly: [...draft.weekly, { weekday: 1, start: '09:00', end: '12:00' }] })}
        >
          添加时段
        </button>
      </div>
      <div className="card">
        <h2>休息日与特殊安排</h2>
        {draft.exceptions.length === 0 && <p>节假日休息时，添加一个日期即可。</p>}
        {draft.exceptions.map((item, index) => (
          <div key={index} className="week-row">
            <input
              className="input"
              type="date"
              aria-label="日期"
              value={item.date}
              onChange={(e) =>
                set({
                  exceptions: draft.exceptions.map((x, i) =>
                    i === index ? { ...x, date: e.target.value } : x,
                  ),
                })
              }
            />
            <span>
              {item.windows.length === 0
                ? '全天休息'
                : item.windows.map((w) => `${w.start}–${w.end}`).join('、')}
            </span>
            <button
              type="button"
              className="link-button"
              onClick={() => set({ exceptions: draft.exceptions.filter((_, i) => i !== index) })}
            >
              删除
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-small"
          onClick={() =>
            set({
              exceptions: [
                ...draft.exceptions,
                { date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), windows: [] },
              ],
            })
          }
        >
          添加休息日
        </button>
      </div>
      {message && (
        <p className={message.ok ? 'form-ok' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
        保存排班
      </button>
    </div>
  );
}
