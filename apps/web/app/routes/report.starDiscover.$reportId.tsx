import { useState } from 'react';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { ReportDocument } from '@xingtu/contracts/report-document';
import { fetchTeaser } from '../api/reports.ts';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { chartFailureOf, type ChartFailure } from '../features/charts/chart-failure.ts';
import { Price } from '../features/commerce/Price.tsx';
import { loadReportTemplates } from '../features/reports/catalogue.server.ts';
import { ReportReader } from '../features/reports/ReportReader.tsx';
import { productPath } from '../features/reports/report-links.ts';
import '../features/charts/chart.css';
import '../features/commerce/commerce.css';
import '../features/reports/reports.css';

// 星盘速览: a free short reading of one birth (not saved), then the full report it leads to. The
// address names the report to suggest (/report/starDiscover/career); the natal report by default.

export const meta: MetaFunction = () => [
  { title: '免费星盘速览 - 星图' },
  { name: 'description', content: '输入出生资料，免费获得一份简短的本命星盘解读。' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  return { templates: (await loadReportTemplates(context, request)) ?? [] };
}

export default function StarDiscoverPage() {
  const { templates } = useLoaderData<typeof loader>();
  const wanted = useParams().reportId ?? 'natal';
  const offer =
    templates.find((t) => t.key === wanted && t.productId !== null) ??
    templates.find((t) => t.key === 'natal' && t.productId !== null) ??
    null;
  const [document, setDocument] = useState<ReportDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ChartFailure | null>(null);

  return (
    <div className="page report-page">
      <p>
        <Link to="/report">‹ 星盘报告</Link>
      </p>
      <h1>免费星盘速览</h1>
      <p className="muted">填写出生资料，马上看到你的太阳、月亮与上升的简短解读。资料不会被保存。</p>
      <BirthForm
        showSettings={false}
        submitText={busy ? '正在解读…' : '免费看速览'}
        busy={busy}
        failure={failure}
        onSubmit={(source) => {
          setBusy(true);
          setFailure(null);
          fetchTeaser(source)
            .then(setDocument, (error: unknown) => setFailure(chartFailureOf(error)))
            .finally(() => setBusy(false));
        }}
      />
      {document && (
        <>
          <ReportReader document={document} />
          {offer && (
            <section className="card report-offer" aria-labelledby="offer">
              <h2 id="offer">想读完整的{offer.title}？</h2>
              <p>{offer.summary}</p>
              {offer.priceFen !== null && (
                <Price fen={offer.priceFen} listFen={offer.listPriceFen ?? undefined} />
              )}
              <Link className="btn btn-primary" to={productPath(offer)}>
                查看完整报告
              </Link>
            </section>
          )}
        </>
      )}
    </div>
  );
}
