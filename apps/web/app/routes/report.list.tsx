import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { EmptyState, PageError } from '../components/ui/PageState.tsx';
import { loadReportTemplates } from '../features/reports/catalogue.server.ts';
import { TemplateCard } from '../features/reports/TemplateCard.tsx';
import '../features/commerce/commerce.css';
import '../features/reports/reports.css';

export const meta: MetaFunction = () => [{ title: '全部报告 - 星图' }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const templates = await loadReportTemplates(context, request);
  return { templates: templates?.filter((t) => t.productId !== null) ?? null };
}

export default function ReportListPage() {
  const { templates } = useLoaderData<typeof loader>();
  return (
    <div className="page report-page">
      <p>
        <Link to="/report">‹ 星盘报告</Link>
      </p>
      <h1>全部报告</h1>
      {!templates && <PageError text="报告列表暂时无法加载，请稍后刷新。" />}
      {templates?.length === 0 && <EmptyState text="报告正在准备中，敬请期待。" />}
      {templates && templates.length > 0 && (
        <ul className="report-template-list">
          {templates.map((template) => (
            <TemplateCard key={template.key} template={template} showSample={false} />
          ))}
        </ul>
      )}
    </div>
  );
}
