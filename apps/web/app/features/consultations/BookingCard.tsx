import { Link } from 'react-router';
import { consultationKindLabel, type BookingRecord } from '@xingtu/contracts/consultations';
import { Price } from '../commerce/index.ts';
import { slotText } from './slot-text.ts';

/** One booking in a list: who, what, when (Beijing time), its state and the way to its detail. */
export function BookingCard({ booking, to, who }: { booking: BookingRecord; to: string; who: string }) {
  return (
    <li className="card booking-card">
      <div className="booking-card-head">
        <strong>{booking.serviceTitle}</strong>
        <span className={`booking-state booking-state-${booking.state}`}>{booking.stateLabel}</span>
      </div>
      <p className="booking-when">{slotText(booking.startsAt, booking.endsAt)}（北京时间）</p>
      <p className="booking-meta">
        {consultationKindLabel(booking.kind)} · {booking.durationMinutes}分钟 · {who} ·{' '}
        <Price fen={booking.priceFen} />
      </p>
      <Link className="btn btn-small" to={to}>
        查看详情
      </Link>
    </li>
  );
}
