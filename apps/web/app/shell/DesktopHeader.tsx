import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SiteMenu } from '@xingtu/contracts/shell';
import { loginPathFor } from '@xingtu/contracts/shell';
import type { SessionState } from '../api/session-store.ts';
import { signOut } from './sign-out.ts';
import { Avatar } from '../components/ui/Avatar.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import { SearchBox } from '../features/search/SearchBox.tsx';
import { displayName, PERSONAL_CENTRE_URL } from './links.ts';
import { Logo } from './Logo.tsx';
import { isActiveLink } from './active-link.ts';
import { ShellLink } from './ShellLink.tsx';

function NavItem({ menu, pathname }: { menu: SiteMenu; pathname: string }) {
  const [open, setOpen] = useState(false);
  const hasChildren = menu.children.length > 0;
  const submenuId = `submenu-${menu.id}`;
  const active = isActiveLink(pathname, menu.url, menu.url === '/');
  return (
    <li
      className={`nav-item${hasChildren ? ' has-children' : ''}${open ? ' is-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <ShellLink
        to={menu.url}
        className={active ? 'nav-link active' : 'nav-link'}
        aria-current={active ? 'page' : undefined}
        aria-haspopup={hasChildren ? 'true' : undefined}
        aria-expanded={hasChildren ? open : undefined}
        aria-controls={hasChildren ? submenuId : undefined}
      >
        {menu.title}
        {hasChildren && <Icon name="chevron" size={14} />}
      </ShellLink>
      {hasChildren && (
        <ul className="submenu" id={submenuId}>
          {menu.children.map((child) => (
            <li key={child.id}>
              <ShellLink to={child.url}>{child.title}</ShellLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function UserMenu({ session }: { session: SessionState }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  if (!session.user) return null;
  const name = displayName(session.user);
  return (
    <div
      className={`user-menu${open ? ' is-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="desktop-user-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={session.user.smallImage} name={name} size={30} />
        <span className="user-menu-name">{name}</span>
        <Icon name="chevron" size={14} />
      </button>
      <ul className="submenu user-submenu" id="desktop-user-menu">
        <li>
          <ShellLink to={PERSONAL_CENTRE_URL} onClick={() => setOpen(false)}>
            个人中心
          </ShellLink>
        </li>
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => void signOut(navigate, location.pathname)}
          >
            退出登录
          </button>
        </li>
      </ul>
    </div>
  );
}

export function DesktopHeader({ menus, session }: { menus: SiteMenu[]; session: SessionState }) {
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  return (
    <header className="desktop-header">
      <div className="header-inner">
        <Logo />
        <nav className="main-nav" aria-label="主导航">
          <ul>
            {menus.map((menu) => (
              <NavItem key={menu.id} menu={menu} pathname={location.pathname} />
            ))}
          </ul>
        </nav>
        <SearchBox className="header-search" placeholder="搜索课程或老师" />
        <div className="header-account">
          {session.user ? (
            <UserMenu session={session} />
          ) : (
            <>
              <ShellLink to={loginPathFor(current, '/register')} className="header-link">
                注册
              </ShellLink>
              <ShellLink to={loginPathFor(current)} className="btn btn-primary btn-small">
                登录
              </ShellLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
