import type { FooterLink, SiteFooter } from '@xingtu/contracts/shell';
import { COPYRIGHT_START_YEAR, SERVICE_PHONE_HOURS } from '@xingtu/contracts/constants';
import { ShellLink } from './ShellLink.tsx';

// SPEC §2 desktop footer. Its links come from the common data, where the server has kept only
// those whose page exists (contracts/menus.ts); a column with none left is not drawn.

function LinkColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="footer-column" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <ShellLink to={link.url}>{link.title}</ShellLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ config, year }: { config: SiteFooter; year: number }) {
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
                  <ShellLink to={link.url}>{link.title}</ShellLink>
                </li>
              ))}
            </ul>
          )}
        </section>
        <LinkColumn id="footer-support-title" title="帮助与支持" links={config.supportLinks} />
        <LinkColumn id="footer-services-title" title="特色服务" links={config.serviceLinks} />
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
