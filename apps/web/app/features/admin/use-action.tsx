import { useState } from 'react';
import { messageOf } from './use-load.ts';

/** Runs an operator action, then shows what happened (or why it was refused) and reloads the list. */
export function useAction(reload: () => void) {
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setNotice('');
    setError('');
    setBusy(true);
    try {
      await action();
      setNotice(done);
      reload();
      return true;
    } catch (refused) {
      setError(messageOf(refused));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const messages = (
    <>
      {notice && (
        <p className="console-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
  return { run, messages, busy };
}
