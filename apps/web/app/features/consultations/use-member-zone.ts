import { useCallback, useEffect, useState } from 'react';
import { BEIJING_TIME_ZONE } from '@xingtu/contracts/beijing-time';
import { fetchMyTimeZone, saveMyTimeZone } from '../../api/consultations.ts';
import { notify } from '../../api/notify.ts';

/**
 * The zone a member reads consultation times in: Beijing time first (also while loading and for a
 * visitor), then the one they chose, saved for them when they change it.
 */
export function useMemberZone(signedIn: boolean) {
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
