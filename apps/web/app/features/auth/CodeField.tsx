import { SendCodeButton } from './SendCodeButton.tsx';
import type { CodeChannel } from './validate.ts';

/** The six-digit code input with its send button beside it. */
export function CodeField({
  id,
  channel,
  value,
  onChange,
  error,
  onSend,
}: {
  id: string;
  channel: CodeChannel;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  onSend: () => Promise<boolean>;
}) {
  const label = channel === 'sms' ? '短信验证码' : '邮箱验证码';
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          className="input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={`请输入6位${label}`}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <SendCodeButton onSend={onSend} />
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
