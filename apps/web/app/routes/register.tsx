import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { register } from '../api/auth.ts';
import { notify } from '../api/notify.ts';
import { signIn } from '../api/session.ts';
import { useHydrated } from '../components/ui/use-hydrated.ts';
import { AuthCard, Tabs } from '../features/auth/AuthCard.tsx';
import { afterSignIn, authPageUrl, readAuthQuery } from '../features/auth/auth-query.ts';
import { CodeRequest } from '../features/auth/CodeRequest.tsx';
import { PasswordFields } from '../features/auth/PasswordFields.tsx';
import { TargetField } from '../features/auth/TargetField.tsx';
import {
  hasErrors,
  validateRegister,
  type CodeChannel,
  type FieldErrors,
} from '../features/auth/validate.ts';

export const meta: MetaFunction = () => [{ title: '注册 - 星图' }];

export default function RegisterPage() {
  const [params] = useSearchParams();
  const query = readAuthQuery(params);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [channel, setChannel] = useState<CodeChannel>('sms');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [agreement, setAgreement] = useState(false);
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
    const found = validateRegister({ channel, target, code, password, rePassword, agreement });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const base = { password, rePassword, agreement: true as const };
      const records = await register(
        channel === 'sms'
          ? { mobile: target.trim(), smsCode: code.trim(), ...base }
          : { email: target.trim(), emailCode: code.trim(), ...base },
      );
      if (records) {
        await signIn(records);
        notify('success', '注册成功，欢迎来到星图');
        navigate(afterSignIn(query), { replace: true });
      } else {
        notify('success', '注册成功，请登录');
        navigate(authPageUrl('/login', query), { replace: true });
      }
    } catch {
      // Field problems and business errors were reported by the request layer.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="注册星图账号"
      query={query}
      footer={
        <>
          已有账号？<Link to={authPageUrl('/login', query)}>直接登录</Link>
        </>
      }
    >
      <Tabs
        label="注册方式"
        value={channel}
        onChange={switchChannel}
        tabs={[
          { value: 'sms', label: '手机号注册' },
          { value: 'email', label: '邮箱注册' },
        ]}
      />
      <form onSubmit={submit} noValidate aria-label={channel === 'sms' ? '手机号注册' : '邮箱注册'}>
        <TargetField
          id={channel === 'sms' ? 'register-mobile' : 'register-email'}
          channel={channel}
          value={target}
          onChange={setTarget}
          error={errors.target}
        />
        <CodeRequest
          key={channel}
          channel={channel}
          scene="register"
          target={target}
          code={code}
          onCodeChange={setCode}
          codeError={errors.code}
          onTargetError={(message) => setErrors((current) => ({ ...current, target: message }))}
          idPrefix="register"
        />
        <PasswordFields
          idPrefix="register"
          wording="set"
          password={password}
          rePassword={rePassword}
          onPasswordChange={setPassword}
          onRePasswordChange={setRePassword}
          errors={errors}
        />
        <div className="agreement">
          <input
            id="register-agreement"
            type="checkbox"
            checked={agreement}
            onChange={(event) => setAgreement(event.target.checked)}
            aria-invalid={errors.agreement ? 'true' : undefined}
            aria-describedby={errors.agreement ? 'register-agreement-error' : undefined}
          />
          <label htmlFor="register-agreement">
            我已阅读并同意
            <Link to="/contract/userAgreement" target="_blank">
              《用户协议》
            </Link>
            和
            <Link to="/contract/privacyPolicy" target="_blank">
              《隐私政策》
            </Link>
          </label>
        </div>
        {errors.agreement && (
          <p className="field-error" id="register-agreement-error">
            {errors.agreement}
          </p>
        )}
        <button type="submit" className="btn btn-primary auth-submit" disabled={!hydrated || busy}>
          {busy ? '注册中…' : '注册'}
        </button>
      </form>
    </AuthCard>
  );
}
