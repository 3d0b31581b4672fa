import { Link } from 'react-router';
import { consultationKindLabel, type BookingRecord } from '@xingtu/contracts/consultations';
import { Price } from '../commerce/index.ts';
import { BEIJING_TIME_ZONE } from '@xingtu/contracts/beijing-time';
import { slotText, zoneNote } from './slot-text.ts';

/** One booking in a list: who, what, when (Beijing time or the member's zone), its state, its detail. */
export function BookingCard({
  booking,
  to,
  who,
  zone = BEIJING_TIME_ZONE,
}: {
  booking: BookingRecord;
  to: string;
  who: string;
  zone?: string;
}) {
  return (
    <li className="card booking-card">
      <div className="booking-card-head">
        <strong>{booking.serviceTitle}</strong>
        <span className={`booking-state booking-state-${booking.state}`}>{booking.stateLabel}</span>
      </div>
      <p className="booking-when">
        {slotText(booking.startsAt, booking.endsAt, zone)}
        {zoneNote(zone, booking.startsAt)}
      </p>
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
