import { Link } from 'react-router';
import type { FooterConfig } from '@xingtu/contracts/shell';
import { COPYRIGHT_START_YEAR, SERVICE_PHONE_HOURS } from '@xingtu/contracts/constants';
import { isBuiltPage } from './built-pages.ts';

// SPEC §2 desktop footer. Support links are fixed; featured services link only to pages that exist.

export const SUPPORT_LINKS = [
  { title: '联系我们', url: '/contact/us' },
  { title: '用户协议', url: '/contract/userAgreement' },
  { title: '隐私政策', url: '/contract/privacyPolicy' },
] as const;

export const FEATURED_SERVICES = [
  { title: 'ISAR认证', url: '/isar?index=2' },
  { title: 'ISAR会员', url: '/isar?index=1' },
  { title: '生时校正', url: '/btf' },
] as const;

function MaybeLink({ title, url }: { title: string; url: string }) {
  return isBuiltPage(url) ? <Link to={url}>{title}</Link> : <span>{title}</span>;
}

export function Footer({ config, year }: { config: FooterConfig; year: number }) {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section className="footer-about" aria-labelledby="footer-about-title">
          <h2 id="footer-about-title">关于星图</h2>
          <p>{config.aboutText || '星图是一个面向中文用户的占星学习与咨询平台。'}</p>
          {config.aboutLinks.length > 0 && (
            <ul className="footer-about-links">
              {config.aboutLinks.map((link) => (
                <li key={link.url}>
                  <MaybeLink title={link.title} url={link.url} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav className="footer-column" aria-labelledby="footer-support-title">
          <h2 id="footer-support-title">帮助与支持</h2>
          <ul>
            {SUPPORT_LINKS.map((link) => (
              <li key={link.url}>
                <Link to={link.url}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-column" aria-labelledby="footer-services-title">
          <h2 id="footer-services-title">特色服务</h2>
          <ul>
            {FEATURED_SERVICES.map((service) => (
              <li key={service.url}>
                <MaybeLink title={service.title} url={service.url} />
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer-contact" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title">客服电话</h2>
          {config.servicePhone && (
            <p className="footer-phone">
              <a href={`tel:${config.servicePhone.replace(/[^\d+]/g, '')}`}>{config.servicePhone}</a>
            </p>
          )}
          <p className="footer-hours">{SERVICE_PHONE_HOURS}</p>
        </section>
        {config.qrCodes.length > 0 && (
          <section className="footer-qr" aria-labelledby="footer-qr-title">
            <h2 id="footer-qr-title" className="visually-hidden">
              关注我们
            </h2>
            <ul>
              {config.qrCodes.map((code) => (
                <li key={code.key}>
                  <img
                    src={`/media/qr/${encodeURIComponent(code.key)}`}
                    alt={`${code.label}二维码`}
                    width={88}
                    height={88}
                    loading="lazy"
                    decoding="async"
                  />
                  <span>{code.label}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="footer-bottom">
        <p>
          © {COPYRIGHT_START_YEAR}–{year} 星图 版权所有
        </p>
        {config.icp && (
          <p>
            {config.icpUrl ? (
              <a href={config.icpUrl} target="_blank" rel="noopener noreferrer">
                {config.icp}
              </a>
            ) : (
              config.icp
            )}
          </p>
        )}
      </div>
    </footer>
  );
}
