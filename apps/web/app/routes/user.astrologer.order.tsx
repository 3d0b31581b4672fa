import { useCallback, useState } from 'react';
import type { MetaFunction } from 'react-router';
import { BOOKING_STATES } from '@xingtu/contracts/consultations';
import { fetchAstrologerOrders } from '../api/consultations.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { BookingCard } from '../features/consultations/BookingCard.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// 订单管理: the consultant's bookings, filtered by state.

export const meta: MetaFunction = () => [{ title: '订单管理 - 星图' }];

export default function AstrologerOrdersPage() {
  const [state, setState] = useState('');
  const read = useCallback(
    async () => (await fetchAstrologerOrders(state || undefined, 1, 50)).records,
    [state],
  );
  const { load, reload } = useLoad(read);
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>订单管理</h1>
        <select
          className="input"
          aria-label="按状态筛选"
          value={state}
          onChange={(e) => setState(e.target.value)}
        >
          <option value="">全部状态</option>
          {Object.entries(BOOKING_STATES).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {load.kind === 'loading' && <PageLoading />}
      {(load.kind === 'failed' || load.kind === 'missing') && (
        <PageError
          text="订单加载失败（需要已通过审核的咨询师身份）。"
          action={
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>
          }
        />
      )}
      {load.kind === 'ready' && load.value.length === 0 && (
        <EmptyState text="暂时没有预约。设置好服务和排班后，会员的预约会出现在这里。" />
      )}
      {load.kind === 'ready' && load.value.length > 0 && (
        <ul className="booking-list" aria-label="咨询订单">
          {load.value.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              who={`来访者 ${booking.memberName}`}
              to={`/user/astrologer/order/detail?id=${booking.id}`}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
