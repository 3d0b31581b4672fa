import { useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  COMMENT_REPORT_REASONS,
  COMMENT_STATUS,
  COMMENT_TARGET_TYPES,
  type AdminCommentRecord,
} from '@xingtu/contracts/comments';
import { fetchModeration, hideComment, restoreComment } from '../../api/console-areas.ts';
import { ConsoleList, useListState } from './ConsoleTable.tsx';
import { useAction } from './use-action.tsx';
import { useLoad } from './use-load.ts';

// 评论 (support, admin): reported comments first; hide one with a reason (its author is told), or
// restore a hidden one.

type View = 'reported' | 'hidden' | 'all';
const VIEWS: { value: View; label: string }[] = [
  { value: 'reported', label: '被举报' },
  { value: 'hidden', label: '已隐藏' },
  { value: 'all', label: '全部' },
];

const targetLabel = (type: string) => COMMENT_TARGET_TYPES.find((item) => item.value === type)?.label ?? type;
const reasonLabel = (reason: string) =>
  COMMENT_REPORT_REASONS.find((item) => item.value === reason)?.label ?? reason;
const statusLabel = (status: string) =>
  status in COMMENT_STATUS ? COMMENT_STATUS[status as keyof typeof COMMENT_STATUS] : status;

function CommentCard({
  comment,
  run,
  busy,
}: {
  comment: AdminCommentRecord;
  run: (action: () => Promise<unknown>, done: string) => Promise<boolean>;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  return (
    <article className="console-panel">
      <h3>
        {comment.authorName} · {targetLabel(comment.targetType)}
        {comment.rating !== null && ` · ${comment.rating} 星`} · {statusLabel(comment.status)}
      </h3>
      <p className="muted">
        {comment.commentId} · 用户 {comment.authorUserId} · 对象 {comment.targetId}
        {comment.parentId && ' · 回复'} · {formatBeijing(comment.createdAt, 'minute')}
      </p>
      <p className="console-quote">{comment.content}</p>
      {comment.reports.length > 0 && (
        <>
          <p>被举报 {comment.reportCount} 次：</p>
          <ul className="console-list">
            {comment.reports.map((report, index) => (
              <li key={index}>
                {reasonLabel(report.reason)}
                {report.note && `：${report.note}`}{' '}
                <span className="muted">{formatBeijing(report.createdAt, 'minute')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {comment.status === 'hidden' ? (
        <>
          <p className="muted">
            隐藏原因：{comment.hiddenReason ?? '—'}
            {comment.hiddenAt && `（${formatBeijing(comment.hiddenAt, 'minute')}）`}
          </p>
          <div className="console-actions">
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => void run(() => restoreComment(comment.commentId), '已恢复显示')}
            >
              恢复显示
            </button>
          </div>
        </>
      ) : (
        <div className="console-actions">
          <input
            aria-label="隐藏原因"
            placeholder="隐藏原因（会告知作者）"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => void run(() => hideComment(comment.commentId, reason), '已隐藏')}
          >
            隐藏
          </button>
        </div>
      )}
    </article>
  );
}

export function Comments() {
  const [view, setView] = useState<View>('reported');
  const paging = useListState();
  const list = useLoad(() => fetchModeration(view, paging.current), [view, paging.current]);
  const { run, messages, busy } = useAction(list.reload);
  return (
    <>
      <h1 className="console-title">评论</h1>
      <div className="console-tabs" role="group" aria-label="评论范围">
        {VIEWS.map((item) => (
          <button
            key={item.value}
            type="button"
            className={item.value === view ? 'btn btn-primary' : 'btn'}
            aria-pressed={item.value === view}
            onClick={() => {
              setView(item.value);
              paging.restart();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      {messages}
      <ConsoleList
        loaded={list}
        rowKey={(comment) => comment.commentId}
        renderItem={(comment) => <CommentCard comment={comment} run={run} busy={busy} />}
        failedText="评论加载失败。"
        emptyText={view === 'reported' ? '没有待处理的举报。' : '没有符合条件的评论。'}
        onPage={paging.setCurrent}
      />
    </>
  );
}
