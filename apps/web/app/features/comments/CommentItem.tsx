import { useState, type FormEvent } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  COMMENT_REPORT_REASONS,
  COMMENT_RULES,
  type CommentRecord,
  type CommentReportReason,
} from '@xingtu/contracts/comments';
import { postReply, reportComment } from '../../api/comments.ts';
import { notify } from '../../api/notify.ts';
import { RatingStars } from './RatingStars.tsx';

/**
 * One review or comment with its replies; on a review the reviewed astrologer may reply once, on news
 * any signed-in reader may reply (the server says so in mayReply); a signed-in reader may report.
 */
export function CommentItem({
  comment,
  signedIn,
  onChanged,
  noun = '评价',
}: {
  comment: CommentRecord;
  signedIn: boolean;
  onChanged: (next: CommentRecord) => void;
  noun?: string;
}) {
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const reply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = String(new FormData(event.currentTarget).get('content') ?? '').trim();
    if (content.length < COMMENT_RULES.minLength) return setError(`请至少写${COMMENT_RULES.minLength}个字`);
    setBusy(true);
    setError('');
    try {
      onChanged(await postReply(comment.commentId, content));
      setReplying(false);
      notify('success', '回复已发表');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '回复失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  const report = async (reason: CommentReportReason) => {
    setBusy(true);
    try {
      await reportComment(comment.commentId, reason);
      notify('success', '举报已提交，我们会尽快处理');
      setReporting(false);
    } catch (failure) {
      notify('warning', failure instanceof Error ? failure.message : '举报失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="card comment-item">
      <div className="comment-head">
        {comment.authorAvatar ? (
          <img className="comment-avatar" src={comment.authorAvatar} alt="" />
        ) : (
          <span className="comment-avatar" aria-hidden="true">
            {comment.authorName.slice(0, 1)}
          </span>
        )}
        <strong>{comment.authorName}</strong>
        {comment.rating !== null && <RatingStars rating={comment.rating} />}
        <time className="muted" dateTime={comment.createdAt}>
          {formatBeijing(comment.createdAt, 'date')}
        </time>
      </div>
      {comment.context && <p className="muted comment-context">咨询服务：{comment.context}</p>}
      <p className="comment-body">{comment.content}</p>
      {comment.editedAt && <p className="muted comment-edited">（已修改）</p>}
      {comment.replies.map((item) => (
        <div key={item.commentId} className="comment-reply">
          <strong>{item.bySubject ? `占星师回复 · ${item.authorName}` : item.authorName}</strong>
          <p>{item.content}</p>
        </div>
      ))}
      <div className="comment-actions">
        {comment.mayReply && !replying && (
          <button type="button" className="btn btn-small" onClick={() => setReplying(true)}>
            回复
          </button>
        )}
        {signedIn && !comment.mine && !reporting && (
          <button type="button" className="link-button" onClick={() => setReporting(true)}>
            举报
          </button>
        )}
      </div>
      {reporting && (
        <div className="comment-report" role="group" aria-label="举报原因">
          {COMMENT_REPORT_REASONS.map((reason) => (
            <button
              key={reason.value}
              type="button"
              className="btn btn-small"
              disabled={busy}
              onClick={() => void report(reason.value)}
            >
              {reason.label}
            </button>
          ))}
          <button type="button" className="link-button" onClick={() => setReporting(false)}>
            取消
          </button>
        </div>
      )}
      {replying && (
        <form className="comment-form" onSubmit={reply} aria-label={`回复${noun}`} noValidate>
          <label className="field">
            <span className="field-label">回复内容</span>
            <textarea className="input" name="content" rows={3} maxLength={COMMENT_RULES.maxLength} />
          </label>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
            发表回复
          </button>
          <button type="button" className="link-button" onClick={() => setReplying(false)}>
            取消
          </button>
        </form>
      )}
    </li>
  );
}
