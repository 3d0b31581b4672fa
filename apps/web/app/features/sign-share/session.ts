import { useSession } from '../../shell/use-session.ts';

// Whether someone is signed in, once the browser knows (the server render never does).
export function useSessionUser(): { ready: boolean; signedIn: boolean } {
  const session = useSession();
  return { ready: session.ready, signedIn: session.ready && session.user !== null };
}
