interface PagerProps {
  current: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous / next paging for the user-centre lists; hidden when everything fits on one page. */
export function Pager({ current, pages, onChange }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="分页">
      <button
        type="button"
        className="btn btn-small"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        上一页
      </button>
      <span className="muted">
        第 {current} / {pages} 页
      </span>
      <button
        type="button"
        className="btn btn-small"
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
      >
        下一页
      </button>
    </nav>
  );
}
