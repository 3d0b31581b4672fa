import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  LESSON_KIND_LABELS,
  LESSON_KINDS,
  MEDIA_SLOT_RULES,
  type AdminCourseEdit,
  type MediaSlot,
} from '@xingtu/contracts/courses';
import {
  createCourse,
  createLesson,
  deleteLessonAttachment,
  fetchCourseEdit,
  saveChapter,
  updateCourse,
  updateLesson,
  uploadLessonFile,
} from '../../api/console-areas.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import {
  courseBodyOf,
  courseDraftOf,
  lessonBodyOf,
  lessonDraftOf,
  type CourseDraft,
  type LessonDraft,
} from './course-form.ts';
import { messageOf } from './use-load.ts';

// 课程编辑 (editors, admins): a course's facts, then its chapters and lessons in order, each lesson with
// its media (video, audio) and attachments. Every save answers with the whole course, which replaces
// what is shown; a course save carries the version it read, so a colleague's newer save is not lost.

type Status = { kind: 'ok' | 'error'; text: string } | null;

function StatusLine({ status }: { status: Status }) {
  if (!status) return null;
  return status.kind === 'ok' ? (
    <p className="console-notice" role="status">
      {status.text}
    </p>
  ) : (
    <p className="console-error" role="alert">
      {status.text}
    </p>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="console-field">
      {label}
      {children}
    </label>
  );
}

function CourseFacts({
  course,
  onSaved,
}: {
  course: AdminCourseEdit | null;
  onSaved(course: AdminCourseEdit): void;
}) {
  const [draft, setDraft] = useState<CourseDraft>(() => courseDraftOf(course));
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(courseDraftOf(course)), [course]);
  const edit = (patch: Partial<CourseDraft>) => setDraft({ ...draft, ...patch });
  const text = (key: keyof CourseDraft) => ({
    value: draft[key] as string,
    onChange: (event: { target: { value: string } }) => edit({ [key]: event.target.value }),
  });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = courseBodyOf(draft, course === null);
    if ('error' in checked) return setStatus({ kind: 'error', text: checked.error });
    setBusy(true);
    setStatus(null);
    try {
      const saved = course
        ? await updateCourse(course.id, checked.body, course.updatedAt)
        : await createCourse(draft.slug.trim(), checked.body);
      setStatus({ kind: 'ok', text: course ? '课程已保存' : '课程已创建，可以添加章节和课时了' });
      onSaved(saved);
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="console-panel console-editor"
      aria-label="课程信息"
      onSubmit={(event) => void save(event)}
    >
      <h2>课程信息</h2>
      <div className="console-form-row">
        {course === null && (
          <Field label="课程编号（网址中使用，创建后不能修改）">
            <input {...text('slug')} placeholder="例如 horary-basics" required />
          </Field>
        )}
        <Field label="课程名称">
          <input {...text('title')} required maxLength={60} />
        </Field>
        <Field label="副标题">
          <input {...text('subtitle')} maxLength={80} />
        </Field>
      </div>
      <div className="console-form-row">
        <Field label="分类">
          <select {...text('category')}>
            {COURSE_CATEGORIES.map((item) => (
              <option key={item}>{item}</option>
            ))}
          </select>
        </Field>
        <Field label="级别">
          <select {...text('level')}>
            {COURSE_LEVELS.map((item) => (
              <option key={item}>{item}</option>
            ))}
          </select>
        </Field>
        <Field label="状态">
          <select
            value={draft.status}
            onChange={(event) => edit({ status: event.target.value as 'on' | 'off' })}
          >
            <option value="on">上架</option>
            <option value="off">下架</option>
          </select>
        </Field>
      </div>
      <Field label="课程简介（10–300 字）">
        <textarea rows={2} {...text('summary')} maxLength={300} />
      </Field>
      <Field label="课程介绍">
        <textarea rows={4} {...text('description')} maxLength={3000} />
      </Field>
      <div className="console-form-row">
        <Field label="讲师姓名">
          <input {...text('teacherName')} maxLength={20} required />
        </Field>
        <Field label="讲师头衔">
          <input {...text('teacherTitle')} maxLength={30} />
        </Field>
      </div>
      <Field label="讲师介绍">
        <textarea rows={2} {...text('teacherBio')} maxLength={600} />
      </Field>
      <div className="console-form-row">
        <Field label="价格（元）">
          <input {...text('price')} inputMode="decimal" required />
        </Field>
        <Field label="划线价（元，留空同价格）">
          <input {...text('listPrice')} inputMode="decimal" />
        </Field>
        <Field label={`名额（留空不限${course ? `，已占用 ${course.seatsTaken}` : ''}）`}>
          <input {...text('seats')} inputMode="numeric" />
        </Field>
      </div>
      <div className="console-form-row">
        <Field label="开售时间（北京时间，可留空）">
          <input type="datetime-local" {...text('saleStart')} />
        </Field>
        <Field label="停售时间（北京时间，可留空）">
          <input type="datetime-local" {...text('saleEnd')} />
        </Field>
      </div>
      <StatusLine status={status} />
      <div className="console-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {course ? '保存课程' : '创建课程'}
        </button>
        {course && (
          <a href={`/course/detail/${course.id}`} target="_blank" rel="noreferrer">
            查看课程页
          </a>
        )}
      </div>
    </form>
  );
}

function LessonFields({
  draft,
  setDraft,
  chapters,
  isNew,
}: {
  draft: LessonDraft;
  setDraft(draft: LessonDraft): void;
  chapters: AdminCourseEdit['chapters'];
  isNew: boolean;
}) {
  const edit = (patch: Partial<LessonDraft>) => setDraft({ ...draft, ...patch });
  return (
    <>
      <div className="console-form-row">
        {isNew && (
          <Field label="课时编号">
            <input value={draft.slug} onChange={(event) => edit({ slug: event.target.value })} required />
          </Field>
        )}
        <Field label="课时名称">
          <input
            value={draft.title}
            onChange={(event) => edit({ title: event.target.value })}
            maxLength={60}
          />
        </Field>
        <Field label="章节">
          <select value={draft.chapterId} onChange={(event) => edit({ chapterId: event.target.value })}>
            {chapters.map((chapter) => (
              <option key={chapter.id} value={chapter.id}>
                {chapter.title}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="console-form-row">
        <Field label="类型">
          <select
            value={draft.kind}
            onChange={(event) => edit({ kind: event.target.value as LessonDraft['kind'] })}
          >
            {LESSON_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LESSON_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="时长（分钟）">
          <input
            value={draft.minutes}
            inputMode="numeric"
            onChange={(event) => edit({ minutes: event.target.value })}
          />
        </Field>
        <Field label="章内排序（留空不变）">
          <input
            value={draft.position}
            inputMode="numeric"
            onChange={(event) => edit({ position: event.target.value })}
          />
        </Field>
        <label className="console-switch">
          <input
            type="checkbox"
            checked={draft.freePreview}
            onChange={(event) => edit({ freePreview: event.target.checked })}
          />
          免费试听
        </label>
        <label className="console-switch">
          <input
            type="checkbox"
            checked={draft.required}
            onChange={(event) => edit({ required: event.target.checked })}
          />
          必修（计入完成）
        </label>
      </div>
      <Field label="讲义（HTML）">
        <textarea rows={4} value={draft.body} onChange={(event) => edit({ body: event.target.value })} />
      </Field>
      <Field label="作业要求（留空表示没有作业）">
        <textarea
          rows={2}
          value={draft.homeworkPrompt}
          maxLength={500}
          onChange={(event) => edit({ homeworkPrompt: event.target.value })}
        />
      </Field>
    </>
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function LessonEditor({
  lesson,
  chapters,
  onSaved,
}: {
  lesson: AdminCourseEdit['chapters'][number]['lessons'][number];
  chapters: AdminCourseEdit['chapters'];
  onSaved(course: AdminCourseEdit): void;
}) {
  const [draft, setDraft] = useState(() => lessonDraftOf(lesson, lesson.chapterId));
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(lessonDraftOf(lesson, lesson.chapterId)), [lesson]);
  const act = async (action: () => Promise<AdminCourseEdit>, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      onSaved(await action());
      setStatus({ kind: 'ok', text: done });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = lessonBodyOf(draft, false);
    if ('error' in checked) return setStatus({ kind: 'error', text: checked.error });
    void act(() => updateLesson(lesson.id, checked.body), '课时已保存');
  };
  const upload = (slot: MediaSlot, files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (file.size > MEDIA_SLOT_RULES[slot].maxBytes)
      return setStatus({ kind: 'error', text: `文件过大：${MEDIA_SLOT_RULES[slot].label}超过了上限` });
    void act(() => uploadLessonFile(lesson.id, slot, file), '文件已上传');
  };
  const mediaText = lesson.media
    ? `${lesson.media.format === 'hls' ? 'HLS 视频' : lesson.media.format === 'mp4' ? 'MP4 视频' : '音频'}${lesson.media.seconds ? ` · ${lesson.media.seconds} 秒` : ''}`
    : '未上传';
  return (
    <details className="console-lesson">
      <summary>
        {lesson.position}. {lesson.title}
        <span className="muted">
          {' '}
          · {LESSON_KIND_LABELS[lesson.kind]} · {lesson.minutes} 分钟{lesson.freePreview ? ' · 试听' : ''}
          {lesson.required ? '' : ' · 选修'}
          {lesson.homeworkPrompt ? ' · 有作业' : ''}
        </span>
      </summary>
      <form className="console-editor" aria-label={`课时：${lesson.title}`} onSubmit={save}>
        <LessonFields draft={draft} setDraft={setDraft} chapters={chapters} isNew={false} />
        <div className="console-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            保存课时
          </button>
        </div>
      </form>
      <div className="console-media">
        <p>
          媒体：{mediaText}
          <span className="muted">（课时编号 {lesson.id}）</span>
        </p>
        <div className="console-form-row">
          {(['video', 'audio', 'attachment'] as const).map((slot) => (
            <Field key={slot} label={`上传${MEDIA_SLOT_RULES[slot].label}`}>
              <input
                type="file"
                accept={MEDIA_SLOT_RULES[slot].accept}
                disabled={busy}
                onChange={(event) => {
                  upload(slot, event.target.files);
                  event.target.value = '';
                }}
              />
            </Field>
          ))}
        </div>
        {lesson.attachments.length > 0 && (
          <ul className="console-files" aria-label="附件">
            {lesson.attachments.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {file.name} <span className="muted">{sizeText(file.bytes)}</span>{' '}
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy}
                  onClick={() => void act(() => deleteLessonAttachment(lesson.id, index), '附件已删除')}
                >
                  删除
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <StatusLine status={status} />
    </details>
  );
}

function ChapterTitle({
  course,
  chapter,
  onSaved,
}: {
  course: AdminCourseEdit;
  chapter: AdminCourseEdit['chapters'][number];
  onSaved(course: AdminCourseEdit): void;
}) {
  const [title, setTitle] = useState(chapter.title);
  const [position, setPosition] = useState(String(chapter.position));
  const [status, setStatus] = useState<Status>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setStatus({ kind: 'error', text: '请填写章节名称' });
    if (!/^[1-9]\d{0,2}$/.test(position.trim()))
      return setStatus({ kind: 'error', text: '排序请填写从 1 开始的整数' });
    try {
      onSaved(await saveChapter(course.id, chapter.id, title.trim(), Number(position)));
      setStatus({ kind: 'ok', text: '章节已保存' });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    }
  };
  return (
    <form
      className="console-form-row"
      aria-label={`章节：${chapter.title}`}
      onSubmit={(event) => void save(event)}
    >
      <Field label="章节名称">
        <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={40} />
      </Field>
      <Field label="排序">
        <input
          value={position}
          inputMode="numeric"
          size={4}
          onChange={(event) => setPosition(event.target.value)}
        />
      </Field>
      <button type="submit" className="btn">
        保存章节
      </button>
      <StatusLine status={status} />
    </form>
  );
}

function NewChapter({
  course,
  onSaved,
}: {
  course: AdminCourseEdit;
  onSaved(course: AdminCourseEdit): void;
}) {
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setStatus({ kind: 'error', text: '请填写章节名称' });
    try {
      onSaved(await saveChapter(course.id, null, title.trim()));
      setTitle('');
      setStatus({ kind: 'ok', text: '章节已添加' });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    }
  };
  return (
    <form className="console-form-row" aria-label="新增章节" onSubmit={(event) => void save(event)}>
      <Field label="新章节名称">
        <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={40} />
      </Field>
      <button type="submit" className="btn">
        添加章节
      </button>
      <StatusLine status={status} />
    </form>
  );
}

function NewLesson({ course, onSaved }: { course: AdminCourseEdit; onSaved(course: AdminCourseEdit): void }) {
  const [draft, setDraft] = useState(() => lessonDraftOf(null, course.chapters[0]?.id));
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = lessonBodyOf(draft, true);
    if ('error' in checked) return setStatus({ kind: 'error', text: checked.error });
    setBusy(true);
    try {
      onSaved(await createLesson(course.id, draft.slug.trim(), checked.body));
      setDraft(lessonDraftOf(null, Number(draft.chapterId)));
      setStatus({ kind: 'ok', text: '课时已添加，展开它即可上传视频、音频或附件' });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="console-panel console-editor"
      aria-label="新增课时"
      onSubmit={(event) => void save(event)}
    >
      <h2>新增课时</h2>
      <LessonFields draft={draft} setDraft={setDraft} chapters={course.chapters} isNew />
      <StatusLine status={status} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        添加课时
      </button>
    </form>
  );
}

export function CourseEditor() {
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const isNew = id === 'new';
  const [course, setCourse] = useState<AdminCourseEdit | null>(null);
  const [failed, setFailed] = useState('');
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (isNew) return;
    let live = true;
    setFailed('');
    fetchCourseEdit(id).then(
      (loaded) => live && setCourse(loaded),
      (error: unknown) => live && setFailed(messageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [id, isNew, round]);

  const saved = (next: AdminCourseEdit) => {
    setCourse(next);
    if (isNew) void navigate(`/admin/courses/${next.id}`, { replace: true });
  };

  return (
    <>
      <p>
        <Link to="/admin/courses">‹ 课程</Link>
      </p>
      <h1 className="console-title">{isNew ? '新建课程' : `编辑课程：${course?.title ?? ''}`}</h1>
      {failed ? (
        <PageError
          text={failed}
          action={
            <button type="button" className="btn" onClick={() => setRound(round + 1)}>
              重新加载
            </button>
          }
        />
      ) : !isNew && !course ? (
        <PageLoading />
      ) : (
        <>
          <CourseFacts course={course} onSaved={saved} />
          {course && (
            <>
              <section className="console-panel" aria-labelledby="outline-title">
                <h2 id="outline-title">章节与课时</h2>
                {course.chapters.length === 0 && <p className="muted">还没有章节，先添加一个章节。</p>}
                {course.chapters.map((chapter) => (
                  <div key={chapter.id} className="console-chapter">
                    <ChapterTitle course={course} chapter={chapter} onSaved={saved} />
                    {chapter.lessons.length === 0 ? (
                      <p className="muted">这一章还没有课时。</p>
                    ) : (
                      chapter.lessons.map((lesson) => (
                        <LessonEditor
                          key={lesson.id}
                          lesson={lesson}
                          chapters={course.chapters}
                          onSaved={saved}
                        />
                      ))
                    )}
                  </div>
                ))}
                <NewChapter course={course} onSaved={saved} />
              </section>
              {course.chapters.length > 0 && <NewLesson course={course} onSaved={saved} />}
            </>
          )}
        </>
      )}
    </>
  );
}
