import { useEffect, useState } from 'react';

const COOLDOWN_S = 60;

/** Sends a code after the caller's checks pass; counts down before another can be sent. */
export function SendCodeButton({
  onSend,
  label = '获取验证码',
}: {
  onSend: () => Promise<boolean>;
  label?: string;
}) {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return (
    <button
      type="button"
      className="btn code-button"
      disabled={sending || remaining > 0}
      onClick={async () => {
        setSending(true);
        try {
          if (await onSend()) setRemaining(COOLDOWN_S);
        } finally {
          setSending(false);
        }
      }}
    >
      {sending ? '发送中…' : remaining > 0 ? `${remaining}秒后重发` : label}
    </button>
  );
}
