import { useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useUserMenu } from '../shell/use-user-menu.ts';
import { Icon } from '../components/ui/Icon.tsx';
import { useActiveTabInView } from '../components/ui/use-active-tab-in-view.ts';
import '../features/user/user.css';

/** The user-centre frame: the SPEC §2/§6 menu beside (desktop) or above (mobile) the page. */
export default function UserCentreLayout() {
  const entries = useUserMenu();
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is a sideways-scrolling row: keep the current page's entry in sight.
  useActiveTabInView(menu, `${pathname} ${entries.length}`);
  return (
    <div className="page user-centre">
      <nav className="user-menu-side" aria-label="个人中心菜单" ref={menu}>
        <h2 className="user-menu-title">个人中心</h2>
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
