import { useEffect, useState, type FormEvent } from 'react';
import { COMMENT_RULES, type CommentRecord } from '@xingtu/contracts/comments';
import { editComment, fetchBookingReview, postReview } from '../../api/comments.ts';
import { notify } from '../../api/notify.ts';
import { PageLoading } from '../../components/ui/PageState.tsx';
import { RatingInput, RatingStars } from './RatingStars.tsx';
import './comments.css';

/**
 * 评价这次咨询: once a booking is completed its member rates it (1–5) and writes a few words; the
 * review then shows on the astrologer's page. It can be edited for COMMENT_RULES.editWindowHours.
 */
export function ReviewPanel({ bookingId, completed }: { bookingId: string; completed: boolean }) {
  const [review, setReview] = useState<CommentRecord | null | 'loading' | 'failed'>('loading');
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!completed) return;
    let live = true;
    fetchBookingReview(bookingId).then(
      (found) => live && setReview(found),
      () => live && setReview('failed'),
    );
    return () => {
      live = false;
    };
  }, [bookingId, completed]);

  if (!completed) return null;
  if (review === 'loading') return <PageLoading text="正在读取评价…" />;
  if (review === 'failed') return <p className="form-error">评价读取失败，请刷新页面重试。</p>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = String(new FormData(event.currentTarget).get('content') ?? '').trim();
    if (rating < 1) return setError('请为这次咨询打分（1到5星）');
    if (content.length < COMMENT_RULES.minLength) return setError(`请至少写${COMMENT_RULES.minLength}个字`);
    setBusy(true);
    setError('');
    try {
      const saved =
        review && editing
          ? await editComment(review.commentId, content, rating)
          : await postReview(bookingId, rating, content);
      setReview(saved);
      setEditing(false);
      notify('success', editing ? '评价已修改' : '感谢你的评价');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  if (review && !editing)
    return (
      <section className="card review-panel" aria-label="我的评价">
        <h2>我的评价</h2>
        <p>
          <RatingStars rating={review.rating ?? 0} />
        </p>
        <p className="comment-body">{review.content}</p>
        {review.status === 'hidden' && <p className="muted">这条评价已被隐藏，不再公开显示。</p>}
        {review.replies.map((item) => (
          <div key={item.commentId} className="comment-reply">
            <strong>{item.bySubject ? `占星师回复 · ${item.authorName}` : item.authorName}</strong>
            <p>{item.content}</p>
          </div>
        ))}
        {review.mayEdit && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              setRating(review.rating ?? 0);
              setEditing(true);
            }}
          >
            修改评价
          </button>
        )}
      </section>
    );

  return (
    <section className="card review-panel" aria-label="评价这次咨询">
      <h2>{editing ? '修改评价' : '评价这次咨询'}</h2>
      <p className="muted">你的评价会显示在占星师的主页上，名字只显示第一个字。</p>
      <form onSubmit={submit} noValidate>
        <RatingInput
          value={rating}
          onChange={(next) => {
            setRating(next);
            setError('');
          }}
        />
        <label className="field">
          <span className="field-label">评价内容</span>
          <textarea
            className="input"
            name="content"
            rows={4}
            maxLength={COMMENT_RULES.maxLength}
            defaultValue={review && editing ? review.content : ''}
            placeholder="咨询师的解读对你有帮助吗？说说你的感受"
          />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {editing ? '保存修改' : '提交评价'}
        </button>
        {editing && (
          <button type="button" className="link-button" onClick={() => setEditing(false)}>
            取消
          </button>
        )}
      </form>
    </section>
  );
}
