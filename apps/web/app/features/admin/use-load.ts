import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  value: T | undefined;
  failed: boolean;
  reload: () => void;
}

/** Loads `read()` whenever its dependencies change; `reload` asks again (after an action). */
export function useLoad<T>(read: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  // The caller names what `read` depends on, as with useCallback.
  const stable = useCallback(read, deps);
  useEffect(() => {
    let live = true;
    setFailed(false);
    stable().then(
      (answer) => live && setValue(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [stable, round]);
  return { value, failed, reload: () => setRound((n) => n + 1) };
}

/** The message of a refused call, for the line under a form. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : '操作失败，请稍后再试';
