import { useCallback } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { fetchMyBookings } from '../api/consultations.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { BookingCard } from '../features/consultations/BookingCard.tsx';
import { ZoneChoice } from '../features/consultations/ZoneChoice.tsx';
import { useMemberZone } from '../features/consultations/use-member-zone.ts';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// 我的预约: the member's consultation bookings, newest session first, with their states, in Beijing
// time or the zone the member chose (remembered for them).

export const meta: MetaFunction = () => [{ title: '我的预约 - 星图' }];

export default function MyBookingsPage() {
  const read = useCallback(async () => (await fetchMyBookings(undefined, 1, 50)).records, []);
  const { load, reload } = useLoad(read);
  const { zone, choose, busy } = useMemberZone();
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>我的预约</h1>
        <Link to="/consultant">预约咨询 ›</Link>
      </div>
      <ZoneChoice zone={zone} onChange={choose} busy={busy} />
      {load.kind === 'loading' && <PageLoading />}
      {(load.kind === 'failed' || load.kind === 'missing') && (
        <PageError
          text="预约列表加载失败。"
          action={
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>
          }
        />
      )}
      {load.kind === 'ready' && load.value.length === 0 && (
        <EmptyState
          text="你还没有预约过咨询。"
          action={
            <Link className="btn btn-primary" to="/consultant">
              找一位咨询师
            </Link>
          }
        />
      )}
      {load.kind === 'ready' && load.value.length > 0 && (
        <ul className="booking-list" aria-label="我的预约">
          {load.value.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              who={`咨询师 ${booking.consultantName}`}
              to={`/user/consultant/detail/${booking.id}`}
              zone={zone}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
