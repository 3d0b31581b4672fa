import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@xingtu/contracts/shell';
import type { SessionState } from '../api/session-store.ts';
import { PageLoading } from '../components/ui/PageState.tsx';

/** SPEC §2 login gate: without a session the page is replaced by the login page, which returns here. */
export function LoginGate({ session, children }: { session: SessionState; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const target = loginPathFor(`${location.pathname}${location.search}`);
  useEffect(() => {
    if (!session.ready || session.user) return;
    // SPEC §4: after a deliberate log-out user pages go home; otherwise to login and back here.
    navigate(session.ended === 'logout' ? '/' : target, { replace: true });
  }, [session.ready, session.user, session.ended, navigate, target]);
  if (!session.ready || !session.user)
    return <PageLoading text={session.ready ? '请先登录，正在前往登录页…' : '加载中…'} />;
  return children;
}
