import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { NotFound } from '../components/ui/NotFound.tsx';
import { PageError } from '../components/ui/PageState.tsx';
import { loadReportProduct } from '../features/reports/product.server.ts';
import { ReportProduct } from '../features/reports/ReportProduct.tsx';
import { FavouriteButton } from '../features/content/FavouriteButton.tsx';
import '../features/commerce/commerce.css';
import '../features/reports/reports.css';

// A report's product page: what it covers, a sample, its price and the way to buy it (the shop's
// checkout); a member who already holds one is sent to fill it in or read it.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.template?.title ?? '报告详情'} - 星图` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadReportProduct(context, request, params.id);
}

export default function ReportDetailPage() {
  const { template, description, failed, missing } = useLoaderData<typeof loader>();
  if (missing) return <NotFound />;
  if (failed || !template) return <PageError text="报告信息暂时无法加载，请稍后刷新。" />;
  return (
    <ReportProduct
      template={template}
      description={description}
      back={{ to: '/report', text: '星盘报告' }}
      checkoutPath={`/shop/order?productId=${template.productId}&quantity=1`}
    >
      <p>
        <Link to={`/report/starDiscover/${template.key}`}>不确定？先免费看看你的星盘速览 ›</Link>
      </p>
      <p>
        <FavouriteButton kind="report" targetId={String(template.productId)} />
      </p>
    </ReportProduct>
  );
}
