import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import type { BirthPayload } from '@xingtu/contracts/charts';
import { BIRTH_TIME_RELIABILITY, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { ProductRecord } from '@xingtu/contracts/commerce';
import {
  BTF_EVENT_KINDS,
  BTF_EVENT_NAMES,
  BTF_MAX_EVENTS,
  BTF_MIN_EVENTS,
  BTF_WINDOW_MINUTES,
  type BtfCheckRecord,
  type BtfEventKind,
  type BtfRunRecord,
} from '@xingtu/contracts/fun';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { ApiError } from '../api/api-error.ts';
import { createOrder, fetchProducts } from '../api/commerce.ts';
import { createBtfRun, fetchBtfChecks, fetchBtfRun } from '../api/fun.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';
import '../features/fun/fun.css';

// /btf (no header or footer): birth-time rectification. The birth, how reliable its time is (A–H sets
// the window searched), at least three dated life events; the server ranks candidate times by transits
// and solar-arc directions to the angles. The result stays at /btf?id=…; an astrologer's check can be bought.

export const meta: MetaFunction = () => [
  { title: '生时校正 - 星图' },
  { name: 'description', content: '出生时间记不准？填写几件人生大事，按行运与太阳弧推算最可能的出生时间。' },
];

interface EventDraft {
  date: string;
  kind: BtfEventKind | '';
  note: string;
}
const EMPTY_EVENT: EventDraft = { date: '', kind: '', note: '' };

function windowText(reliability: string): string {
  const minutes = BTF_WINDOW_MINUTES[reliability] ?? 30;
  return minutes >= 720 ? '全天' : minutes >= 60 ? `前后${minutes / 60}小时` : `前后${minutes}分钟`;
}

function EventsForm({
  birth,
  onBack,
  onDone,
}: {
  birth: BirthPayload;
  onBack: () => void;
  onDone: (run: BtfRunRecord) => void;
}) {
  const [reliability, setReliability] = useState('D');
  const [events, setEvents] = useState<EventDraft[]>([EMPTY_EVENT, EMPTY_EVENT, EMPTY_EVENT]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (index: number, patch: Partial<EventDraft>) =>
    setEvents((list) => list.map((e, i) => (i === index ? { ...e, ...patch } : e)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    events.forEach((e, i) => {
      if (!e.date) found[`events.${i}.date`] = '请填写事件日期';
      if (!e.kind) found[`events.${i}.kind`] = '请选择事件类型';
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    createBtfRun({
      birth,
      reliability,
      events: events.map((e) => ({
        date: e.date,
        kind: e.kind as BtfEventKind,
        ...(e.note ? { note: e.note } : {}),
      })),
    }).then(onDone, (error: unknown) => {
      if (error instanceof ApiError && error.fields.length) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
        if (error.fields.some((f) => f.field.startsWith('birth'))) setFailure(error.message);
      } else setFailure(error instanceof Error ? error.message : '校正失败，请稍后再试');
      setBusy(false);
    });
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-label="人生大事">
      <div className="field">
        <label htmlFor="btf-reliability">出生时间有多可靠？</label>
        <select
          id="btf-reliability"
          className="input"
          value={reliability}
          onChange={(e) => setReliability(e.target.value)}
        >
          {BIRTH_TIME_RELIABILITY.map((r) => (
            <option key={r.value} value={r.value}>
              {r.value}：{r.label}
            </option>
          ))}
        </select>
        <p className="field-hint">将在你填写的时间{windowText(reliability)}内逐分钟推算。</p>
      </div>
      <h2>人生大事（至少{BTF_MIN_EVENTS}件）</h2>
      <p className="muted">日期越准确越好，至少要记得年月；只记得月份时可以填当月15日。</p>
      {events.map((e, i) => (
        <fieldset key={i} className="fun-event-row">
          <legend className="visually-hidden">第{i + 1}件事</legend>
          <div className="field">
            <label htmlFor={`btf-date-${i}`}>第{i + 1}件 · 日期</label>
            <input
              id={`btf-date-${i}`}
              type="date"
              className="input"
              value={e.date}
              aria-invalid={errors[`events.${i}.date`] ? 'true' : undefined}
              onChange={(ev) => update(i, { date: ev.target.value })}
            />
            {errors[`events.${i}.date`] && <p className="field-error">{errors[`events.${i}.date`]}</p>}
          </div>
          <div className="field">
            <label htmlFor={`btf-kind-${i}`}>发生了什么</label>
            <select
              id={`btf-kind-${i}`}
              className="input"
              value={e.kind}
              aria-invalid={errors[`events.${i}.kind`] ? 'true' : undefined}
              onChange={(ev) => update(i, { kind: ev.target.value as BtfEventKind })}
            >
              <option value="">请选择</option>
              {BTF_EVENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {BTF_EVENT_NAMES[kind]}
                </option>
              ))}
            </select>
            {errors[`events.${i}.kind`] && <p className="field-error">{errors[`events.${i}.kind`]}</p>}
          </div>
          <div className="field">
            <label htmlFor={`btf-note-${i}`}>说明（可不填）</label>
            <input
              id={`btf-note-${i}`}
              className="input"
              maxLength={60}
              value={e.note}
              onChange={(ev) => update(i, { note: ev.target.value })}
            />
          </div>
          {events.length > BTF_MIN_EVENTS && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setEvents((list) => list.filter((_, j) => j !== i))}
            >
              删除
            </button>
          )}
        </fieldset>
      ))}
      {events.length < BTF_MAX_EVENTS && (
        <p>
          <button type="button" className="btn" onClick={() => setEvents((list) => [...list, EMPTY_EVENT])}>
            ＋ 再添一件
          </button>
        </p>
      )}
      {errors.events && <p className="form-error">{errors.events}</p>}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <p>
        <button type="button" className="btn" onClick={onBack}>
          ‹ 修改出生资料
        </button>{' '}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '正在逐分钟推算…' : '开始校正'}
        </button>
      </p>
    </form>
  );
}

function ExpertCheck({ run }: { run: BtfRunRecord }) {
  const navigate = useNavigate();
  const [checks, setChecks] = useState<BtfCheckRecord[] | null>(null);
  const [offer, setOffer] = useState<ProductRecord | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchBtfChecks().then(setChecks, () => setChecks([]));
    fetchProducts({ type: PRODUCT_TYPE.BTCA, current: 1, size: 1 } as never).then(
      (found) => setOffer(found.records[0] ?? null),
      () => setOffer(null),
    );
  }, []);
  const buy = (productId: number) => {
    setBusy(true);
    setFailure(null);
    createOrder({ productId, quantity: 1 }).then(
      (order) => navigate(`/pay?orderNo=${encodeURIComponent(order.orderNo)}`),
      (error: unknown) => {
        setFailure(error instanceof Error ? error.message : '下单失败，请稍后再试');
        setBusy(false);
      },
    );
  };
  const mine = checks?.filter((c) => c.runId === run.id) ?? [];
  return (
    <section className="card" aria-labelledby="expert">
      <h2 id="expert">人工校对</h2>
      {mine.map((check) => (
        <div key={check.id}>
          <p>
            <span className="fun-tag">{check.statusName}</span> 订单 {check.orderNo} ·{' '}
            {formatBeijing(check.createdAt, 'minute')}
          </p>
          {check.answer ? (
            <p className="fun-sentence">{check.answer}</p>
          ) : (
            <p className="muted">占星师正在核对你的人生大事，结论会显示在这里。</p>
          )}
        </div>
      ))}
      {mine.length === 0 && offer && (
        <>
          <p>
            {offer.title}：{offer.summary}
          </p>
          <p>
            <strong>¥{(offer.priceFen / 100).toFixed(2)}</strong>{' '}
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => buy(offer.id)}>
              {busy ? '正在下单…' : '请占星师校对'}
            </button>
          </p>
        </>
      )}
      {mine.length === 0 && !offer && checks && (
        <p className="muted">自动校正的结果可以作为参考；如需人工校对，可联系客服。</p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

function RunResult({ run }: { run: BtfRunRecord }) {
  // A wide window may cross midnight: then each candidate says its date.
  const multiDay = new Set(run.candidates.map((c) => c.date)).size > 1;
  return (
    <>
      <section className="card" aria-labelledby="ranked">
        <h2 id="ranked">最可能的出生时间</h2>
        <p className="muted">
          {run.birthLine} · 可靠程度 {run.reliability} · 推算范围{' '}
          {run.windowMinutes >= 720 ? '全天' : `前后${run.windowMinutes}分钟`}
        </p>
        {run.candidates.length === 0 ? (
          <p>
            在推算范围内，这些事件没有与任何候选时间的四角形成紧密相位。可以再添几件日期确定的大事后重试。
          </p>
        ) : (
          <ol className="fun-options" aria-label="候选时间">
            {run.candidates.map((c, index) => (
              <li key={`${c.date}-${c.time}`} className="fun-candidate">
                <h3>
                  第{index + 1}名 · {c.time}
                  {multiDay && `（${c.date}）`} <span className="fun-tag">匹配度 {c.score}</span>
                </h3>
                <p className="muted">
                  与原时间相差 {c.offsetMinutes > 0 ? '+' : ''}
                  {c.offsetMinutes} 分钟 · 上升{c.ascSign} · 天顶{c.mcSign}
                </p>
                <ul>
                  {c.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        <p className="field-hint">
          匹配度以第一名为 100 计。自动校正只看四角，建议结合更多事件或人工校对确认。
        </p>
      </section>
      <section className="card" aria-labelledby="events">
        <h2 id="events">你填写的人生大事</h2>
        <ul>
          {run.events.map((e) => (
            <li key={`${e.date}-${e.kind}`}>
              {e.date} · {e.kindName}
              {e.note && `（${e.note}）`}
            </li>
          ))}
        </ul>
      </section>
      <ExpertCheck run={run} />
    </>
  );
}

function Rectify() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [birth, setBirth] = useState<BirthPayload | null>(null);
  const [run, setRun] = useState<BtfRunRecord | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(() => {
    if (!id) return setRun(null);
    if (run?.id === id) return;
    setLoadFailed(false);
    fetchBtfRun(id).then(setRun, () => setLoadFailed(true));
  }, [id, run?.id]);
  useEffect(load, [load]);
  if (id && loadFailed)
    return (
      <PageError
        text="校正记录不存在，或不属于当前账号。"
        action={
          <button type="button" className="btn btn-primary" onClick={() => setParams({})}>
            重新校正
          </button>
        }
      />
    );
  if (id && !run) return <PageLoading text="正在打开校正结果…" />;
  if (run)
    return (
      <>
        <RunResult run={run} />
        <p>
          <button type="button" className="btn" onClick={() => setParams({})}>
            用其他事件重新校正
          </button>
        </p>
      </>
    );
  if (!birth)
    return (
      <section className="card chart-page" aria-label="出生资料">
        <h2>1 出生资料</h2>
        <BirthForm
          showSettings={false}
          showName={false}
          submitText="下一步：填写人生大事"
          onSubmit={(source) => {
            if ('birth' in source) setBirth(source.birth);
          }}
        />
      </section>
    );
  return (
    <EventsForm
      birth={birth}
      onBack={() => setBirth(null)}
      onDone={(made) => {
        setRun(made);
        setParams({ id: made.id });
      }}
    />
  );
}

export default function BtfPage() {
  const session = useSession();
  return (
    <div className="fun-standalone">
      <p>
        <Link to="/test">‹ 趣味测试</Link>
      </p>
      <section className="fun-hero">
        <h1>生时校正</h1>
        <p>
          出生时间差几分钟，上升星座和宫位就可能完全不同。填写几件记得日期的人生大事，我们在不确定的时间段里逐分钟推算：哪一个时间的上升与天顶，最能解释你经历过的转折。
        </p>
      </section>
      {!session.ready && <PageLoading />}
      {session.ready && !session.user && (
        <section className="card">
          <p>登录后即可开始校正，结果会保存在你的账号里。</p>
          <Link className="btn btn-primary" to="/login?from=%2Fbtf">
            登录
          </Link>
        </section>
      )}
      {session.user && <Rectify />}
    </div>
  );
}
