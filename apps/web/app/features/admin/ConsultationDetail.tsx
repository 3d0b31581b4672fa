import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import type { RoomMessage } from '@xingtu/contracts/consultation-room';
import { ORDER_STATUS_LABELS } from '@xingtu/contracts/enums';
import { fetchConsultation, fetchConsultationRoom } from '../../api/console-areas.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { RoomFile } from '../consultations/index.ts';
import { messageOf, useLoad } from './use-load.ts';

// One booking for support handling a complaint: who, when, what was asked, the client's birth data,
// the order's moves (with a link to the order, where a refund ends the booking and closes its room),
// and — only on request, each time recorded in the audit trail — the room's messages and files.

function RoomLog({ bookingId, count }: { bookingId: string; count: number }) {
  const [messages, setMessages] = useState<RoomMessage[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const read = async () => {
    setBusy(true);
    setError('');
    try {
      setMessages((await fetchConsultationRoom(bookingId)).messages);
    } catch (refused) {
      setError(messageOf(refused));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="console-panel">
      <h2>咨询室记录（{count} 条）</h2>
      {messages === null ? (
        <>
          <p className="muted">聊天内容属于会员隐私，仅在处理投诉或纠纷时查看；每次查看都会记入操作记录。</p>
          <button type="button" className="btn" disabled={busy || count === 0} onClick={() => void read()}>
            {busy ? '读取中…' : count === 0 ? '没有聊天记录' : '查看聊天记录'}
          </button>
        </>
      ) : (
        <ol className="console-list">
          {messages.map((message) => (
            <li key={message.id}>
              <strong>
                {message.sender === 'astrologer' ? '咨询师' : '来访者'} {message.senderName}
              </strong>{' '}
              <span className="muted">{formatBeijing(message.createdAt)}</span>
              <br />
              {message.file ? <RoomFile file={message.file} /> : message.text}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export function ConsultationDetail({ canSeeOrders }: { canSeeOrders: boolean }) {
  const { id = '' } = useParams();
  const { value: booking, failed, reload } = useLoad(() => fetchConsultation(id), [id]);
  if (failed)
    return (
      <PageError
        text="没有找到这个预约，或加载失败。"
        action={
          <>
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>{' '}
            <Link to="/admin/consultations">返回预约列表</Link>
          </>
        }
      />
    );
  if (!booking) return <PageLoading />;
  const { client } = booking;
  return (
    <>
      <p>
        <Link to="/admin/consultations">← 预约列表</Link>
      </p>
      <h1 className="console-title">
        {booking.serviceTitle} · {booking.stateLabel}
      </h1>
      <section className="console-panel">
        <dl className="console-facts">
          <dt>北京时间</dt>
          <dd>
            {formatBeijing(booking.startsAt, 'minute')} – {formatBeijing(booking.endsAt, 'time')}（
            {booking.durationMinutes} 分钟）
          </dd>
          <dt>咨询师</dt>
          <dd>
            {booking.consultantName} · 用户 {booking.astrologerUserId}
          </dd>
          <dt>会员</dt>
          <dd>
            {booking.memberName} · 用户 {booking.memberUserId}
          </dd>
          <dt>金额</dt>
          <dd>
            {formatFen(booking.priceFen)}
            {booking.feeFen > 0 && `（取消费 ${formatFen(booking.feeFen)}）`}
          </dd>
          <dt>订单</dt>
          <dd>
            {booking.orderNo ? (
              canSeeOrders ? (
                <Link to={`/admin/orders/${booking.orderNo}`}>{booking.orderNo}</Link>
              ) : (
                booking.orderNo
              )
            ) : (
              '未下单'
            )}
          </dd>
          {booking.cancelReason && (
            <>
              <dt>取消原因</dt>
              <dd>{booking.cancelReason}</dd>
            </>
          )}
          <dt>预约编号</dt>
          <dd>{booking.id}</dd>
          <dt>预约于</dt>
          <dd>{formatBeijing(booking.createdAt, 'minute')}</dd>
        </dl>
        {canSeeOrders && booking.state === 'confirmed' && (
          <p className="muted">需要退款时请在订单页操作：退款后预约自动取消，咨询室随即关闭。</p>
        )}
      </section>
      <section className="console-panel">
        <h2>咨询问题</h2>
        <p className="console-quote">{booking.question}</p>
        <p className="muted">
          咨询人：{client.name} · {client.birthday}
          {client.birthTime && ` ${client.birthTime}`}
          {client.birthLocation && ` · ${client.birthLocation}`}
          {client.birthTimeNote && ` · ${client.birthTimeNote}`}
        </p>
      </section>
      <section className="console-panel">
        <h2>订单记录</h2>
        {booking.events.length === 0 ? (
          <p className="muted">没有订单记录。</p>
        ) : (
          <ol className="console-list">
            {booking.events.map((event, index) => (
              <li key={index}>
                {formatBeijing(event.createdAt)} ·{' '}
                {event.fromStatus ? ORDER_STATUS_LABELS[event.fromStatus] : '新建'} →{' '}
                {ORDER_STATUS_LABELS[event.toStatus]}
                {event.note && ` · ${event.note}`}
              </li>
            ))}
          </ol>
        )}
      </section>
      <RoomLog bookingId={booking.id} count={booking.roomMessages} />
    </>
  );
}
