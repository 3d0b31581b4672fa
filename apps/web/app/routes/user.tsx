import { NavLink, Outlet } from 'react-router';
import { useUserMenu } from '../shell/use-user-menu.ts';
import { Icon } from '../components/ui/Icon.tsx';
import '../features/user/user.css';

/** The user-centre frame: the SPEC §2/§6 menu beside (desktop) or above (mobile) the page. */
export default function UserCentreLayout() {
  const entries = useUserMenu();
  return (
    <div className="page user-centre">
      <nav className="user-menu-side" aria-label="个人中心菜单">
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
