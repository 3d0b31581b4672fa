import { useSyncExternalStore } from 'react';
import { getServerSession, getSession, subscribeSession, type SessionState } from '../api/session-store.ts';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getServerSession);
}
