import { useCallback, useEffect, useState } from 'react';
import { BEIJING_TIME_ZONE } from '@xingtu/contracts/beijing-time';
import { fetchMyTimeZone, saveMyTimeZone } from '../../api/consultations.ts';
import { notify } from '../../api/notify.ts';
import { useSession } from '../../shell/use-session.ts';

/**
 * The zone a member reads consultation times in: Beijing time first (also while loading and for a
 * visitor), then the one they chose, saved for them when they change it. Read once the browser's
 * session is known, so the request carries the member's sign-in.
 */
export function useMemberZone() {
  const session = useSession();
  const signedIn = session.ready && session.user !== null;
  const [zone, setZone] = useState(BEIJING_TIME_ZONE);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    fetchMyTimeZone().then(
      (saved) => live && setZone(saved.timeZone),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  const choose = useCallback(
    (next: string) => {
      const before = zone;
      setZone(next);
      if (!signedIn) return;
      setBusy(true);
      saveMyTimeZone(next)
        .catch(() => {
          setZone(before);
          notify('error', '时区没有保存成功，请稍后再试');
        })
        .finally(() => setBusy(false));
    },
    [signedIn, zone],
  );
  return { zone, choose, busy };
}
