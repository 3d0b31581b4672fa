import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ReportRecord, ReportTemplateRecord } from '@xingtu/contracts/reports';
import { fetchMyReports } from '../../api/reports.ts';
import { useSession } from '../../shell/use-session.ts';
import { Price } from '../commerce/index.ts';
import { FORM_LABELS } from './categories.ts';
import { inputPath, readerPath } from './report-links.ts';

// A report's product page body: what it covers, a sample, its price and the way to buy it; a member
// who already holds one is sent to fill it in or read it. /report/detail and /babyReport use it with
// their own way back, checkout and extra offer.

function useOwnedReports(productId: number | null): ReportRecord[] {
  const session = useSession();
  const [owned, setOwned] = useState<ReportRecord[]>([]);
  useEffect(() => {
    if (!session.user || productId === null) return;
    fetchMyReports(1, 50).then(
      (page) => setOwned(page.records.filter((r) => r.productId === productId && r.status !== 'withdrawn')),
      () => setOwned([]),
    );
  }, [session.user, productId]);
  return owned;
}

export function ReportProduct({
  template,
  description,
  back,
  checkoutPath,
  intro,
  children,
}: {
  template: ReportTemplateRecord;
  description: string;
  back: { to: string; text: string };
  /** Where 立即购买 goes (the shop's checkout, or a flow's own pay step). */
  checkoutPath: string;
  /** Shown under the summary (what happens after paying). */
  intro?: ReactNode;
  /** After the sample: a free check or teaser that leads here. */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const owned = useOwnedReports(template.productId);
  const waiting = owned.find((r) => r.status === 'awaiting_input');
  const readable = owned.find((r) => r.status !== 'awaiting_input');
  return (
    <div className="page report-page">
      <p>
        <Link to={back.to}>‹ {back.text}</Link>
      </p>
      <section className="card report-product">
        <h1>{template.title}</h1>
        <p className="report-subtitle">{template.subtitle}</p>
        <p>{template.summary}</p>
        <p className="muted">
          {intro ?? `${FORM_LABELS[template.form]}；付款后填写资料，几分钟内生成，可随时回看和下载 PDF。`}
        </p>
        {template.priceFen !== null && (
          <Price fen={template.priceFen} listFen={template.listPriceFen ?? undefined} />
        )}
        <div className="report-actions">
          {waiting && (
            <Link className="btn btn-primary" to={inputPath(waiting)}>
              你已购买，去填写资料
            </Link>
          )}
          {!waiting && readable && (
            <Link className="btn btn-primary" to={readerPath(readable)}>
              你已购买，查看报告
            </Link>
          )}
          <button
            type="button"
            className={waiting || readable ? 'btn' : 'btn btn-primary'}
            onClick={() => navigate(checkoutPath)}
          >
            {waiting || readable ? '再买一份（为家人朋友）' : '立即购买'}
          </button>
        </div>
      </section>
      <section className="card" aria-labelledby="covers">
        <h2 id="covers">报告目录</h2>
        <ol className="report-covers">
          {template.sections.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ol>
      </section>
      {description && (
        <section
          className="card rich-text report-description"
          aria-label="报告介绍"
          dangerouslySetInnerHTML={{ __html: description }}
        />
      )}
      <section className="card report-sample-card" aria-labelledby="sample">
        <h2 id="sample">样例：{template.sample.title}</h2>
        <p>{template.sample.text}</p>
      </section>
      {children}
    </div>
  );
}
