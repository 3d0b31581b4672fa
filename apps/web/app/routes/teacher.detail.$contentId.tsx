import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { NotFound } from '../components/ui/NotFound.tsx';
import { PageError } from '../components/ui/PageState.tsx';
import { canonicalOf, loadContent } from '../features/content/content.server.ts';
import { notFoundMeta, seoMeta } from '../features/content/seo.ts';
import '../features/content/content.css';

// One teacher: portrait, introduction (sanitised HTML from the server) and the other teachers.

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadContent(context, request, params.contentId);
  if (loaded.kind !== 'ready')
    return data({ loaded, canonical: '' }, { status: loaded.kind === 'missing' ? 404 : 503 });
  if (loaded.record.kind !== 'C_TEACHER')
    return data({ loaded: { kind: 'missing' as const }, canonical: '' }, { status: 404 });
  return { loaded, canonical: canonicalOf(request, loaded.record.url) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page?.loaded.kind === 'ready'
    ? seoMeta({
        title: `${page.loaded.record.title} - 师资团队`,
        description: page.loaded.record.seoDescription,
        keywords: page.loaded.record.seoKeywords,
        canonical: page.canonical,
        image: page.loaded.record.cover,
        type: 'article',
      })
    : notFoundMeta();

export default function TeacherPage() {
  const { loaded } = useLoaderData<typeof loader>();
  if (loaded.kind === 'missing') return <NotFound />;
  if (loaded.kind === 'failed') return <PageError text="讲师信息暂时无法加载，请稍后刷新。" />;
  const teacher = loaded.record;
  return (
    <div className="page content-page">
      <nav className="breadcrumb" aria-label="位置">
        <Link to="/">首页</Link> › <Link to="/teacher">师资团队</Link>
      </nav>
      <article className="card content-article teacher-profile">
        <header className="teacher-profile-head">
          <img src={teacher.cover ?? '/favicon.svg'} alt="" width={160} height={160} />
          <div>
            <h1>{teacher.title}</h1>
            <p className="content-lead">{teacher.summary}</p>
            <p className="teacher-tags">
              {teacher.tags.map((tag) => (
                <span key={tag} className="content-tag">
                  {tag}
                </span>
              ))}
            </p>
          </div>
        </header>
        {/* Rendered from Markdown and sanitised by the server (sanitize-html allow-list) before storing. */}
        <div className="rich-text content-body" dangerouslySetInnerHTML={{ __html: teacher.bodyHtml }} />
      </article>
      {teacher.related.length > 0 && (
        <section className="content-more" aria-labelledby="more-teachers">
          <h2 id="more-teachers">其他老师</h2>
          <ul className="teacher-mini">
            {teacher.related.map((other) => (
              <li key={other.id}>
                <Link to={other.url}>
                  <img src={other.cover ?? '/favicon.svg'} alt="" width={48} height={48} loading="lazy" />
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
