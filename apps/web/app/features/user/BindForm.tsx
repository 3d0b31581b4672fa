import { useState, type FormEvent } from 'react';
import { putEmail, putMobile } from '../../api/auth.ts';
import { notify } from '../../api/notify.ts';
import {
  CodeRequest,
  TargetField,
  hasErrors,
  validateCodeForm,
  type CodeChannel,
  type FieldErrors,
} from '../auth/index.ts';

/** Bind or change the mobile number or e-mail with a code sent to the new address. */
export function BindForm({
  channel,
  onDone,
  onCancel,
}: {
  channel: CodeChannel;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const isSms = channel === 'sms';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCodeForm({ channel, target, code });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      if (isSms) await putMobile(target, code);
      else await putEmail(target, code);
      notify('success', isSms ? '手机号已更新' : '邮箱已更新');
      onDone();
    } catch {
      // Reported by the request layer (for example 001103: the number is bound to another account).
    } finally {
      setBusy(false);
    }
  }

  const prefix = isSms ? 'bind-mobile' : 'bind-email';
  return (
    <form className="user-form" onSubmit={submit} noValidate aria-label={isSms ? '更换手机号' : '更换邮箱'}>
      <TargetField
        id={`${prefix}-target`}
        channel={channel}
        value={target}
        onChange={setTarget}
        error={errors.target}
        fresh
      />
      <CodeRequest
        channel={channel}
        scene="bind"
        target={target}
        code={code}
        onCodeChange={setCode}
        codeError={errors.code}
        onTargetError={(message) => setErrors((current) => ({ ...current, target: message }))}
        idPrefix={prefix}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '提交中…' : '确认'}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          取消
        </button>
      </div>
    </form>
  );
}
