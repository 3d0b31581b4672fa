import { useCallback, useEffect, useState } from 'react';
import type { MyAstrologerInfo } from '@xingtu/contracts/astrologers';
import { fetchMyAstrologerInfo } from '../../api/astrologers.ts';

/** The member's capacities, newest application and profile, with reload for after a change. */
export function useAstrologerInfo() {
  const [info, setInfo] = useState<MyAstrologerInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    try {
      setInfo(await fetchMyAstrologerInfo());
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { info, failed, reload: load, setInfo };
}
