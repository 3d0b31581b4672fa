import { useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import type { AccountMenuItem } from '@xingtu/contracts/menus';
import { Icon } from '../../components/ui/Icon.tsx';
import { useActiveTabInView } from '../../components/ui/use-active-tab-in-view.ts';
import './user.css';

/**
 * A member-area frame (the user centre, the astrologer centre): its menu beside the page on a
 * desktop, above it on a phone as a sideways-scrolling row that keeps the current entry in sight.
 */
export function CentreFrame({ title, entries }: { title: string; entries: AccountMenuItem[] }) {
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  useActiveTabInView(menu, `${pathname} ${entries.length}`);
  return (
    <div className="page user-centre">
      <nav className="user-menu-side" aria-label={`${title}菜单`} ref={menu}>
        <h2 className="user-menu-title">{title}</h2>
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <NavLink to={entry.url}>
                <Icon name={entry.icon} size={18} />
                {entry.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="user-content">
        <Outlet />
      </section>
    </div>
  );
}
