import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import type { LoginRecords } from '@xingtu/contracts/auth';
import { signIn } from '../api/session.ts';
import { AuthCard, Tabs } from '../features/auth/AuthCard.tsx';
import { afterSignIn, authPageUrl, readAuthQuery, readLoginMode } from '../features/auth/auth-query.ts';
import { PasswordLoginForm, SmsLoginForm } from '../features/auth/LoginForms.tsx';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm.tsx';

export const meta: MetaFunction = ({ location }) => [
  {
    title:
      readLoginMode(new URLSearchParams(location.search)) === 'reset' ? '找回密码 - 星图' : '登录 - 星图',
  },
];

type Method = 'password' | 'sms';

/** After a reset the account travels in history state, not in the address bar. */
function resetAccountOf(state: unknown): string {
  const account = (state as { resetAccount?: unknown } | null)?.resetAccount;
  return typeof account === 'string' ? account : '';
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const query = readAuthQuery(params);
  const mode = readLoginMode(params);
  const location = useLocation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('password');

  const onSignedIn = async (records: LoginRecords) => {
    await signIn(records);
    navigate(afterSignIn(query), { replace: true });
  };

  const onReset = (account: string) => {
    setMethod('password');
    navigate(authPageUrl('/login', query), { replace: true, state: { resetAccount: account } });
  };

  if (mode === 'reset')
    return (
      <AuthCard
        title="找回密码"
        query={query}
        footer={
          <>
            想起密码了？<Link to={authPageUrl('/login', query)}>返回登录</Link>
          </>
        }
      >
        <ResetPasswordForm onReset={onReset} />
      </AuthCard>
    );

  const resetAccount = resetAccountOf(location.state);
  return (
    <AuthCard
      title="登录星图"
      query={query}
      footer={
        <>
          还没有账号？<Link to={authPageUrl('/register', query)}>立即注册</Link>
        </>
      }
    >
      <Tabs
        label="登录方式"
        value={method}
        onChange={setMethod}
        tabs={[
          { value: 'password', label: '密码登录' },
          { value: 'sms', label: '验证码登录' },
        ]}
      />
      {method === 'password' ? (
        <>
          <PasswordLoginForm key={location.key} onSignedIn={onSignedIn} initialAccount={resetAccount} />
          <p className="auth-aside">
            <Link to={authPageUrl('/login', query, 'reset')}>忘记密码？</Link>
          </p>
        </>
      ) : (
        <SmsLoginForm onSignedIn={onSignedIn} />
      )}
    </AuthCard>
  );
}
