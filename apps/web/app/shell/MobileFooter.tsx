import type { SiteFooter } from '@xingtu/contracts/shell';
import { COPYRIGHT_START_YEAR, SERVICE_PHONE_HOURS } from '@xingtu/contracts/constants';
import { ShellLink } from './ShellLink.tsx';

/** Below 980 px the footer shrinks to the essentials: support links, service line, copyright, ICP. */
export function MobileFooter({ config, year }: { config: SiteFooter; year: number }) {
  return (
    <footer className="mobile-footer">
      <ul>
        {config.supportLinks.map((link) => (
          <li key={link.url}>
            <ShellLink to={link.url}>{link.title}</ShellLink>
          </li>
        ))}
      </ul>
      {config.servicePhone && (
        <p>
          客服电话 <a href={`tel:${config.servicePhone.replace(/[^\d+]/g, '')}`}>{config.servicePhone}</a>（
          {SERVICE_PHONE_HOURS}）
        </p>
      )}
      <p>
        © {COPYRIGHT_START_YEAR}–{year} 星图
      </p>
      {config.icp && <p>{config.icp}</p>}
    </footer>
  );
}
