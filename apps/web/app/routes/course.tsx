import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@xingtu/contracts/courses';
import { EmptyState, PageError } from '../components/ui/PageState.tsx';
import { CourseCard } from '../features/courses/CourseCard.tsx';
import { loadCourseList } from '../features/courses/catalogue.server.ts';
import '../features/commerce/commerce.css';
import '../features/courses/courses.css';

// 课程: the catalogue, filtered by category and level (links, so every filter has its own address).

export const meta: MetaFunction = () => [
  { title: '占星课程 - 星图' },
  { name: 'description', content: '星图原创占星课程：从读懂第一张星盘，到行运推运与合盘，讲师批改作业。' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  return loadCourseList(context, request);
}

function filterHref(category: string | null, level: string | null): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (level) query.set('level', level);
  const text = query.toString();
  return text ? `/course?${text}` : '/course';
}

export default function CourseCataloguePage() {
  const { courses, category, level } = useLoaderData<typeof loader>();
  return (
    <div className="page course-page">
      <header className="course-head">
        <h1>占星课程</h1>
        <p className="muted">系统学习西洋占星：每节课配讲义，部分课程有作业，由讲师逐份批改。</p>
      </header>
      <nav className="course-filters" aria-label="按分类筛选">
        <Link className="chip" to={filterHref(null, level)} aria-current={!category}>
          全部分类
        </Link>
        {COURSE_CATEGORIES.map((item) => (
          <Link key={item} className="chip" to={filterHref(item, level)} aria-current={category === item}>
            {item}
          </Link>
        ))}
      </nav>
      <nav className="course-filters" aria-label="按级别筛选">
        <Link className="chip" to={filterHref(category, null)} aria-current={!level}>
          全部级别
        </Link>
        {COURSE_LEVELS.map((item) => (
          <Link key={item} className="chip" to={filterHref(category, item)} aria-current={level === item}>
            {item}
          </Link>
        ))}
      </nav>
      {!courses && <PageError text="课程目录暂时无法加载，请稍后刷新。" />}
      {courses && courses.length === 0 && (
        <EmptyState
          text="这个分类下暂时没有课程，看看其他分类吧。"
          action={
            <Link className="btn" to="/course">
              查看全部课程
            </Link>
          }
        />
      )}
      {courses && courses.length > 0 && (
        <ul className="course-grid" aria-label="课程列表">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
    </div>
  );
}
