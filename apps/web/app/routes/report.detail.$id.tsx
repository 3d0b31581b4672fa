import { useEffect, useState } from 'react';
import {
  data,
  Link,
  useLoaderData,
  useNavigate,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { ProductDetailRecord } from '@xingtu/contracts/commerce';
import type { RecordsData } from '@xingtu/contracts/envelope';
import type { ReportRecord } from '@xingtu/contracts/reports';
import { serverApi } from '../api/server-api.server.ts';
import { fetchMyReports } from '../api/reports.ts';
import { NotFound } from '../components/ui/NotFound.tsx';
import { PageError } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { FORM_LABELS } from '../features/reports/categories.ts';
import { loadReportTemplates } from '../features/reports/catalogue.server.ts';
import { inputPath, readerPath } from '../features/reports/report-links.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/commerce/commerce.css';
import '../features/reports/reports.css';

// A report's product page: what it covers, a sample, its price and the way to buy it; a member who
// already holds one is sent to fill it in or read it.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.template?.title ?? '报告详情'} - 星图` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const templates = await loadReportTemplates(context, request);
  const productId = Number(params.id);
  const template = templates?.find((t) => t.productId === productId) ?? null;
  if (templates && !template)
    return data({ template: null, description: '', failed: false, missing: true }, { status: 404 });
  // The product's page text (sanitised rich text from the shop): who it is for, how it works, FAQ.
  const product = template
    ? await serverApi<RecordsData<ProductDetailRecord>>(
        context,
        request,
        `/api/catalog/products/${productId}`,
      )
    : null;
  const description = product?.success && product.data ? product.data.records.description : '';
  return { template, description, failed: !templates, missing: false };
}

export default function ReportDetailPage() {
  const { template, description, failed, missing } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const session = useSession();
  const [owned, setOwned] = useState<ReportRecord[]>([]);
  const productId = template?.productId ?? null;
  useEffect(() => {
    if (!session.user || productId === null) return;
    fetchMyReports(1, 50).then(
      (page) => setOwned(page.records.filter((r) => r.productId === productId && r.status !== 'withdrawn')),
      () => setOwned([]),
    );
  }, [session.user, productId]);

  if (missing) return <NotFound />;
  if (failed || !template) return <PageError text="报告信息暂时无法加载，请稍后刷新。" />;
  const waiting = owned.find((r) => r.status === 'awaiting_input');
  const readable = owned.find((r) => r.status !== 'awaiting_input');

  return (
    <div className="page report-page">
      <p>
        <Link to="/report">‹ 星盘报告</Link>
      </p>
      <section className="card report-product">
        <h1>{template.title}</h1>
        <p className="report-subtitle">{template.subtitle}</p>
        <p>{template.summary}</p>
        <p className="muted">
          {FORM_LABELS[template.form]}；付款后填写资料，几分钟内生成，可随时回看和下载 PDF。
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
            onClick={() => navigate(`/shop/order?productId=${template.productId}&quantity=1`)}
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
      <p>
        <Link to={`/report/starDiscover/${template.key}`}>不确定？先免费看看你的星盘速览 ›</Link>
      </p>
    </div>
  );
}
