import { useCallback, useState } from 'react';
import { Link, useParams, type MetaFunction } from 'react-router';
import { formatFen } from '@xingtu/contracts/constants';
import type { SlotRecord } from '@xingtu/contracts/consultations';
import { cancelMyBooking, fetchMyBooking, fetchSlots, rescheduleMyBooking } from '../api/consultations.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { ReviewPanel } from '../features/comments/ReviewPanel.tsx';
import { BookingFacts } from '../features/consultations/BookingFacts.tsx';
import { ConsultationRoom } from '../features/consultations/room/ConsultationRoom.tsx';
import { hasRoom } from '../features/consultations/room/room-state.ts';
import { SlotPicker } from '../features/consultations/SlotPicker.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// One of the member's bookings: what was booked, and paying, cancelling or rescheduling by the rules
// (free until 24 hours before the start, then a fee; no change once it has started), and the
// consultation room at the booked time.

export const meta: MetaFunction = () => [{ title: '预约详情 - 星图' }];

export default function MyBookingPage() {
  const id = useParams().id ?? '';
  const read = useCallback(() => fetchMyBooking(id), [id]);
  const { load, reload, show } = useLoad(read);
  const [slots, setSlots] = useState<SlotRecord[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<Parameters<typeof show>[0]>) => {
    setBusy(true);
    setError('');
    try {
      show(await action());
      setSlots(null);
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
        missingText="没有找到这条预约。"
        failedText="预约详情加载失败。"
        back={{ to: '/user/consultant', label: '返回我的预约' }}
      />
    );
  const booking = load.value;
  const cancelText =
    booking.state === 'held'
      ? '取消预约'
      : booking.cancelFeeFen === 0
        ? '免费取消'
        : `取消（扣除 ${formatFen(booking.cancelFeeFen ?? 0)}）`;
  const mayCancel = booking.state === 'held' || booking.cancelFeeFen !== null;
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>预约详情</h1>
        <Link to="/user/consultant">我的预约 ›</Link>
      </div>
      <div className="card">
        <BookingFacts booking={booking} />
        <div className="action-row">
          {booking.state === 'held' && booking.orderNo && (
            <Link className="btn btn-primary" to={`/pay?orderNo=${encodeURIComponent(booking.orderNo)}`}>
              去支付
            </Link>
          )}
          {booking.mayReschedule && (
            <button type="button" className="btn" disabled={busy} onClick={() => void loadSlots()}>
              改约
            </button>
          )}
          {mayCancel && (
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() =>
                window.confirm(`确定${cancelText}吗？`) && void act(() => cancelMyBooking(booking.id))
              }
            >
              {cancelText}
            </button>
          )}
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {hasRoom(booking.state) && <ConsultationRoom bookingId={booking.id} />}
      <ReviewPanel bookingId={booking.id} completed={booking.state === 'completed'} />
      {slots !== null && (
        <div className="card">
          <h2>选择新的时段（北京时间）</h2>
          {slots.length === 0 ? (
            <p>正在查询或暂无可改约的时段。</p>
          ) : (
            <SlotPicker slots={slots} chosen={chosen} onChoose={setChosen} />
          )}
          <div className="action-row">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!chosen || busy}
              onClick={() => void act(() => rescheduleMyBooking(booking.id, chosen))}
            >
              确认改约
            </button>
          </div>
        </div>
      )}
    </div>
  );

  async function loadSlots() {
    setSlots([]);
    setError('');
    if (!booking.consultantId) return setError('这位咨询师暂未开放预约，无法改约');
    try {
      setSlots(await fetchSlots(booking.consultantId, booking.serviceId));
    } catch {
      setError('时段加载失败，请稍后再试');
    }
  }
}
