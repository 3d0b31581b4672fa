import { useState, type FormEvent } from 'react';
import { resetPassword } from '../../api/users.ts';
import { notify } from '../../api/notify.ts';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { Tabs } from './AuthCard.tsx';
import { CodeRequest } from './CodeRequest.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { serverFieldErrors } from './server-fields.ts';
import { TargetField } from './TargetField.tsx';
import { hasErrors, validateReset, type CodeChannel, type FieldErrors } from './validate.ts';

// The server names the reset fields account, code, password and re_password.
const RESET_FIELDS = { account: 'target', code: 'code', password: 'password', re_password: 'rePassword' };

/**
 * Forgotten password: a code to the account's mobile number or e-mail, then a new password. Every
 * session of the account ends on the server; onReset hands the account back for password login.
 */
export function ResetPasswordForm({ onReset }: { onReset: (account: string) => void }) {
  const hydrated = useHydrated();
  const [channel, setChannel] = useState<CodeChannel>('sms');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const switchChannel = (next: CodeChannel) => {
    setChannel(next);
    setTarget('');
    setCode('');
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateReset({ channel, target, code, password, rePassword });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const account = target.trim();
      await resetPassword({ account, code: code.trim(), password, rePassword });
      notify('success', '密码已重置，请用新密码登录');
      onReset(account);
    } catch (error) {
      // The request layer has shown the message (001109 unregistered, a wrong or expired code …).
      setErrors(serverFieldErrors(error, RESET_FIELDS));
    } finally {
      setBusy(false);
    }
  }

  const byMobile = channel === 'sms';
  return (
    <>
      <Tabs
        label="找回方式"
        value={channel}
        onChange={switchChannel}
        tabs={[
          { value: 'sms', label: '手机号找回' },
          { value: 'email', label: '邮箱找回' },
        ]}
      />
      <p className="auth-note">
        {byMobile
          ? '输入账号绑定的手机号，验证后即可设置新密码。'
          : '输入账号绑定的邮箱，验证后即可设置新密码。'}
      </p>
      <form onSubmit={submit} noValidate aria-label={byMobile ? '通过手机号找回密码' : '通过邮箱找回密码'}>
        <TargetField
          id={byMobile ? 'reset-mobile' : 'reset-email'}
          channel={channel}
          value={target}
          onChange={setTarget}
          error={errors.target}
          autoComplete="username"
        />
        <CodeRequest
          key={channel}
          channel={channel}
          scene="reset"
          target={target}
          code={code}
          onCodeChange={setCode}
          codeError={errors.code}
          onTargetError={(message) => setErrors((current) => ({ ...current, target: message }))}
          idPrefix="reset"
        />
        <PasswordFields
          idPrefix="reset"
          wording="new"
          password={password}
          rePassword={rePassword}
          onPasswordChange={setPassword}
          onRePasswordChange={setRePassword}
          errors={errors}
        />
        <p className="auth-note">重置后，已登录的设备都需要重新登录。</p>
        <button type="submit" className="btn btn-primary auth-submit" disabled={!hydrated || busy}>
          {busy ? '提交中…' : '重置密码'}
        </button>
      </form>
    </>
  );
}
