import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicUser, UserInfoRecords } from '@xingtu/contracts/auth';
import { fetchAccount } from '../../api/users.ts';

/**
 * The signed-in member's own account (full mobile and e-mail, as only the owner sees them), for the
 * account pages: loading, ready or failed, with `load` to read it again. `onLoaded` sees each answer.
 */
export function useOwnAccount(onLoaded?: (records: UserInfoRecords) => void) {
  const [user, setUser] = useState<PublicUser | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;
  const load = useCallback(async () => {
    setState('loading');
    try {
      const records = await fetchAccount();
      setUser(records.user);
      onLoadedRef.current?.(records);
      setState('ready');
    } catch {
      setState('error');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { user, state, load };
}
