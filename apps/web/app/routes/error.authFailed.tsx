import { Link, type MetaFunction } from 'react-router';

export const meta: MetaFunction = () => [
  { title: '身份验证失败 - 星图' },
  { name: 'robots', content: 'noindex' },
];

export default function ErrorAuthFailedPage() {
  return (
    <section className="error-page" aria-labelledby="auth-failed-title">
      <h1 id="auth-failed-title">身份验证失败</h1>
      <p>我们没能确认您的登录身份，可能是登录已过期或在其他设备上退出了。请重新登录后再试。</p>
      <div className="error-actions">
        <Link className="btn btn-primary" to="/login">
          重新登录
        </Link>
        <Link className="btn" to="/">
          返回首页
        </Link>
      </div>
    </section>
  );
}
