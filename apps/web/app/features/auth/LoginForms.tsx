import { useState, type FormEvent } from 'react';
import type { LoginRecords } from '@xingtu/contracts/auth';
import { ApiError } from '../../api/api-error.ts';
import { loginWithPassword, loginWithSms } from '../../api/auth.ts';
import { Field } from '../../components/ui/Field.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { CodeRequest } from './CodeRequest.tsx';
import { ImageCaptcha, newCaptchaKey } from './ImageCaptcha.tsx';
import { TargetField } from './TargetField.tsx';
import { hasErrors, validatePasswordLogin, validateSmsLogin, type FieldErrors } from './validate.ts';

type OnSignedIn = (records: LoginRecords) => Promise<void>;

/** initialAccount: the account just reset, so only the new password is left to type. */
export function PasswordLoginForm({
  onSignedIn,
  initialAccount = '',
}: {
  onSignedIn: OnSignedIn;
  initialAccount?: string;
}) {
  const hydrated = useHydrated();
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const showCaptcha = () => {
    setNeedCaptcha(true);
    setCaptchaKey(newCaptchaKey());
    setCaptchaCode('');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordLogin({ account, password, needCaptcha, captchaCode });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const records = await loginWithPassword(
        account.trim(),
        password,
        needCaptcha ? { captchaKey, captchaCode: captchaCode.trim() } : undefined,
      );
      await onSignedIn(records);
    } catch (error) {
      // After repeated failures the server asks for the image captcha with the next try.
      const data = error instanceof ApiError ? (error.data as { needCaptcha?: boolean } | null) : null;
      if (data?.needCaptcha || (error instanceof ApiError && error.code === '000095')) showCaptcha();
      else if (needCaptcha) setCaptchaKey(newCaptchaKey());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="密码登录">
      <Field
        id="login-account"
        label="账号"
        placeholder="手机号或邮箱"
        autoComplete="username"
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        error={errors.account}
      />
      <Field
        id="login-password"
        label="密码"
        type="password"
        placeholder="请输入密码"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      {needCaptcha && (
        <ImageCaptcha
          captchaKey={captchaKey}
          onRefresh={() => setCaptchaKey(newCaptchaKey())}
          value={captchaCode}
          onChange={setCaptchaCode}
          error={errors.captchaCode}
        />
      )}
      <button type="submit" className="btn btn-primary auth-submit" disabled={!hydrated || busy}>
        {busy ? '登录中…' : '登录'}
      </button>
    </form>
  );
}

export function SmsLoginForm({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const hydrated = useHydrated();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSmsLogin({ mobile, smsCode });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await onSignedIn(await loginWithSms(mobile.trim(), smsCode.trim()));
    } catch {
      // The request layer has shown the message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="验证码登录">
      <TargetField
        id="sms-login-mobile"
        channel="sms"
        value={mobile}
        onChange={setMobile}
        error={errors.mobile}
      />
      <CodeRequest
        channel="sms"
        scene="login"
        target={mobile}
        code={smsCode}
        onCodeChange={setSmsCode}
        codeError={errors.smsCode}
        onTargetError={(message) => setErrors((current) => ({ ...current, mobile: message }))}
        idPrefix="sms-login"
      />
      <button type="submit" className="btn btn-primary auth-submit" disabled={!hydrated || busy}>
        {busy ? '登录中…' : '登录'}
      </button>
    </form>
  );
}
