import { useState, type FormEvent } from 'react';
import { COMMENT_RULES } from '@xingtu/contracts/comments';
import { ApiError } from '../../api/api-error.ts';
import { postCourseReview } from '../../api/comments.ts';
import { ReviewList } from '../comments/ReviewList.tsx';

/** 学员评价: the course's reviews; a member who joined the course writes one here. */
export function CourseReviews({
  courseId,
  joined,
  signedIn,
}: {
  courseId: string;
  joined: boolean;
  signedIn: boolean;
}) {
  const [version, setVersion] = useState(0);
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
      await postCourseReview(courseId, content);
      form.reset();
      setVersion((v) => v + 1);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '评价没有发布，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {joined && (
        <form className="course-form" onSubmit={submit} aria-label="写评价">
          <label htmlFor="course-review">说说你的学习感受</label>
          <textarea id="course-review" name="content" rows={3} maxLength={COMMENT_RULES.maxLength} />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-small btn-primary"
            disabled={busy}
            style={{ justifySelf: 'start' }}
          >
            发布评价
          </button>
        </form>
      )}
      <ReviewList
        key={version}
        targetType="course"
        targetId={courseId}
        signedIn={signedIn}
        emptyText="还没有学员评价。报名学习后，欢迎分享你的感受。"
      />
    </div>
  );
}
