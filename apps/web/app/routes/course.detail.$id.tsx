import { useEffect, useState, type FormEvent } from 'react';
import { COMMENT_RULES } from '@xingtu/contracts/comments';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { LESSON_KIND_LABELS, SALE_STATE_LABELS, type CourseDetail } from '@xingtu/contracts/courses';
import { ApiError } from '../api/api-error.ts';
import { postCourseReview } from '../api/comments.ts';
import { fetchCourse } from '../api/courses.ts';
import { NotFound } from '../components/ui/NotFound.tsx';
import { PageError } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { FavouriteButton } from '../features/content/FavouriteButton.tsx';
import { loadCourse } from '../features/courses/catalogue.server.ts';
import { ReviewList } from '../features/comments/ReviewList.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/commerce/commerce.css';
import '../features/courses/courses.css';

// A course's page: what it teaches, the outline with its free previews, the teacher, seats and the way
// to join (the enrolment form, then the cashier). Light on purpose: the player loads only on
// /user/course/learning/{id}.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.course?.title ?? '课程详情'} - 星图` },
  { name: 'description', content: data?.course?.summary ?? '星图占星课程' },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadCourse(context, request, params.id);
}

/** 学员评价: the course's reviews; a member who joined the course writes one here. */
function CourseReviews({
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

function JoinAction({ course }: { course: CourseDetail }) {
  if (course.enrolment?.status === 'active')
    return (
      <Link className="btn btn-primary btn-block" to={`/user/course/learning/${course.id}`}>
        进入学习
      </Link>
    );
  if (course.enrolment?.status === 'pending' && course.enrolment.orderNo)
    return (
      <Link className="btn btn-primary btn-block" to={`/pay?orderNo=${course.enrolment.orderNo}`}>
        已报名，去支付
      </Link>
    );
  if (course.saleState !== 'open')
    return (
      <button type="button" className="btn btn-block" disabled>
        {SALE_STATE_LABELS[course.saleState]}
      </button>
    );
  return (
    <Link className="btn btn-primary btn-block" to={`/course/input/${course.id}`}>
      立即报名
    </Link>
  );
}

export default function CourseDetailPage() {
  const { course: rendered, missing } = useLoaderData<typeof loader>();
  const session = useSession();
  const signedIn = Boolean(session.user);
  // The page is rendered without the member's token (it lives in the browser): once signed in, the
  // member's own enrolment is read again so the button says 去支付 or 进入学习.
  const [mine, setMine] = useState<CourseDetail | null>(null);
  useEffect(() => {
    if (!signedIn || !rendered) return;
    let live = true;
    fetchCourse(rendered.id).then(
      (detail) => live && setMine(detail),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, rendered]);
  if (missing) return <NotFound />;
  if (!rendered) return <PageError text="课程信息暂时无法加载，请稍后刷新。" />;
  const course = mine ?? rendered;
  const preview = course.chapters.flatMap((chapter) => chapter.lessons).find((lesson) => lesson.freePreview);
  return (
    <div className="page course-page">
      <p>
        <Link to="/course">‹ 全部课程</Link>
      </p>
      <section className="course-hero">
        <img src={course.coverUrl} alt={`${course.title}封面`} width={640} height={360} />
        <div>
          <h1>{course.title}</h1>
          <p className="muted">{course.subtitle}</p>
          <p className="course-meta">
            <span className="course-badge">{course.level}</span>
            <span>{course.category}</span>
            <span>
              {course.lessonCount} 节课 · 共 {course.totalMinutes} 分钟
            </span>
          </p>
          <div className="course-buy">
            <Price fen={course.priceFen} listFen={course.listPriceFen} />
            <p className="course-meta">
              {course.seats === null ? (
                <span>不限名额</span>
              ) : (
                <span>
                  共 {course.seats} 个名额，剩余 {course.seatsLeft}
                </span>
              )}
              {course.saleEnd && <span>报名截止：{formatBeijing(course.saleEnd, 'minute')}（北京时间）</span>}
              {course.saleState === 'notStarted' && course.saleStart && (
                <span>开放报名：{formatBeijing(course.saleStart, 'minute')}</span>
              )}
            </p>
            <JoinAction course={course} />
            <FavouriteButton kind="course" targetId={course.id} />
            {preview && (
              <Link to={`/user/course/learning/${course.id}?lesson=${preview.id}`}>
                免费试听：{preview.title} ›
              </Link>
            )}
          </div>
        </div>
      </section>
      <section className="course-section" aria-labelledby="about">
        <h2 id="about">课程介绍</h2>
        <p>{course.description}</p>
        <h3>学完你将能够</h3>
        <ul>
          {course.outcomes.map((outcome) => (
            <li key={outcome}>{outcome}</li>
          ))}
        </ul>
      </section>
      <section className="course-section" aria-labelledby="outline">
        <h2 id="outline">课程大纲</h2>
        <ol className="course-outline">
          {course.chapters.map((chapter) => (
            <li key={chapter.title}>
              <strong>{chapter.title}</strong>
              <ol>
                {chapter.lessons.map((lesson) => (
                  <li key={lesson.id} className="lesson">
                    <span>
                      {lesson.title}
                      {lesson.hasHomework && <span className="course-badge">作业</span>}
                    </span>
                    <span className="course-meta">
                      {LESSON_KIND_LABELS[lesson.kind]} · {lesson.minutes} 分钟
                      {lesson.freePreview && (
                        <Link to={`/user/course/learning/${course.id}?lesson=${lesson.id}`}>试听</Link>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </section>
      <section className="course-section" aria-labelledby="reviews">
        <h2 id="reviews">学员评价</h2>
        <CourseReviews
          courseId={course.id}
          joined={course.enrolment?.status === 'active'}
          signedIn={signedIn}
        />
      </section>
      <section className="course-section" aria-labelledby="teacher">
        <h2 id="teacher">讲师</h2>
        <div className="course-teacher">
          <img src={course.teacherAvatarUrl} alt="" width={72} height={72} />
          <div>
            <p>
              <strong>{course.teacherName}</strong> <span className="muted">{course.teacherTitle}</span>
            </p>
            <p>{course.teacherBio}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
