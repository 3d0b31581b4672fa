import { formatFen } from '@xingtu/contracts/constants';
import { consultationKindLabel, type BookingDetail } from '@xingtu/contracts/consultations';
import { slotText } from './slot-text.ts';

/** The booking as both sides read it, with the client's birth data for the astrologer's chart. */
export function BookingFacts({ booking }: { booking: BookingDetail }) {
  const { client } = booking;
  return (
    <dl className="detail-grid">
      <dt>服务</dt>
      <dd>
        {booking.serviceTitle}（{consultationKindLabel(booking.kind)} · {booking.durationMinutes}分钟）
      </dd>
      <dt>时间</dt>
      <dd>{slotText(booking.startsAt, booking.endsAt)}（北京时间）</dd>
      <dt>状态</dt>
      <dd>
        <span className={`booking-state booking-state-${booking.state}`}>{booking.stateLabel}</span>
        {booking.cancelReason && `：${booking.cancelReason}`}
      </dd>
      <dt>咨询师</dt>
      <dd>{booking.consultantName}</dd>
      <dt>费用</dt>
      <dd>
        {formatFen(booking.priceFen)}
        {booking.feeFen > 0 && `（取消扣费 ${formatFen(booking.feeFen)}）`}
      </dd>
      {booking.orderNo && (
        <>
          <dt>订单号</dt>
          <dd>{booking.orderNo}</dd>
        </>
      )}
      <dt>咨询人</dt>
      <dd>
        {client.name}（{client.gender === 'male' ? '男' : '女'}）
      </dd>
      <dt>出生时间</dt>
      <dd>
        {client.birthday} {client.birthTime ?? (client.birthTimeNote ? '' : '时间不详')}
        {client.birthTimeZone && `（${client.birthTimeZone}）`}
        {client.birthTimeNote && <span className="muted"> {client.birthTimeNote}</span>}
      </dd>
      <dt>出生地点</dt>
      <dd>
        {client.birthLocation ?? ''}
        {client.birthLatitude !== null &&
          client.birthLongitude !== null &&
          `（纬度 ${client.birthLatitude.toFixed(2)}，经度 ${client.birthLongitude.toFixed(2)}）`}
      </dd>
      <dt>咨询问题</dt>
      <dd>{booking.question}</dd>
    </dl>
  );
}
