import { useEffect } from 'react';
import type { NavigateFunction } from 'react-router';
import { USER_RESYNC_INTERVAL_MS } from '@xingtu/contracts/constants';
import { setNavigator } from '../api/navigation.ts';
import { isWeChat } from '../api/native-bridge.ts';
import { hasStoredToken, loadSession } from '../api/session-store.ts';

// The HTTP client loads on demand, so a visitor's first page carries no request-layer code.
const resyncUser = async (): Promise<void> => {
  if (!hasStoredToken()) return;
  const session = await import('../api/session.ts');
  await session.resyncUser();
};

/** Pages that re-sync the user every 60 seconds (SPEC §2). */
export const RESYNC_PREFIXES = ['/aichat', '/aiDice'];

export const needsPeriodicResync = (path: string): boolean =>
  RESYNC_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

// The mobile root font size follows the screen width in CSS (styles/base.css), from the first paint.
function fitViewport(): void {
  document.documentElement.style.setProperty('--app-height', `${window.innerHeight}px`);
}

export function useShellEffects(pathname: string, loggedIn: boolean, navigate: NavigateFunction): void {
  useEffect(() => {
    // Redirects from the request layer (login after a lost session) replace the page they leave.
    setNavigator((url) => navigate(url, { replace: true }));
    loadSession();
    // Unhandled rejections (mostly failed requests already reported to the user) are logged only.
    const onRejection = (event: PromiseRejectionEvent) => {
      event.preventDefault();
      console.error('unhandled rejection', event.reason);
    };
    window.addEventListener('unhandledrejection', onRejection);
    fitViewport();
    window.addEventListener('resize', fitViewport);
    window.addEventListener('orientationchange', fitViewport);
    if (isWeChat(navigator.userAgent)) void import('../api/wechat.ts').then((wechat) => wechat.initWeChat());
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('resize', fitViewport);
      window.removeEventListener('orientationchange', fitViewport);
    };
  }, [navigate]);

  // The user is re-fetched on every route change.
  useEffect(() => {
    if (loggedIn) void resyncUser();
  }, [pathname, loggedIn]);

  useEffect(() => {
    if (!loggedIn || !needsPeriodicResync(pathname)) return;
    const timer = setInterval(() => void resyncUser(), USER_RESYNC_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [pathname, loggedIn]);
}
