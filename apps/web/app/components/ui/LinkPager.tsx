import { Link } from 'react-router';

interface LinkPagerProps {
  current: number;
  pages: number;
  hrefFor: (page: number) => string;
}

/** Previous / next as links, for lists the server renders (each page has its own address). */
export function LinkPager({ current, pages, hrefFor }: LinkPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="link-pager" aria-label="分页">
      {current > 1 ? (
        <Link className="btn btn-small" to={hrefFor(current - 1)} rel="prev">
          上一页
        </Link>
      ) : (
        <span className="btn btn-small" aria-disabled="true">
          上一页
        </span>
      )}
      <span className="muted">
        第 {current} / {pages} 页
      </span>
      {current < pages ? (
        <Link className="btn btn-small" to={hrefFor(current + 1)} rel="next">
          下一页
        </Link>
      ) : (
        <span className="btn btn-small" aria-disabled="true">
          下一页
        </span>
      )}
    </nav>
  );
}
