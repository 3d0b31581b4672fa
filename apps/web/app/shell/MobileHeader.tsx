import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor, type SiteMenu } from '@xingtu/contracts/shell';
import type { SessionState } from '../api/session-store.ts';
import { signOut } from './sign-out.ts';
import { Avatar } from '../components/ui/Avatar.tsx';
import { ConfirmDialog } from '../components/ui/ConfirmDialog.tsx';
import { Drawer } from '../components/ui/Drawer.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import { useHydrated } from '../components/ui/use-hydrated.ts';
import { displayName } from './links.ts';
import { Logo } from './Logo.tsx';
import { useUserMenu } from './use-user-menu.ts';
import { ShellLink } from './ShellLink.tsx';

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export function AccordionNav({ menus, onNavigate }: { menus: SiteMenu[]; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <ul className="accordion">
      {menus.map((menu) => {
        const open = expanded === menu.id;
        const panelId = `accordion-${menu.id}`;
        return (
          <li key={menu.id} className={open ? 'is-open' : undefined}>
            {menu.children.length === 0 ? (
              <ShellLink to={menu.url} className="accordion-link" onClick={onNavigate}>
                {menu.title}
              </ShellLink>
            ) : (
              <>
                <button
                  type="button"
                  className="accordion-toggle"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setExpanded(open ? null : menu.id)}
                >
                  <span>{menu.title}</span>
                  <Icon name="chevron" size={16} />
                </button>
                <ul id={panelId} className="accordion-panel" hidden={!open}>
                  {/* The section's own page, unless one of its entries already links there. */}
                  {!menu.children.some((child) => samePath(child.url, menu.url)) && (
                    <li>
                      <ShellLink to={menu.url} onClick={onNavigate}>
                        {menu.title}首页
                      </ShellLink>
                    </li>
                  )}
                  {menu.children.map((child) => (
                    <li key={child.id}>
                      <ShellLink to={child.url} onClick={onNavigate}>
                        {child.title}
                      </ShellLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function UserDrawerContent({ session, onClose }: { session: SessionState; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const entries = useUserMenu();
  if (!session.user) return null;
  const name = displayName(session.user);
  return (
    <div className="user-drawer">
      <div className="user-drawer-head">
        <Avatar src={session.user.smallImage} name={name} size={56} />
        <div>
          <p className="user-drawer-name">{name}</p>
          <p className="user-drawer-id">用户ID：{session.user.userId}</p>
        </div>
        <button type="button" className="icon-button" onClick={onClose} aria-label="关闭用户菜单">
          <Icon name="close" />
        </button>
      </div>
      <ul className="user-drawer-grid">
        {entries.map((entry) => (
          <li key={entry.key}>
            <ShellLink to={entry.url} onClick={onClose}>
              <Icon name={entry.icon} size={26} />
              <span>{entry.title}</span>
            </ShellLink>
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmDialog
          open
          title="退出登录"
          message="确定要退出当前账号吗？"
          confirmText="确认退出"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            onClose();
            void signOut(navigate, location.pathname);
          }}
        />
      ) : (
        <button
          type="button"
          className="btn btn-block user-drawer-logout"
          onClick={() => setConfirming(true)}
        >
          退出登录
        </button>
      )}
    </div>
  );
}

export function MobileHeader({ menus, session }: { menus: SiteMenu[]; session: SessionState }) {
  const [drawer, setDrawer] = useState<'nav' | 'user' | null>(null);
  const location = useLocation();
  const close = useCallback(() => setDrawer(null), []);
  // A navigation (link, back button) closes whichever drawer is open.
  useEffect(() => setDrawer(null), [location.pathname]);
  const current = `${location.pathname}${location.search}`;
  // The drawers open by script: until the page is live (the home page hydrates after its first
  // paint) their buttons are disabled rather than swallowing a tap.
  const hydrated = useHydrated();
  return (
    <header className="mobile-header">
      <button
        type="button"
        className="icon-button"
        aria-label="打开导航菜单"
        aria-expanded={drawer === 'nav'}
        aria-controls="mobile-nav-drawer"
        disabled={!hydrated}
        onClick={() => setDrawer('nav')}
      >
        <Icon name="menu" />
      </button>
      <Logo />
      <div className="mobile-header-actions">
        <ShellLink to="/search" className="icon-button" aria-label="站内搜索">
          <Icon name="search" />
        </ShellLink>
        {session.user ? (
          <button
            type="button"
            className="icon-button mobile-user-button"
            aria-label="打开个人中心菜单"
            aria-expanded={drawer === 'user'}
            aria-controls="mobile-user-drawer"
            disabled={!hydrated}
            onClick={() => setDrawer('user')}
          >
            <Avatar src={session.user.smallImage} name={displayName(session.user)} size={30} />
          </button>
        ) : (
          <ShellLink to={loginPathFor(current)} className="btn btn-primary btn-small">
            登录
          </ShellLink>
        )}
      </div>
      <Drawer open={drawer === 'nav'} onClose={close} side="left" label="导航菜单" id="mobile-nav-drawer">
        <div className="nav-drawer-head">
          <Logo />
          <button type="button" className="icon-button" onClick={close} aria-label="关闭导航菜单">
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="移动端导航">
          <AccordionNav menus={menus} onNavigate={close} />
        </nav>
        {!session.user && (
          <div className="nav-drawer-account">
            <ShellLink to={loginPathFor(current)} className="btn btn-primary btn-block" onClick={close}>
              登录
            </ShellLink>
            <ShellLink to={loginPathFor(current, '/register')} className="btn btn-block" onClick={close}>
              注册
            </ShellLink>
          </div>
        )}
      </Drawer>
      <Drawer
        open={drawer === 'user'}
        onClose={close}
        side="top"
        label="个人中心菜单"
        id="mobile-user-drawer"
      >
        <UserDrawerContent session={session} onClose={close} />
      </Drawer>
    </header>
  );
}
