import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentDetailRecord } from '@xingtu/contracts/content';
import { NotFound } from '../../components/ui/NotFound.tsx';
import { PageError } from '../../components/ui/PageState.tsx';
import type { Loaded } from './content.server.ts';
import './content.css';

/** An operator-edited page (/cms/{id}, /contact/*): title, summary and the sanitised body. */
export function FixedPage({ loaded, nav }: { loaded: Loaded<ContentDetailRecord>; nav?: ReactNode }) {
  if (loaded.kind === 'missing') return <NotFound />;
  if (loaded.kind === 'failed')
    return (
      <PageError
        text="页面暂时无法加载，请稍后刷新。"
        action={
          <Link className="btn" to="/">
            返回首页
          </Link>
        }
      />
    );
  const item = loaded.record;
  return (
    <div className="page content-page">
      <div className={nav ? 'content-layout content-layout-nav' : undefined}>
        {nav}
        <article className="card content-article">
          <header>
            <h1>{item.title}</h1>
            {item.summary && <p className="content-lead">{item.summary}</p>}
          </header>
          {/* Rendered from Markdown and sanitised by the server (sanitize-html allow-list) before storing. */}
          <div className="rich-text content-body" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
        </article>
      </div>
    </div>
  );
}
