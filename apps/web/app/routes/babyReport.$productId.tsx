import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CHILD_ELEMENT_IDS, CHILD_ELEMENT_NAMES } from '@xingtu/contracts/baby';
import { NotFound } from '../components/ui/NotFound.tsx';
import { PageError } from '../components/ui/PageState.tsx';
import { ElementEmblem } from '../features/baby/ElementEmblem.tsx';
import { loadReportProduct } from '../features/reports/product.server.ts';
import { ReportProduct } from '../features/reports/ReportProduct.tsx';
import '../features/baby/baby.css';
import '../features/commerce/commerce.css';
import '../features/reports/reports.css';

// The baby report's product page: what it covers, a sample, its price and the baby flow's own pay
// step; the free element check and the element sample pages lead here. Another product is 404.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.template?.title ?? '宝宝成长星盘报告'} - 星图` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadReportProduct(context, request, params.productId, 'baby');
}

export default function BabyReportProductPage() {
  const { template, description, failed, missing } = useLoaderData<typeof loader>();
  if (missing) return <NotFound />;
  if (failed || !template) return <PageError text="报告信息暂时无法加载，请稍后刷新。" />;
  return (
    <ReportProduct
      template={template}
      description={description}
      back={{ to: '/report', text: '星盘报告' }}
      checkoutPath={`/babyReport/orderPay?productId=${template.productId}`}
      intro="付款后先填写孩子的出生资料，再选填爸爸妈妈的出生资料（填了会多一节亲子相处的解读）；几分钟内生成，可随时回看和下载 PDF。"
    >
      <section className="card" aria-labelledby="baby-free">
        <h2 id="baby-free">先免费测一测</h2>
        <p>
          孩子的星盘里，火、土、风、水四种元素各占多少？用一分钟做个免费的元素平衡小测，看看孩子天生的节奏。
        </p>
        <Link className="btn btn-primary" to="/babyReport/element/input">
          免费测孩子的元素平衡
        </Link>
        <ul className="baby-elements-nav" aria-label="四种元素的孩子">
          {CHILD_ELEMENT_IDS.map((id) => (
            <li key={id}>
              <Link to={`/babyReport/template/${id}`}>
                <ElementEmblem element={id} size={36} />
                {CHILD_ELEMENT_NAMES[id]}元素宝宝
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ReportProduct>
  );
}
