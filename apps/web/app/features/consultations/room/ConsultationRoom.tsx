import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { ROOM_RULES } from '@xingtu/contracts/consultation-room';
import { shareRoomFile } from '../../../api/consultation-room.ts';
import { RoomFile } from './RoomFile.tsx';
import { useRoom, type RoomStatus } from './use-room.ts';

// The consultation room inside the two booking pages (member and astrologer): the chat, live while
// the room is open (from 10 minutes before the start until 30 minutes after the end, or until the
// astrologer completes the session), read-only afterwards.

const STATUS_TEXT: Record<RoomStatus, string> = {
  loading: '正在进入咨询室…',
  connecting: '正在连接…',
  live: '已连接，可以开始交流',
  reconnecting: '连接中断，正在重新连接…',
  closed: '咨询室未开放',
  missing: '没有找到这个咨询室',
  failed: '咨询室暂时无法进入，请刷新页面重试',
};

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf';

export function ConsultationRoom({ bookingId }: { bookingId: string }) {
  const { status, room, messages, notice, send, add } = useRoom(bookingId);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  const live = status === 'live' && room?.open === true;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    if (send(trimmed)) setText('');
  };

  const share = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError('');
    try {
      add(await shareRoomFile(bookingId, file));
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : '文件发送失败，请稍后再试');
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className="card room" aria-labelledby="room-title">
      <div className="room-head">
        <h2 id="room-title">咨询室</h2>
        <span className={`room-status room-status-${status}`} role="status">
          {status === 'closed' && room?.closedReason ? room.closedReason : STATUS_TEXT[status]}
        </span>
      </div>
      {room && !room.open && status !== 'closed' && room.closedReason && <p>{room.closedReason}</p>}
      {room && (
        <p className="room-hours">
          开放时间：{formatBeijing(room.opensAt, 'monthDay')} {formatBeijing(room.opensAt, 'time')}–
          {formatBeijing(room.closesAt, 'time')}（北京时间）
        </p>
      )}
      <ol className="room-log" ref={logRef} aria-label="聊天记录" aria-live="polite">
        {messages.length === 0 && <li className="room-empty">还没有消息。{live ? '打个招呼吧。' : ''}</li>}
        {messages.map((message) => (
          <li key={message.id} className={`room-message ${message.sender === room?.side ? 'room-mine' : ''}`}>
            <span className="room-meta">
              {message.senderName} · {formatBeijing(message.createdAt, 'time')}
            </span>
            <span className="room-bubble">
              {message.file ? <RoomFile file={message.file} /> : message.text}
            </span>
          </li>
        ))}
      </ol>
      {live && (
        <form className="room-compose" onSubmit={submit}>
          <label htmlFor="room-text" className="visually-hidden">
            输入消息
          </label>
          <textarea
            id="room-text"
            value={text}
            maxLength={ROOM_RULES.maxTextChars}
            rows={2}
            placeholder="输入消息，按“发送”发出"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
            }}
          />
          <div className="room-actions">
            <label className="btn room-attach">
              {uploading ? '发送中…' : '图片/文件'}
              <input
                type="file"
                accept={ACCEPT}
                className="visually-hidden"
                aria-label="发送图片或 PDF 文件"
                disabled={uploading}
                onChange={(event) => {
                  void share(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
            <button type="submit" className="btn btn-primary" disabled={!text.trim()}>
              发送
            </button>
          </div>
        </form>
      )}
      {(notice || uploadError) && (
        <p className="form-error" role="alert">
          {uploadError || notice}
        </p>
      )}
    </section>
  );
}
