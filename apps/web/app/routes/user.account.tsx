import { useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { maskMobile } from '@xingtu/contracts/validation';
import { cacheUser } from '../api/session-store.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { BindForm } from '../features/user/BindForm.tsx';
import { PasswordForm } from '../features/user/PasswordForm.tsx';
import { useOwnAccount } from '../features/user/use-own-account.ts';

export const meta: MetaFunction = () => [{ title: '账号管理 - 星图' }];

type Editing = 'mobile' | 'email' | null;

export default function UserAccountPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const { user, state, load } = useOwnAccount((records) =>
    // The cache keeps the masked number, as everywhere else.
    cacheUser(
      { ...records.user, mobile: records.user.mobile ? maskMobile(records.user.mobile) : null },
      records.access,
    ),
  );

  if (state === 'loading') return <PageLoading />;
  if (state === 'error' || !user)
    return (
      <PageError
        text="账号信息加载失败，请稍后再试。"
        action={
          <button type="button" className="btn" onClick={() => void load()}>
            重新加载
          </button>
        }
      />
    );

  const done = () => {
    setEditing(null);
    void load();
  };

  return (
    <>
      <div className="user-panel">
        <h1>账号管理</h1>
        <div className="account-row">
          <dl>
            <dt>手机号</dt>
            <dd>{user.mobile ? maskMobile(user.mobile) : '未绑定'}</dd>
          </dl>
          {editing !== 'mobile' && (
            <button type="button" className="btn btn-small" onClick={() => setEditing('mobile')}>
              {user.mobile ? '更换手机号' : '绑定手机号'}
            </button>
          )}
        </div>
        {editing === 'mobile' && <BindForm channel="sms" onDone={done} onCancel={() => setEditing(null)} />}
        <div className="account-row">
          <dl>
            <dt>邮箱</dt>
            <dd>{user.email ?? '未绑定'}</dd>
          </dl>
          {editing !== 'email' && (
            <button type="button" className="btn btn-small" onClick={() => setEditing('email')}>
              {user.email ? '更换邮箱' : '绑定邮箱'}
            </button>
          )}
        </div>
        {editing === 'email' && <BindForm channel="email" onDone={done} onCancel={() => setEditing(null)} />}
      </div>
      <div className="user-panel">
        <h2>修改登录密码</h2>
        <PasswordForm />
      </div>
      <div className="user-panel">
        <h2>注销账号</h2>
        <p className="muted">注销后账号、钱包余额和已购内容都将无法找回。</p>
        <Link className="btn btn-small" to="/user/account/cancel">
          了解并注销账号
        </Link>
      </div>
    </>
  );
}
