import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hidesFooter, hidesHeaderAndFooter, requiresLogin } from '@xingtu/contracts/shell';
import type { RootData } from '../root.tsx';
import { Toaster } from '../components/ui/Toaster.tsx';
import { DesktopHeader } from './DesktopHeader.tsx';
import { Footer } from './Footer.tsx';
import { LoginGate } from './LoginGate.tsx';
import { MobileHeader } from './MobileHeader.tsx';
import { MobileFooter } from './MobileFooter.tsx';
import { handleShellLinkClick } from './shell-link-clicks.ts';
import { useSession } from './use-session.ts';
import { useShellEffects } from './use-shell-effects.ts';

// The shell rules (contracts/shell.ts) decide header, footer and the login gate; pages never repeat them.
export function Shell({ data, children }: { data: RootData; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  useShellEffects(location.pathname, Boolean(session.user), navigate);
  const path = location.pathname;
  const bare = hidesHeaderAndFooter(path);
  const noFooter = hidesFooter(path);
  return (
    <>
      {/* Clicks on the shell's links (ShellLink.tsx), drawers included (React bubbles through portals). */}
      <div
        id="app-frame"
        className="app-frame"
        onClick={(event) => handleShellLinkClick(event, navigate, location)}
      >
        <a className="skip-link" href="#main">
          跳到主要内容
        </a>
        {!bare && (
          <>
            <DesktopHeader menus={data.common.menus} session={session} />
            <MobileHeader menus={data.common.menus} session={session} />
          </>
        )}
        <main id="main" className="main">
          {requiresLogin(path) ? <LoginGate session={session}>{children}</LoginGate> : children}
        </main>
        {!noFooter && (
          <>
            <Footer config={data.common.footer} year={data.year} />
            <MobileFooter config={data.common.footer} year={data.year} />
          </>
        )}
      </div>
      <Toaster />
    </>
  );
}
