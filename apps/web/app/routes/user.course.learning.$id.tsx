import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams, type MetaFunction } from 'react-router';
import { LESSON_KIND_LABELS, type CourseLearning, type CourseLesson } from '@xingtu/contracts/courses';
import { ApiError } from '../api/api-error.ts';
import { fetchLearning, fetchLesson, saveLessonProgress } from '../api/courses.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { LessonMedia } from '../features/courses/LessonMedia.tsx';
import { HomeworkBox } from '../features/courses/HomeworkBox.tsx';
import '../features/courses/courses.css';

// The player (/user/course/learning/{id}): the outline with progress, the lesson (video through
// hls.js, audio, or text), notes, homework and the next lesson. Progress is saved on the server, so
// the member resumes where they stopped on any device. A visitor without the course sees only the
// free previews.

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const meta: MetaFunction = () => [{ title: '课程学习 - 星图' }];

type Outline =
  | { kind: 'loading' }
  | { kind: 'preview' }
  | { kind: 'failed' }
  | { kind: 'ready'; learning: CourseLearning };
type LessonLoad =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; lesson: CourseLesson };

export default function CourseLearningPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const [outline, setOutline] = useState<Outline>({ kind: 'loading' });
  const [lesson, setLesson] = useState<LessonLoad>({ kind: 'loading' });
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState('');

  const loadOutline = useCallback(() => {
    fetchLearning(id)
      .then((learning) => setOutline({ kind: 'ready', learning }))
      .catch((error: unknown) =>
        setOutline(
          error instanceof ApiError && error.status === 404 ? { kind: 'preview' } : { kind: 'failed' },
        ),
      );
  }, [id]);
  // Opened on a lesson (a 免费试听 link): the lesson says whether the viewer holds the course, so a
  // visitor on a free preview never asks for the members' outline (a 404 in the console).
  const [opened] = useState(() => search.get('lesson'));
  const settled = lesson.kind !== 'loading';
  const openedAsVisitor = lesson.kind === 'ready' && !lesson.lesson.enrolled;
  useEffect(() => {
    if (outline.kind !== 'loading' || (opened && !settled)) return;
    if (opened && openedAsVisitor) setOutline({ kind: 'preview' });
    else loadOutline();
  }, [loadOutline, opened, settled, openedAsVisitor, outline.kind]);

  const lessons =
    outline.kind === 'ready' ? outline.learning.chapters.flatMap((chapter) => chapter.lessons) : [];
  const current =
    search.get('lesson') ??
    (outline.kind === 'ready' ? (outline.learning.lastLessonId ?? lessons[0]?.id ?? null) : null);

  useEffect(() => {
    if (!current) return;
    setLesson({ kind: 'loading' });
    setSaved('');
    fetchLesson(current)
      .then((loaded) => {
        setLesson({ kind: 'ready', lesson: loaded });
        setNote(loaded.progress?.note ?? '');
      })
      .catch((error: unknown) =>
        setLesson(
          error instanceof ApiError && error.status === 404 ? { kind: 'missing' } : { kind: 'failed' },
        ),
      );
  }, [current]);

  const save = useCallback(
    async (body: { position_seconds: number; finished?: boolean; note?: string }, message?: string) => {
      if (!current || outline.kind !== 'ready') return;
      try {
        const learning = await saveLessonProgress(current, body);
        setOutline({ kind: 'ready', learning });
        if (message) setSaved(message);
      } catch (error) {
        if (message) setSaved(error instanceof ApiError ? error.message : '保存失败，请稍后再试');
      }
    },
    [current, outline.kind],
  );

  const go = (lessonId: string) => {
    setSearch({ lesson: lessonId });
    window.scrollTo({ top: 0 });
  };

  if (outline.kind === 'loading') return <PageLoading />;
  if (outline.kind === 'failed')
    return (
      <div className="page">
        <PageError text="课程加载失败，请刷新页面重试。" />
      </div>
    );
  if (outline.kind === 'preview' && !current)
    return (
      <div className="page">
        <PageError
          text="你还没有报名这门课程，报名后即可学习全部内容。"
          action={
            <Link className="btn btn-primary" to={`/course/detail/${id}`}>
              查看课程
            </Link>
          }
        />
      </div>
    );

  const learning = outline.kind === 'ready' ? outline.learning : null;
  const entry = lessons.find((item) => item.id === current);
  const ready = lesson.kind === 'ready' ? lesson.lesson : null;

  return (
    <div className="page course-page">
      <p>
        <Link to={learning ? '/user/course' : `/course/detail/${id}`}>
          ‹ {learning ? '已购课程' : '返回课程'}
        </Link>
      </p>
      <div className="player-layout">
        <main style={{ display: 'grid', gap: 16 }}>
          {lesson.kind === 'loading' && <PageLoading />}
          {lesson.kind === 'failed' && <PageError text="这节课加载失败，请刷新页面重试。" />}
          {lesson.kind === 'missing' && (
            <PageError
              text="这节课需要报名后才能学习。"
              action={
                <Link className="btn btn-primary" to={`/course/detail/${id}`}>
                  去报名
                </Link>
              }
            />
          )}
          {ready && (
            <>
              <header>
                <p className="muted">
                  {ready.courseTitle} · {ready.chapterTitle}
                </p>
                <h1 style={{ margin: '4px 0' }}>{ready.title}</h1>
                <p className="course-meta">
                  <span>{LESSON_KIND_LABELS[ready.kind]}</span>
                  <span>{ready.minutes} 分钟</span>
                  {ready.freePreview && <span className="course-badge">免费试听</span>}
                  {ready.progress?.completed && <span className="course-badge">已学完</span>}
                </p>
              </header>
              {ready.media && (
                <LessonMedia
                  key={ready.id}
                  src={ready.media.url}
                  format={ready.media.format}
                  startAt={ready.progress?.positionSeconds ?? 0}
                  onProgress={(seconds, finished) =>
                    void save({ position_seconds: seconds, finished }, finished ? '这节课已学完' : undefined)
                  }
                />
              )}
              <article className="lesson-body" dangerouslySetInnerHTML={{ __html: ready.body }} />
              {ready.attachments.length > 0 && (
                <section className="lesson-files" aria-labelledby="files-title">
                  <h2 id="files-title">课程资料</h2>
                  <ul>
                    {ready.attachments.map((file) => (
                      <li key={file.url}>
                        <a href={file.url} download={file.name}>
                          {file.name}
                        </a>
                        <span className="muted">{formatBytes(file.bytes)}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="muted">下载链接两小时内有效，仅供报名学员本人学习使用。</p>
                </section>
              )}
              {ready.enrolled ? (
                <>
                  <div className="lesson-actions">
                    {!ready.media && !entry?.completed && (
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => void save({ position_seconds: 0, finished: true }, '这节课已学完')}
                      >
                        我学完了
                      </button>
                    )}
                    {ready.nextLessonId && (
                      <button type="button" className="btn" onClick={() => go(ready.nextLessonId!)}>
                        下一节 ›
                      </button>
                    )}
                    {saved && (
                      <span className="form-ok" role="status">
                        {saved}
                      </span>
                    )}
                  </div>
                  <section className="homework-box" aria-labelledby="note-title">
                    <h2 id="note-title" style={{ fontSize: 18, margin: 0 }}>
                      我的笔记
                    </h2>
                    <textarea
                      rows={4}
                      value={note}
                      maxLength={2000}
                      aria-label="这节课的笔记"
                      onChange={(event) => setNote(event.target.value)}
                    />
                    <button
                      type="button"
                      className="btn btn-small"
                      style={{ justifySelf: 'start' }}
                      onClick={() =>
                        void save(
                          { position_seconds: ready.progress?.positionSeconds ?? 0, note },
                          '笔记已保存',
                        )
                      }
                    >
                      保存笔记
                    </button>
                  </section>
                  {ready.homeworkPrompt && entry && entry.homework !== 'none' && (
                    <HomeworkBox
                      lessonId={ready.id}
                      prompt={ready.homeworkPrompt}
                      state={entry.homework}
                      onSubmitted={loadOutline}
                    />
                  )}
                </>
              ) : (
                <p className="course-buy">
                  这是免费试听课。
                  <Link className="btn btn-primary" to={`/course/detail/${ready.courseId}`}>
                    报名学习全部课程
                  </Link>
                </p>
              )}
            </>
          )}
        </main>
        {learning && (
          <aside className="player-outline" aria-label="课程大纲">
            <strong>{learning.title}</strong>
            <div
              className="progress-bar"
              role="progressbar"
              aria-valuenow={learning.percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label="课程进度"
            >
              <span style={{ width: `${learning.percent}%` }} />
            </div>
            <span className="course-meta">
              {learning.completed ? '已完成全部课时与作业' : `已完成 ${learning.percent}%`}
            </span>
            {learning.chapters.map((chapter) => (
              <div key={chapter.title}>
                <h3>{chapter.title}</h3>
                {chapter.lessons.map((item) => (
                  <button
                    key={item.id}
                    type="button"
                    aria-current={item.id === current}
                    onClick={() => go(item.id)}
                  >
                    <span>{item.title}</span>
                    <span className="course-meta">{item.completed ? '✓' : `${item.minutes}分`}</span>
                  </button>
                ))}
              </div>
            ))}
          </aside>
        )}
      </div>
    </div>
  );
}
