import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">页面不存在</h1>
      <p>您访问的页面可能已被移动或删除，请检查网址是否正确。</p>
      <div className="error-actions">
        <Link className="btn btn-primary" to="/">
          返回首页
        </Link>
      </div>
    </section>
  );
}
