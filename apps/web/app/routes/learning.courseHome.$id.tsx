import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { NotFound } from '../components/ui/NotFound.tsx';
import { loadSeries } from '../features/learning/lessons.server.ts';
import '../features/learning/learning.css';
import '../features/learning/hub.css';

// /learning/courseHome/{id}: one free series — what it covers and its lessons in order.

export function loader({ params }: LoaderFunctionArgs) {
  const page = loadSeries(params.id ?? '');
  return page ? page : data(null, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: `${page.series.title} - 免费学堂 - 星图` },
        { name: 'description', content: page.series.summary },
      ]
    : [{ title: '页面不存在 - 星图' }];

export default function SeriesPage() {
  const page = useLoaderData<typeof loader>();
  if (!page) return <NotFound />;
  const { series, lessons } = page;
  return (
    <div className="page learning-page hub-page">
      <nav className="learning-crumbs" aria-label="位置">
        <Link to="/learning">学习中心</Link> › <Link to="/learning/courseHome">免费学堂</Link> ›{' '}
        <span>{series.title}</span>
      </nav>
      <span className="hub-badge">{series.levelZh}</span>
      <h1>{series.title}</h1>
      <p>{series.summary}</p>
      <p className="muted">
        共 {series.lessonCount} 节，约 {series.minutes} 分钟
      </p>
      <ol className="lesson-list">
        {lessons.map((lesson, i) => (
          <li key={lesson.code}>
            <Link to={`/learning/courseDetail/${lesson.code}`} className="lesson-item">
              <span className="series-number" aria-hidden="true">
                {i + 1}
              </span>
              <span>
                <strong>{lesson.title}</strong>
                <span className="muted">{lesson.summary}</span>
              </span>
              <span className="lesson-minutes">{lesson.minutes} 分钟</span>
            </Link>
          </li>
        ))}
      </ol>
      <div className="learning-next">
        <Link className="btn btn-primary" to={`/learning/courseDetail/${lessons[0]!.code}`}>
          开始学习
        </Link>
        <Link className="btn" to="/learning/courseHome">
          全部系列
        </Link>
      </div>
    </div>
  );
}
