import { useRef, useState, type FormEvent } from 'react';
import { REAUTH_TTL_SECONDS } from '@xingtu/contracts/console';
import { reauthenticate } from '../../api/console.ts';
import { messageOf } from './use-load.ts';

// Sensitive actions (a large refund, a wallet adjustment, roles) ask for the operator's password
// again. ask() opens the dialog and resolves with a token (or null when cancelled); a token still
// valid is reused without asking.

interface Pending {
  resolve: (token: string | null) => void;
}

export function useReauth() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const held = useRef<{ token: string; until: number } | null>(null);

  const ask = (): Promise<string | null> => {
    if (held.current && held.current.until > Date.now()) return Promise.resolve(held.current.token);
    return new Promise((resolve) => {
      setPassword('');
      setError('');
      setPending({ resolve });
    });
  };
  const close = (token: string | null) => {
    pending?.resolve(token);
    setPending(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('请输入登录密码');
      return;
    }
    setBusy(true);
    try {
      const answer = await reauthenticate(password);
      // A little before the server's expiry, so a token is never sent just as it lapses.
      held.current = { token: answer.reauthToken, until: Date.now() + (REAUTH_TTL_SECONDS - 20) * 1000 };
      close(answer.reauthToken);
    } catch (refused) {
      setError(messageOf(refused));
    } finally {
      setBusy(false);
    }
  };

  const dialog = pending ? (
    <div className="console-modal" role="dialog" aria-modal="true" aria-labelledby="reauth-title">
      <form className="console-modal-box" onSubmit={(event) => void submit(event)}>
        <h2 id="reauth-title">请再次输入登录密码</h2>
        <p className="muted">这是一项敏感操作。验证后 5 分钟内无需再次输入。</p>
        <label className="console-field">
          <span>登录密码</span>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            autoFocus
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error && (
          <p className="console-error" role="alert">
            {error}
          </p>
        )}
        <div className="console-actions">
          <button type="button" className="btn" onClick={() => close(null)}>
            取消
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            验证
          </button>
        </div>
      </form>
    </div>
  ) : null;

  return { ask, dialog, forget: () => (held.current = null) };
}
