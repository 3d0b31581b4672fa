import { useState, type FormEvent } from 'react';
import { putEmail, putMobile } from '../../api/users.ts';
import { notify } from '../../api/notify.ts';
import { signIn } from '../../api/session.ts';
import { Field } from '../../components/ui/Field.tsx';
import {
  CodeRequest,
  TargetField,
  hasErrors,
  serverFieldErrors,
  validateCodeForm,
  type CodeChannel,
  type FieldErrors,
} from '../auth/index.ts';

/**
 * Bind or change the mobile number or e-mail: a code sent to the new address, and the current password
 * to prove the account is the member's own. The server signs every other device out and this one in anew.
 */
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
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const isSms = channel === 'sms';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCodeForm({ channel, target, code });
    if (!password) found.password = '请输入当前登录密码';
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const records = isSms
        ? await putMobile(target, code, { password })
        : await putEmail(target, code, { password });
      await signIn(records);
      notify('success', isSms ? '手机号已更新，其他设备已退出登录' : '邮箱已更新，其他设备已退出登录');
      onDone();
    } catch (error) {
      // Field problems show under their field; others (001103: bound elsewhere) the request layer reports.
      const fromServer = serverFieldErrors(error, {
        password: 'password',
        sms_code: 'code',
        email_code: 'code',
        mobile: 'target',
        email: 'target',
      });
      if (hasErrors(fromServer)) setErrors(fromServer);
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
      <Field
        id={`${prefix}-password`}
        label="当前登录密码"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
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
