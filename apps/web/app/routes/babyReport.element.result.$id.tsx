import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, type MetaFunction } from 'react-router';
import { CHILD_ELEMENT_NAMES, type ElementCheckRecord } from '@xingtu/contracts/baby';
import type { ReportTemplateRecord } from '@xingtu/contracts/reports';
import { ApiError } from '../api/api-error.ts';
import { fetchElementCheck } from '../api/baby.ts';
import { fetchReportTemplates } from '../api/reports.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { ElementBars } from '../features/baby/ElementBars.tsx';
import { ElementEmblem } from '../features/baby/ElementEmblem.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { productPath } from '../features/reports/report-links.ts';
import { ReportWheel } from '../features/reports/ReportWheel.tsx';
import { usePolled } from '../features/reports/use-polled.ts';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/baby/baby.css';
import '../features/commerce/commerce.css';
import '../features/reports/reports.css';

// The result of a free element check: the child's element and modality balance (bars and wheel),
// what it means for the parents, and the way to the paid baby report. Only its owner can open it.

export const meta: MetaFunction = () => [{ title: '宝宝元素测试结果 - 星图' }];

const never = () => false;

function BabyReportOffer() {
  const [offer, setOffer] = useState<ReportTemplateRecord | null>(null);
  useEffect(() => {
    fetchReportTemplates().then(
      (all) => setOffer(all.find((t) => t.key === 'baby' && t.productId !== null) ?? null),
      () => setOffer(null),
    );
  }, []);
  if (!offer) return null;
  return (
    <section className="card report-offer" aria-labelledby="baby-offer">
      <h2 id="baby-offer">想更完整地了解孩子？</h2>
      <p>
        {offer.title}：{offer.summary}
        元素只是第一步，完整报告还会读孩子的太阳、月亮、上升、水星、金星和火星，并可加入爸爸妈妈的星盘，看看亲子之间怎样相处。
      </p>
      {offer.priceFen !== null && <Price fen={offer.priceFen} listFen={offer.listPriceFen ?? undefined} />}
      <Link className="btn btn-primary" to={productPath(offer)}>
        了解宝宝成长报告
      </Link>
    </section>
  );
}

function Result({ check }: { check: ElementCheckRecord }) {
  const leading = check.leadingElement;
  return (
    <>
      <div className="baby-hero">
        <ElementEmblem element={leading} />
        <div>
          <h1>{check.name}的元素平衡</h1>
          <p className="muted">{check.birthLine}</p>
        </div>
      </div>
      <section className="card" aria-labelledby="balance">
        <h2 id="balance">四元素分布</h2>
        <ElementBars check={check} />
        <h3>三种模式</h3>
        <ul className="baby-modalities">
          {check.modalities.map((g) => (
            <li key={g.key}>
              <strong>{g.name}</strong> {g.count}颗
            </li>
          ))}
        </ul>
        <p className="field-hint">统计太阳到冥王星十颗行星所在的星座，各元素颗数相加为 10。</p>
      </section>
      {check.readings.map((r) => (
        <section key={r.heading} className="card baby-reading" aria-label={r.heading}>
          <h2>{r.heading}</h2>
          <p className="muted">依据：{r.factor}</p>
          <p>{r.text}</p>
        </section>
      ))}
      <section className="card baby-wheel-card" aria-labelledby="wheel">
        <h2 id="wheel">{check.name}的星盘</h2>
        <ReportWheel wheel={check.wheel} title={`${check.name}的星盘`} />
        {!check.timeKnown && (
          <p className="field-hint">出生时间不详：星盘不画宫位和上升点，元素分布不受影响。</p>
        )}
      </section>
      <p>
        <Link to={`/babyReport/template/${leading}`}>
          看看{CHILD_ELEMENT_NAMES[leading]}元素宝宝的更多日常 ›
        </Link>
      </p>
      <BabyReportOffer />
      <p>
        <Link to="/babyReport/element/input">再测一位孩子 ›</Link>
      </p>
    </>
  );
}

function ResultLoad({ id }: { id: string }) {
  const fetchCheck = useCallback(
    () =>
      /^[a-z0-9]{12}$/.test(id)
        ? fetchElementCheck(id)
        : Promise.reject(new ApiError('000404', '测试结果不存在', 404)),
    [id],
  );
  const { load, reload } = usePolled(fetchCheck, never);
  if (load.kind === 'loading') return <PageLoading text="正在打开测试结果…" />;
  if (load.kind === 'missing')
    return (
      <PageError
        text="测试结果不存在，或不属于当前账号。"
        action={
          <Link className="btn btn-primary" to="/babyReport/element/input">
            免费测一次
          </Link>
        }
      />
    );
  if (load.kind === 'failed')
    return (
      <PageError
        text="测试结果加载失败，请稍后再试。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  return <Result check={load.value} />;
}

/** A result is its owner's alone: a visitor signs in first and comes back here. */
export default function BabyElementResultPage() {
  const id = useParams().id ?? '';
  return (
    <div className="page report-page">
      <p>
        <Link to="/babyReport/element/input">‹ 宝宝元素测试</Link>
      </p>
      <LoginGate session={useSession()}>
        <ResultLoad id={id} />
      </LoginGate>
    </div>
  );
}
