import { Link, useRouteLoaderData, type MetaFunction } from 'react-router';
import type { RootData } from '../root.tsx';
import { PERSONAL_CENTRE_URL } from '../shell/links.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/home/home.css';

export const meta: MetaFunction = () => [
  { title: '星图 - 占星学习与咨询平台' },
  {
    name: 'description',
    content: '星图是面向中文用户的占星学习与咨询平台：系统课程、个人星盘、专业报告与占星师一对一咨询。',
  },
];

export default function HomePage() {
  const root = useRouteLoaderData<RootData>('root');
  const session = useSession();
  const banners = root?.common.banners ?? [];
  // Only areas that exist on this site are offered; the rest appear as they are built.
  const entries = (root?.common.menus ?? []).filter((menu) => menu.url !== '/');
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <h1 id="hero-title">仰望星空，也读懂自己</h1>
          <p>
            在星图，和专业老师一起系统学习占星，绘制属于你的星盘，用更温和、更清晰的方式理解自己与身边的人。
          </p>
          <div className="hero-actions">
            {session.user ? (
              <Link className="btn btn-gold" to={PERSONAL_CENTRE_URL}>
                进入个人中心
              </Link>
            ) : (
              <>
                <Link className="btn btn-gold" to="/register">
                  免费注册
                </Link>
                <Link className="btn btn-ghost" to="/login">
                  已有账号，去登录
                </Link>
              </>
            )}
          </div>
        </div>
      </section>

      {banners.length > 0 && (
        <section className="home-section" aria-labelledby="banner-title">
          <h2 id="banner-title">最新动态</h2>
          <ul className="banner-list">
            {banners.map((banner) => {
              const body = (
                <>
                  <h3>{banner.title}</h3>
                  <p>{banner.subtitle}</p>
                </>
              );
              return (
                <li key={banner.id} className="banner-card">
                  <Link to={banner.linkUrl}>{body}</Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {entries.length > 0 && (
        <section className="home-section" aria-labelledby="entries-title">
          <h2 id="entries-title">开始探索</h2>
          <ul className="entry-list">
            {entries.map((menu) => (
              <li key={menu.id}>
                <Link to={menu.url}>{menu.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="home-section" aria-labelledby="start-title">
        <h2 id="start-title">三步开启你的星图</h2>
        <ol className="steps">
          <li>
            <h3>注册账号</h3>
            <p>使用手机号或邮箱注册，一分钟即可完成。</p>
            {!session.user && <Link to="/register">立即注册</Link>}
          </li>
          <li>
            <h3>填写出生信息</h3>
            <p>出生日期、时间与地点是绘制星盘的基础，信息越准确，解读越可靠。</p>
            <Link to="/user/information">完善个人信息</Link>
          </li>
          <li>
            <h3>保护账号安全</h3>
            <p>绑定手机号与邮箱、设置更安全的密码，随时找回你的学习记录。</p>
            <Link to="/user/account">前往账号管理</Link>
          </li>
        </ol>
      </section>
    </div>
  );
}
