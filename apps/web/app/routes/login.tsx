import { useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import type { LoginRecords } from '@xingtu/contracts/auth';
import { signIn } from '../api/session.ts';
import { AuthCard, Tabs } from '../features/auth/AuthCard.tsx';
import { afterSignIn, authPageUrl, readAuthQuery } from '../features/auth/auth-query.ts';
import { PasswordLoginForm, SmsLoginForm } from '../features/auth/LoginForms.tsx';

export const meta: MetaFunction = () => [{ title: '登录 - 星图' }];

type Mode = 'password' | 'sms';

export default function LoginPage() {
  const [params] = useSearchParams();
  const query = readAuthQuery(params);
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('password');

  const onSignedIn = async (records: LoginRecords) => {
    await signIn(records);
    navigate(afterSignIn(query), { replace: true });
  };

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
        value={mode}
        onChange={setMode}
        tabs={[
          { value: 'password', label: '密码登录' },
          { value: 'sms', label: '验证码登录' },
        ]}
      />
      {mode === 'password' ? (
        <PasswordLoginForm onSignedIn={onSignedIn} />
      ) : (
        <SmsLoginForm onSignedIn={onSignedIn} />
      )}
    </AuthCard>
  );
}
