import { useCallback, useState } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { CONSULTATION_RULES } from '@xingtu/contracts/consultations';
import { actOnOrder, fetchAstrologerOrder, type AstrologerAction } from '../api/consultations.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { BookingFacts } from '../features/consultations/BookingFacts.tsx';
import { ClientChart } from '../features/consultations/room/ClientChart.tsx';
import { ConsultationRoom } from '../features/consultations/room/ConsultationRoom.tsx';
import { hasRoom } from '../features/consultations/room/room-state.ts';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// One consultation order for the astrologer: the booking and the client's birth data, and marking
// it completed, the client absent, or cancelling it (the client is refunded in full); at the booked
// time the consultation room, with the client's chart beside it.

export const meta: MetaFunction = () => [{ title: '订单详情 - 星图' }];

const CONFIRM: Record<AstrologerAction, string> = {
  completeOrder: '确认这次咨询已完成？',
  markNoShow: `确认来访者在开始${CONSULTATION_RULES.noShowAfterMinutes}分钟后仍未出席？标记后不退款。`,
  astrologerCancel: '确认取消这次预约？来访者将获得全额退款。',
};

export default function AstrologerOrderPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const read = useCallback(() => fetchAstrologerOrder(id), [id]);
  const { load, reload, show } = useLoad(read);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const act = async (action: AstrologerAction) => {
    if (!window.confirm(CONFIRM[action])) return;
    setBusy(true);
    setError('');
    try {
      show(await actOnOrder(action, id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '操作失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  if (load.kind !== 'ready')
    return (
      <LoadState
        load={load}
        reload={reload}
        missingText="没有找到这个订单。"
        failedText="订单详情加载失败。"
        back={{ to: '/user/astrologer/order', label: '返回订单管理' }}
      />
    );
  const booking = load.value;
  const started = Date.now() >= new Date(booking.startsAt).getTime();
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>订单详情</h1>
        <Link to="/user/astrologer/order">订单管理 ›</Link>
      </div>
      <div className="card">
        <p>来访者：{booking.memberName}</p>
        <BookingFacts booking={booking} />
        {booking.state === 'confirmed' && (
          <div className="action-row">
            {started && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => void act('completeOrder')}
              >
                标记已完成
              </button>
            )}
            {started && (
              <button type="button" className="btn" disabled={busy} onClick={() => void act('markNoShow')}>
                来访者未出席
              </button>
            )}
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => void act('astrologerCancel')}
            >
              取消预约并退款
            </button>
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {hasRoom(booking.state) && <ConsultationRoom key={booking.state} bookingId={booking.id} />}
      {hasRoom(booking.state) && <ClientChart client={booking.client} />}
    </div>
  );
}
