import { useRef, useState } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '@xingtu/contracts/enums';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { OrderCard } from '../features/commerce/OrderCard.tsx';
import { useOrders } from '../features/commerce/use-orders.ts';
import '../features/commerce/commerce.css';
import { Pager } from '../components/ui/Pager.tsx';
import { useActiveTabInView } from '../components/ui/use-active-tab-in-view.ts';

export const meta: MetaFunction = () => [{ title: '我的订单 - 星图' }];

const TABS: (OrderStatus | undefined)[] = [
  undefined,
  ORDER_STATUS.NEW,
  ORDER_STATUS.PAID,
  ORDER_STATUS.SHIPPED,
  ORDER_STATUS.FINISHED,
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.REFUND,
];

/** The tab named in the address (`?status=P`), so a link or a reload opens that tab; else 全部. */
const tabFrom = (value: string | null): OrderStatus | undefined => TABS.find((tab) => tab === value);

export default function UserOrderPage() {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<OrderStatus | undefined>(() => tabFrom(params.get('status')));
  const tabBar = useRef<HTMLDivElement>(null);
  useActiveTabInView(tabBar, status);
  const [current, setCurrent] = useState(1);
  const { data, state, reload, cancel, receive } = useOrders(status, current);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>我的订单</h1>
        <Link to="/user/purchased">已购 ›</Link>
      </div>
      <div className="tabs" role="toolbar" aria-label="订单状态" ref={tabBar}>
        {TABS.map((tab) => (
          <button
            key={tab ?? 'all'}
            type="button"
            aria-pressed={status === tab}
            onClick={() => {
              setStatus(tab);
              setCurrent(1);
              setParams(tab ? { status: tab } : {}, { replace: true, preventScrollReset: true });
            }}
          >
            {tab ? ORDER_STATUS_LABELS[tab] : '全部'}
          </button>
        ))}
      </div>
      {state === 'loading' && <PageLoading />}
      {state === 'error' && (
        <PageError
          text="订单加载失败。"
          action={
            <button type="button" className="btn" onClick={() => void reload()}>
              重新加载
            </button>
          }
        />
      )}
      {state === 'ready' && data && data.records.length === 0 && (
        <EmptyState
          text={
            status ? `没有“${ORDER_STATUS_LABELS[status]}”的订单。` : '还没有订单，去商城挑一件喜欢的吧。'
          }
          action={
            <Link className="btn btn-primary" to="/shop">
              去商城看看
            </Link>
          }
        />
      )}
      {state === 'ready' &&
        data?.records.map((order) => (
          <OrderCard
            key={order.orderNo}
            order={order}
            onCancel={(orderNo) => void cancel(orderNo).catch(() => undefined)}
            onReceive={(orderNo) => void receive(orderNo).catch(() => undefined)}
          />
        ))}
      <Pager current={current} pages={pages} onChange={setCurrent} />
    </div>
  );
}
