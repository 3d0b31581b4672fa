import { useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES, isEmail, isMobile, SMS_CODE_PATTERN } from '@xingtu/contracts/validation';
import { putEmail, putMobile } from '../../api/auth.ts';
import { notify } from '../../api/notify.ts';
import { Field } from '../../components/ui/Field.tsx';
import { CodeRequest } from '../auth/CodeRequest.tsx';

/** Bind or change the mobile number or e-mail with a code sent to the new address. */
export function BindForm({
  channel,
  onDone,
  onCancel,
}: {
  channel: 'sms' | 'email';
  onDone: () => void;
  onCancel: () => void;
}) {
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ target?: string | undefined; code?: string | undefined }>({});
  const [busy, setBusy] = useState(false);
  const isSms = channel === 'sms';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      target: (isSms ? isMobile(target) : isEmail(target))
        ? undefined
        : isSms
          ? VALIDATION_MESSAGES.mobile
          : VALIDATION_MESSAGES.email,
      code: SMS_CODE_PATTERN.test(code)
        ? undefined
        : isSms
          ? VALIDATION_MESSAGES.sms
          : VALIDATION_MESSAGES.emailCode,
    };
    setErrors(found);
    if (found.target || found.code) return;
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
      {isSms ? (
        <Field
          id={`${prefix}-target`}
          label="新手机号"
          type="tel"
          inputMode="numeric"
          maxLength={11}
          placeholder="请输入新手机号"
          value={target}
          onChange={(event) => setTarget(event.target.value.trim())}
          error={errors.target}
        />
      ) : (
        <Field
          id={`${prefix}-target`}
          label="新邮箱"
          type="email"
          placeholder="请输入新邮箱地址"
          value={target}
          onChange={(event) => setTarget(event.target.value.trim())}
          error={errors.target}
        />
      )}
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
