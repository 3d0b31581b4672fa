import { useRef } from 'react';
import { NavLink, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { Icon } from '../components/ui/Icon.tsx';
import { useActiveTabInView } from '../components/ui/use-active-tab-in-view.ts';
import type { RootData } from '../root.tsx';
import '../features/user/user.css';
import '../features/astrologers/astrologers.css';

/** The astrologer centre frame: SPEC §2's astrologer menu (built pages only) beside or above the page. */
export default function AstrologerCentreLayout() {
  const root = useRouteLoaderData<RootData>('root');
  const entries = root?.common.astrologerMenu ?? [];
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  useActiveTabInView(menu, `${pathname} ${entries.length}`);
  return (
    <div className="page user-centre">
      <nav className="user-menu-side" aria-label="占星师中心菜单" ref={menu}>
        <h2 className="user-menu-title">占星师中心</h2>
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
