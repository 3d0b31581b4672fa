import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageError } from '../components/ui/PageState.tsx';
import { loadReportTemplates } from '../features/reports/catalogue.server.ts';
import { inCategory, REPORT_CATEGORIES } from '../features/reports/categories.ts';
import { TemplateCard } from '../features/reports/TemplateCard.tsx';
import '../features/commerce/commerce.css';
import '../features/reports/reports.css';

export const meta: MetaFunction = () => [
  { title: '星盘报告 - 星图' },
  { name: 'description', content: '星图原创占星报告：本命、事业、学业、合盘与亲子，依据你的星盘逐节解读。' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  return { templates: await loadReportTemplates(context, request) };
}

export default function ReportCataloguePage() {
  const { templates } = useLoaderData<typeof loader>();
  return (
    <div className="page report-page">
      <header className="report-head">
        <h1>星盘报告</h1>
        <p>每份报告都依据你的出生星盘逐节撰写，并注明每一节读到的星盘要素。</p>
        <p>
          <Link to="/report/starDiscover/natal">先免费看看星盘速览 ›</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/report/list">全部报告列表 ›</Link>
        </p>
      </header>
      {!templates && <PageError text="报告目录暂时无法加载，请稍后刷新。" />}
      {templates &&
        REPORT_CATEGORIES.map((category) => {
          const shown = inCategory(templates, category.keys);
          if (shown.length === 0) return null;
          return (
            <section
              key={category.title}
              aria-labelledby={`cat-${category.keys[0]}`}
              className="report-category"
            >
              <h2 id={`cat-${category.keys[0]}`}>{category.title}</h2>
              <p className="muted">{category.intro}</p>
              <ul className="report-template-grid">
                {shown.map((template) => (
                  <TemplateCard key={template.key} template={template} />
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}
