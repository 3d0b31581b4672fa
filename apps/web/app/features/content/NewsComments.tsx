import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { COMMENT_RULES } from '@xingtu/contracts/comments';
import { loginPathFor } from '@xingtu/contracts/shell';
import { postComment } from '../../api/comments.ts';
import { notify } from '../../api/notify.ts';
import { ReviewList } from '../comments/index.ts';
import { useSession } from '../../shell/use-session.ts';

/** A news item's comments: the list (newest first, replies one level deep) and the form to write one. */
export function NewsComments({ newsId }: { newsId: number }) {
  const session = useSession();
  const location = useLocation();
  const signedIn = Boolean(session.user);
  const [reloadKey, setReloadKey] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const content = String(new FormData(form).get('content') ?? '').trim();
    if (content.length < COMMENT_RULES.minLength) return setError(`请至少写${COMMENT_RULES.minLength}个字`);
    setBusy(true);
    setError('');
    try {
      await postComment('news', String(newsId), content);
      form.reset();
      setReloadKey((key) => key + 1);
      notify('success', '评论已发表');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '发表失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card news-comments" aria-labelledby="news-comments-title">
      <h2 id="news-comments-title">读者评论</h2>
      {session.ready &&
        (signedIn ? (
          <form className="comment-form" onSubmit={submit} aria-label="发表评论" noValidate>
            <label className="field">
              <span className="field-label">写下你的想法</span>
              <textarea
                className="input"
                name="content"
                rows={3}
                maxLength={COMMENT_RULES.maxLength}
                placeholder={`友善交流，${COMMENT_RULES.minLength}到${COMMENT_RULES.maxLength}字`}
              />
            </label>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
              {busy ? '正在发表…' : '发表评论'}
            </button>
          </form>
        ) : (
          <p className="muted">
            <Link to={loginPathFor(`${location.pathname}${location.search}`)}>登录</Link>
            后可以发表评论和回复。
          </p>
        ))}
      <ReviewList
        targetType="news"
        targetId={String(newsId)}
        signedIn={signedIn}
        emptyText="还没有评论，来说说你的看法吧。"
        noun="评论"
        reloadKey={reloadKey}
      />
    </section>
  );
}
