import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fetchReportsOfOrder } from '../../api/reports.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { payProgress, useOrderUntilSettled } from '../commerce/index.ts';
import { inputPath, readerPath } from './report-links.ts';

// The step after a report's own pay page (baby, personal calendar): wait until the order is paid and its
// report granted, then straight on to filling it in (or to reading it, when it is already filled).

const REPORTS_POLL_MS = 1500;
const REPORTS_MAX_POLLS = 20;

/** After paying: wait for the report to be granted, then on to its input (its first step). */
export function ReportAfterPay({ orderNo }: { orderNo: string }) {
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
