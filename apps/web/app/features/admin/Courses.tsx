import { useState } from 'react';
import { Link } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import type { HomeworkStatus } from '@xingtu/contracts/courses';
import { fetchAdminCourses, fetchHomeworkQueue, gradeHomework } from '../../api/console-areas.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { gradeOf } from './grade-form.ts';
import { useAction } from './use-action.tsx';
import { useLoad } from './use-load.ts';

// 课程 (editor, admin, support): each course's seats and enrolments, and the homework queue with a
// grading form (pass or not, a score out of 100, a comment the student reads). Editors and admins
// also create and edit courses (CourseEditor.tsx).

function CourseTable({ canEdit }: { canEdit: boolean }) {
  const { value, failed, reload } = useLoad(() => fetchAdminCourses(1), []);
  if (failed) {
    return (
      <PageError
        text="课程加载失败。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  }
  if (!value) return <PageLoading />;
  if (value.records.length === 0) return <EmptyState text="还没有课程。" />;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <thead>
          <tr>
            <th>课程</th>
            <th>价格</th>
            <th>名额</th>
            <th>已报名</th>
            <th>学习中</th>
            <th>待付款</th>
            <th>待批改作业</th>
            {canEdit && <th>操作</th>}
          </tr>
        </thead>
        <tbody>
          {value.records.map((course) => (
            <tr key={course.id}>
              <td>
                <a href={`/course/detail/${course.id}`}>{course.title}</a>
                <br />
                <span className="muted">
                  {course.teacherName} · {course.level} · {course.lessonCount} 课时
                </span>
              </td>
              <td>{formatFen(course.priceFen)}</td>
              <td>{course.seats === null ? '不限' : `${course.seats}（余 ${course.seatsLeft ?? 0}）`}</td>
              <td>{course.seatsTaken}</td>
              <td>{course.activeCount}</td>
              <td>{course.pendingCount}</td>
              <td>{course.waitingHomework}</td>
              {canEdit && (
                <td>
                  <Link to={`/admin/courses/${course.id}`}>编辑</Link>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Draft {
  passed: boolean;
  score: string;
  comment: string;
}

function HomeworkQueue() {
  const [status, setStatus] = useState<HomeworkStatus>('submitted');
  const [current, setCurrent] = useState(1);
  const list = useLoad(() => fetchHomeworkQueue(status, current), [status, current]);
  const { run, messages, busy } = useAction(list.reload);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const draftOf = (id: string): Draft => drafts[id] ?? { passed: true, score: '', comment: '' };
  const edit = (id: string, patch: Partial<Draft>) =>
    setDrafts({ ...drafts, [id]: { ...draftOf(id), ...patch } });
  const submit = (id: string) => {
    const draft = draftOf(id);
    const grade = gradeOf(draft.passed, draft.score, draft.comment);
    if ('error' in grade) {
      setInvalid({ ...invalid, [id]: grade.error });
      return;
    }
    setInvalid({ ...invalid, [id]: '' });
    void run(() => gradeHomework(id, grade.passed, grade.score, grade.comment), '已批改，学员会收到通知');
  };
  return (
    <>
      <div className="console-tabs" role="group" aria-label="作业状态">
        {(
          [
            ['submitted', '待批改'],
            ['graded', '已批改'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={value === status ? 'btn btn-primary' : 'btn'}
            aria-pressed={value === status}
            onClick={() => {
              setStatus(value);
              setCurrent(1);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {messages}
      {list.failed ? (
        <PageError
          text="作业加载失败。"
          action={
            <button type="button" className="btn" onClick={list.reload}>
              重新加载
            </button>
          }
        />
      ) : !list.value ? (
        <PageLoading />
      ) : list.value.records.length === 0 ? (
        <EmptyState text={status === 'submitted' ? '没有待批改的作业。' : '还没有批改过的作业。'} />
      ) : (
        <>
          {list.value.records.map((work) => {
            const draft = draftOf(work.id);
            return (
              <article key={work.id} className="console-panel">
                <h3>
                  {work.courseTitle} · {work.lessonTitle}
                </h3>
                <p className="muted">
                  {work.studentName ?? '学员'} · 提交于 {formatBeijing(work.createdAt, 'minute')}
                </p>
                <p>题目：{work.prompt}</p>
                <p className="console-quote">{work.content}</p>
                {work.images.length > 0 && (
                  <p>
                    {work.images.map((src, index) => (
                      <a key={src} href={src} target="_blank" rel="noreferrer">
                        附图 {index + 1}{' '}
                      </a>
                    ))}
                  </p>
                )}
                {work.status === 'graded' ? (
                  <p>
                    {work.passed ? '通过' : '未通过'} · {work.score ?? '—'} 分 · {work.comment}
                    {work.gradedAt && (
                      <span className="muted">（{formatBeijing(work.gradedAt, 'minute')}）</span>
                    )}
                  </p>
                ) : (
                  <div className="console-answer">
                    <div className="console-actions">
                      <label className="console-field">
                        结果
                        <select
                          value={draft.passed ? 'yes' : 'no'}
                          onChange={(event) => edit(work.id, { passed: event.target.value === 'yes' })}
                        >
                          <option value="yes">通过</option>
                          <option value="no">未通过</option>
                        </select>
                      </label>
                      <label className="console-field">
                        分数（0–100）
                        <input
                          inputMode="numeric"
                          value={draft.score}
                          onChange={(event) => edit(work.id, { score: event.target.value })}
                        />
                      </label>
                    </div>
                    <label className="console-field">
                      批改意见
                      <textarea
                        rows={3}
                        value={draft.comment}
                        onChange={(event) => edit(work.id, { comment: event.target.value })}
                      />
                    </label>
                    {invalid[work.id] && (
                      <p className="console-error" role="alert">
                        {invalid[work.id]}
                      </p>
                    )}
                    <div className="console-actions">
                      <button
                        type="button"
                        className="btn btn-primary"
                        disabled={busy}
                        onClick={() => submit(work.id)}
                      >
                        提交批改
                      </button>
                    </div>
                  </div>
                )}
              </article>
            );
          })}
          <Pager
            current={current}
            pages={Math.ceil(list.value.total / list.value.size)}
            onChange={setCurrent}
          />
        </>
      )}
    </>
  );
}

export function Courses({ canEdit }: { canEdit: boolean }) {
  return (
    <>
      <h1 className="console-title">课程</h1>
      <section>
        <h2>课程与名额</h2>
        {canEdit && (
          <p>
            <Link className="btn btn-primary" to="/admin/courses/new">
              新建课程
            </Link>
          </p>
        )}
        <CourseTable canEdit={canEdit} />
      </section>
      <section>
        <h2>作业批改</h2>
        <HomeworkQueue />
      </section>
    </>
  );
}
