import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import type { ReportTemplateRecord } from '@xingtu/contracts/reports';
import { createOrder, fetchOrder } from '../api/commerce.ts';
import { fetchReportTemplates } from '../api/reports.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { BabySteps } from '../features/baby/BabySteps.tsx';
import { PayPanel } from '../features/commerce/PayPanel.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { ReportAfterPay } from '../features/reports/ReportAfterPay.tsx';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/baby/baby.css';
import '../features/commerce/commerce.css';
import '../features/reports/reports.css';

// The baby report's pay step: ?productId= confirms the order, ?orderNo= pays it (the shop's pay
// panel), and once it is paid the member goes straight on to the child's birth data.

export const meta: MetaFunction = () => [{ title: '支付宝宝报告 - 星图' }];

function ConfirmOrder({ productId }: { productId: number }) {
  const navigate = useNavigate();
  const [template, setTemplate] = useState<ReportTemplateRecord | null | 'missing' | 'failed'>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchReportTemplates().then(
      (all) => setTemplate(all.find((t) => t.key === 'baby' && t.productId === productId) ?? 'missing'),
      () => setTemplate('failed'),
    );
  }, [productId]);
  if (template === null) return <PageLoading />;
  if (template === 'failed') return <PageError text="报告信息暂时无法加载，请稍后刷新。" />;
  if (template === 'missing' || template.priceFen === null)
    return (
      <PageError
        text="没有找到这份宝宝报告。"
        action={
          <Link className="btn" to="/report">
            星盘报告
          </Link>
        }
      />
    );
  const submit = async () => {
    setBusy(true);
    try {
      const order = await createOrder({ productId, quantity: 1 });
      navigate(`/babyReport/orderPay?orderNo=${order.orderNo}`, { replace: true });
    } catch {
      // The request layer has said why (limit, sold out …); the member may try again.
      setBusy(false);
    }
  };
  return (
    <section className="card" aria-labelledby="baby-confirm">
      <h1 id="baby-confirm">确认订单</h1>
      <p>
        <strong>{template.title}</strong>
      </p>
      <p className="muted">{template.summary}</p>
      <p>
        应付 <Price fen={template.priceFen} listFen={template.listPriceFen ?? undefined} />
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={() => void submit()}
      >
        {busy ? '正在提交…' : '提交订单并支付'}
      </button>
    </section>
  );
}

/** Where the pay panel goes once the order is paid (one function, so the panel navigates once). */
const paidPath = (no: string): string => `/babyReport/orderPay?orderNo=${no}&paid=1`;

function PayOrder({ orderNo }: { orderNo: string }) {
  const [params] = useSearchParams();
  const [order, setOrder] = useState<OrderRecord | null | 'missing'>(null);
  useEffect(() => {
    fetchOrder(orderNo).then(setOrder, () => setOrder('missing'));
  }, [orderNo]);
  if (order === null) return <PageLoading />;
  if (order === 'missing') return <PageError text="订单不存在或不属于当前账号。" />;
  if (order.status === ORDER_STATUS.NEW && params.get('paid') !== '1')
    return <PayPanel orderNo={orderNo} title="支付宝宝成长报告" successPath={paidPath} />;
  return <ReportAfterPay orderNo={orderNo} />;
}

export default function BabyOrderPayPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const orderNo = params.get('orderNo') ?? '';
  const productId = Number(params.get('productId'));
  const valid = /^[A-Za-z]{0,4}\d{10,40}$/.test(orderNo);
  return (
    <LoginGate session={session}>
      <div className="page report-page">
        <BabySteps current={0} />
        {orderNo ? (
          valid ? (
            <PayOrder key={params.toString()} orderNo={orderNo} />
          ) : (
            <PageError text="订单不存在或不属于当前账号。" />
          )
        ) : Number.isInteger(productId) && productId > 0 ? (
          <ConfirmOrder productId={productId} />
        ) : (
          <PageError
            text="请先选择要购买的宝宝报告。"
            action={
              <Link className="btn" to="/report">
                星盘报告
              </Link>
            }
          />
        )}
      </div>
    </LoginGate>
  );
}
