import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { NotFound } from '../components/ui/NotFound.tsx';
import { dictEntryHref } from '../features/learning/dict-links.ts';
import { loadLesson } from '../features/learning/lessons.server.ts';
import '../features/learning/learning.css';
import '../features/learning/hub.css';

// /learning/courseDetail/{code}: one free lesson — its sections, three points to remember, a practice on a
// site page, dictionary entries to read next, and the way to the previous and next lesson.

export function loader({ params }: LoaderFunctionArgs) {
  const page = loadLesson(params.code ?? '');
  return page ? page : data(null, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: `${page.lesson.title} - ${page.series.title} - 星图免费学堂` },
        { name: 'description', content: page.lesson.summary },
      ]
    : [{ title: '页面不存在 - 星图' }];

export default function LessonPage() {
  const page = useLoaderData<typeof loader>();
  if (!page) return <NotFound />;
  const { series, position, lesson, previous, next, nextSeries } = page;
  return (
    <article className="page learning-page hub-page lesson-page">
      <nav className="learning-crumbs" aria-label="位置">
        <Link to="/learning">学习中心</Link> › <Link to="/learning/courseHome">免费学堂</Link> ›{' '}
        <Link to={`/learning/courseHome/${series.id}`}>{series.title}</Link>
      </nav>
      <p className="muted">
        第 {position.number} 节 / 共 {position.of} 节 · 约 {lesson.minutes} 分钟
      </p>
      <h1>{lesson.title}</h1>
      <p className="dict-lead">{lesson.summary}</p>
      {lesson.sections.map((section) => (
        <section key={section.heading} className="lesson-section">
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      <aside className="lesson-takeaways" aria-labelledby="takeaways-title">
        <h2 id="takeaways-title">本节要点</h2>
        <ul>
          {lesson.takeaways.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </aside>
      <section className="lesson-practice" aria-labelledby="practice-title">
        <h2 id="practice-title">动手练一练</h2>
        <p>{lesson.practice.text}</p>
        <Link className="btn btn-primary" to={lesson.practice.href}>
          去练习
        </Link>
      </section>
      {lesson.terms.length > 0 && (
        <p className="birth-info-links">
          词典里细看：
          {lesson.terms.map((term, i) => (
            <span key={term.key}>
              {i > 0 && '、'}
              <Link to={dictEntryHref(term.key)}>{term.term}</Link>
            </span>
          ))}
        </p>
      )}
      <nav className="lesson-pager" aria-label="上一节与下一节">
        {previous ? (
          <Link to={`/learning/courseDetail/${previous.code}`} rel="prev">
            ‹ 上一节：{previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={`/learning/courseDetail/${next.code}`} rel="next">
            下一节：{next.title} ›
          </Link>
        ) : nextSeries ? (
          <Link to={`/learning/courseHome/${nextSeries.id}`}>下一个系列：{nextSeries.title} ›</Link>
        ) : (
          <Link to="/learning/path">本系列已学完，回到学习路径 ›</Link>
        )}
      </nav>
    </article>
  );
}
