import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { EmptyState, PageError } from '../components/ui/PageState.tsx';
import { canonicalOf, loadContentList } from '../features/content/content.server.ts';
import { seoMeta } from '../features/content/seo.ts';
import '../features/content/content.css';

// 师资团队: the school's teachers in the order the editors set.

export async function loader({ context, request }: LoaderFunctionArgs) {
  const list = await loadContentList(context, request, { kind: 'C_TEACHER', size: 50 });
  return { list, canonical: canonicalOf(request, '/teacher') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({
    title: '师资团队',
    description: '认识星图学院的讲师：本命盘、行运预测、关系占星与古典占星方向的资深老师。',
    keywords: '占星老师,占星课程,星图学院,讲师',
    canonical: data?.canonical ?? '',
  });

export default function TeachersPage() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <div className="page content-page">
      <header className="content-page-head">
        <h1>师资团队</h1>
        <p className="muted">每一位老师都有多年的学习与实践经验，也都热爱把复杂的知识讲清楚。</p>
      </header>
      {!list && <PageError text="讲师信息暂时无法加载，请稍后刷新。" />}
      {list && list.records.length === 0 && (
        <EmptyState
          text="讲师介绍正在整理中，先看看我们的课程体系吧。"
          action={
            <Link className="btn btn-primary" to="/contact/course">
              课程体系
            </Link>
          }
        />
      )}
      {list && list.records.length > 0 && (
        <ul className="teacher-grid" aria-label="讲师">
          {list.records.map((teacher) => (
            <li key={teacher.id} className="card teacher-card">
              <Link to={teacher.url}>
                <img src={teacher.cover ?? '/favicon.svg'} alt="" width={120} height={120} loading="lazy" />
                <h2>{teacher.title}</h2>
              </Link>
              <p>{teacher.summary}</p>
              <p className="teacher-tags">
                {teacher.tags.map((tag) => (
                  <span key={tag} className="content-tag">
                    {tag}
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
