import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { loadCourseHome } from '../features/learning/lessons.server.ts';
import '../features/learning/learning.css';
import '../features/learning/hub.css';

// /learning/courseHome: the free study area — series of short lessons, each opening its outline.

export const loader = () => loadCourseHome();

export const meta: MetaFunction = () => [
  { title: '免费学堂：占星入门短课 - 星图' },
  {
    name: 'description',
    content:
      '星图免费学堂：《第一张星盘》《相位：行星之间的对话》《流动的天空》等系列短课，每节几分钟，读完就能动手练习。',
  },
];

export default function CourseHomePage() {
  const { series } = useLoaderData<typeof loader>();
  return (
    <div className="page learning-page hub-page">
      <nav className="learning-crumbs" aria-label="位置">
        <Link to="/learning">学习中心</Link> › <span>免费学堂</span>
      </nav>
      <h1>免费学堂</h1>
      <p className="muted">
        每个系列几节短课，每节五到十分钟读完，课后都有一个可以马上动手的练习。建议按顺序学习。
      </p>
      <ol className="series-list">
        {series.map((s, i) => (
          <li key={s.id} className="series-card">
            <div className="series-head">
              <span className="series-number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <span className="hub-badge">{s.levelZh}</span>
                <h2>
                  <Link to={`/learning/courseHome/${s.id}`}>{s.title}</Link>
                </h2>
                <p className="muted">
                  {s.lessonCount} 节课 · 约 {s.minutes} 分钟
                </p>
              </div>
            </div>
            <p>{s.summary}</p>
            <div className="learning-next">
              <Link className="btn btn-primary" to={`/learning/courseDetail/${s.firstLesson}`}>
                从第一节开始
              </Link>
              <Link className="btn" to={`/learning/courseHome/${s.id}`}>
                查看目录
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
