import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import type { ReportTemplateRecord } from '@xingtu/contracts/reports';
import { createOrder, fetchOrder } from '../api/commerce.ts';
import { fetchReportsOfOrder, fetchReportTemplates } from '../api/reports.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { BabySteps } from '../features/baby/BabySteps.tsx';
import { payProgress } from '../features/commerce/order-progress.ts';
import { PayPanel } from '../features/commerce/PayPanel.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { useOrderUntilSettled } from '../features/commerce/use-order-until-settled.ts';
import { inputPath, readerPath } from '../features/reports/report-links.ts';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/baby/baby.css';
import '../features/commerce/commerce.css';
import '../features/reports/reports.css';

// The baby report's pay step: ?productId= confirms the order, ?orderNo= pays it (the shop's pay
// panel), and once it is paid the member goes straight on to the child's birth data.

export const meta: MetaFunction = () => [{ title: '支付宝宝报告 - 星图' }];

const REPORTS_POLL_MS = 1500;
const REPORTS_MAX_POLLS = 20;

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

/** After paying: wait for the report to be granted, then on to the child's birth data. */
function AfterPay({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const state = useOrderUntilSettled(orderNo);
  const [stuck, setStuck] = useState(false);
  const order = state.kind === 'order' ? state.order : null;
  const progress = order ? payProgress(order) : null;
  useEffect(() => {
    if (progress !== 'done') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = (round: number) =>
      fetchReportsOfOrder(orderNo)
        .then((reports) => {
          if (stopped) return;
          const next = reports.find((r) => r.status === 'awaiting_input') ?? reports[0];
          if (next)
            navigate(next.status === 'awaiting_input' ? inputPath(next) : readerPath(next), {
              replace: true,
            });
        })
        .catch(() => {
          if (stopped) return;
          if (round + 1 < REPORTS_MAX_POLLS) timer = setTimeout(() => void look(round + 1), REPORTS_POLL_MS);
          else setStuck(true);
        });
    void look(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [progress, orderNo, navigate]);

  if (state.kind === 'loading') return <PageLoading text="正在查询支付结果…" />;
  if (state.kind === 'missing') return <PageError text="订单不存在或不属于当前账号。" />;
  if (progress === 'closed')
    return (
      <PageError
        text={`订单 ${orderNo} 已关闭，如已付款，款项会自动退回。`}
        action={
          <Link className="btn" to="/user/order">
            我的订单
          </Link>
        }
      />
    );
  if (stuck || (state.kind === 'order' && state.gaveUp))
    return (
      <PageError
        text="支付结果确认得比平时慢，请稍后在“我的报告”中继续填写资料，请勿重复付款。"
        action={
          <Link className="btn" to="/user/report">
            我的报告
          </Link>
        }
      />
    );
  return <PageLoading text="支付成功，正在为你准备报告…" />;
}

function PayOrder({ orderNo }: { orderNo: string }) {
  const [params] = useSearchParams();
  const [order, setOrder] = useState<OrderRecord | null | 'missing'>(null);
  useEffect(() => {
    fetchOrder(orderNo).then(setOrder, () => setOrder('missing'));
  }, [orderNo]);
  if (order === null) return <PageLoading />;
  if (order === 'missing') return <PageError text="订单不存在或不属于当前账号。" />;
  if (order.status === ORDER_STATUS.NEW && params.get('paid') !== '1')
    return (
      <PayPanel
        orderNo={orderNo}
        title="支付宝宝成长报告"
        successPath={(no) => `/babyReport/orderPay?orderNo=${no}&paid=1`}
      />
    );
  return <AfterPay orderNo={orderNo} />;
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
