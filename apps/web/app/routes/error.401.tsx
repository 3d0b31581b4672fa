import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { loginPathFor, safeReturnPath } from '@xingtu/contracts/shell';

export const meta: MetaFunction = () => [
  { title: '需要登录 - 星图' },
  { name: 'robots', content: 'noindex' },
];

export default function ErrorUnauthorizedPage() {
  const [params] = useSearchParams();
  const from = safeReturnPath(params.get('from')) ?? '/';
  return (
    <section className="error-page" aria-labelledby="unauthorized-title">
      <p className="error-code" aria-hidden="true">
        401
      </p>
      <h1 id="unauthorized-title">请先登录</h1>
      <p>您还没有登录，或者登录状态已经失效。登录后即可继续访问。</p>
      <div className="error-actions">
        <Link className="btn btn-primary" to={loginPathFor(from)}>
          去登录
        </Link>
        <Link className="btn" to="/">
          返回首页
        </Link>
      </div>
    </section>
  );
}
