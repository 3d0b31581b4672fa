import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { CourseHomework } from '@xingtu/contracts/courses';
import { ApiError } from '../api/api-error.ts';
import { fetchMyHomework, fetchTeachingHomework, gradeHomework, markHomeworkSeen } from '../api/courses.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import '../features/courses/courses.css';

// 我的作业: every hand-in with its state, score and the teacher's comment. A course's teacher also sees
// the hand-ins of their courses here and grades them. Grades not seen before carry a 新批改 mark.

export const meta: MetaFunction = () => [{ title: '我的作业 - 星图' }];

type Load<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: T[] };

function statusText(item: CourseHomework): string {
  if (item.status === 'submitted') return '等待批改';
  return item.passed ? '已通过' : '需要修改';
}

function HomeworkCard({ item, children }: { item: CourseHomework; children?: ReactNode }) {
  return (
    <li className="homework-item">
      <p className="course-meta">
        <span className="course-badge">{statusText(item)}</span>
        {item.unread && <span className="unread-mark">新批改</span>}
        <span>{item.courseTitle}</span>
        <span>提交于 {formatBeijing(item.createdAt, 'minute')}</span>
        {item.studentName && <span>学员：{item.studentName}</span>}
      </p>
      <h2 style={{ fontSize: 16, margin: 0 }}>{item.lessonTitle}</h2>
      <p className="muted">{item.prompt}</p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{item.content}</p>
      {item.images.length > 0 && (
        <div className="homework-images">
          {item.images.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt="作业配图" />
            </a>
          ))}
        </div>
      )}
      {item.status === 'graded' && (
        <div className="homework-comment">
          <strong>讲师评语（{item.score} 分）</strong>
          <p style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{item.comment}</p>
          {!item.passed && (
            <Link to={`/user/course/learning/${item.courseId}?lesson=${item.lessonId}`}>
              修改后重新提交 ›
            </Link>
          )}
        </div>
      )}
      {children}
    </li>
  );
}

function GradeForm({ item, onGraded }: { item: CourseHomework; onGraded(): void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      await gradeHomework(item.id, {
        passed: form.get('passed') === 'yes',
        score: Number(form.get('score')),
        comment: String(form.get('comment') ?? ''),
      });
      onGraded();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '批改没有保存，请稍后再试');
      setBusy(false);
    }
  };
  return (
    <form className="course-form" onSubmit={submit} aria-label={`批改：${item.lessonTitle}`}>
      <fieldset>
        <legend>结果</legend>
        <label className="choice">
          <input type="radio" name="passed" value="yes" required defaultChecked /> 通过
        </label>
        <label className="choice">
          <input type="radio" name="passed" value="no" /> 需要修改
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor={`score-${item.id}`}>分数（0–100）</label>
        <input
          id={`score-${item.id}`}
          name="score"
          type="number"
          min={0}
          max={100}
          defaultValue={85}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`comment-${item.id}`}>评语</label>
        <textarea id={`comment-${item.id}`} name="comment" rows={3} required minLength={2} maxLength={1000} />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-small"
        disabled={busy}
        style={{ justifySelf: 'start' }}
      >
        保存批改
      </button>
    </form>
  );
}

export default function MyHomeworkPage() {
  const [mine, setMine] = useState<Load<CourseHomework>>({ kind: 'loading' });
  const [teaching, setTeaching] = useState<CourseHomework[] | null>(null);
  const load = useCallback(() => {
    fetchMyHomework()
      .then((page) => {
        setMine({ kind: 'ready', items: page.records });
        // The new grades are shown (marked 新批改) on this visit; the next visit shows them as read.
        if (page.records.some((item) => item.unread)) void markHomeworkSeen().catch(() => undefined);
      })
      .catch(() => setMine({ kind: 'failed' }));
    // Only a course's teacher has hand-ins to grade; everyone else is answered 003403 and sees none.
    fetchTeachingHomework('submitted')
      .then((page) => setTeaching(page.records))
      .catch(() => setTeaching(null));
  }, []);
  useEffect(load, [load]);
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>我的作业</h1>
        <Link to="/user/course">已购课程 ›</Link>
      </div>
      {teaching && (
        <section aria-labelledby="to-grade" style={{ display: 'grid', gap: 10, marginBottom: 20 }}>
          <h2 id="to-grade" style={{ fontSize: 18 }}>
            待我批改（{teaching.length}）
          </h2>
          {teaching.length === 0 ? (
            <p className="muted">暂时没有等待批改的作业。</p>
          ) : (
            <ul className="homework-list">
              {teaching.map((item) => (
                <HomeworkCard key={item.id} item={item}>
                  <GradeForm item={item} onGraded={load} />
                </HomeworkCard>
              ))}
            </ul>
          )}
        </section>
      )}
      {mine.kind === 'loading' && <PageLoading />}
      {mine.kind === 'failed' && (
        <PageError
          text="作业列表加载失败。"
          action={
            <button type="button" className="btn" onClick={load}>
              重新加载
            </button>
          }
        />
      )}
      {mine.kind === 'ready' && mine.items.length === 0 && (
        <EmptyState
          text="你还没有提交过作业。课程里带“作业”标记的课时，学完后可以在课时页面提交。"
          action={
            <Link className="btn btn-primary" to="/user/course">
              去学习
            </Link>
          }
        />
      )}
      {mine.kind === 'ready' && mine.items.length > 0 && (
        <ul className="homework-list" aria-label="我提交的作业">
          {mine.items.map((item) => (
            <HomeworkCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
