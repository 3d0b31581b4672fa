import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { changePassword } from '../../api/users.ts';
import { notify } from '../../api/notify.ts';
import { Field } from '../../components/ui/Field.tsx';
import {
  PasswordFields,
  hasErrors,
  serverFieldErrors,
  validateNewPassword,
  type FieldErrors,
} from '../auth/index.ts';

/** Changing the password signs every device out, this one included: the user logs in again. */
export function PasswordForm() {
  const navigate = useNavigate();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = { ...validateNewPassword({ password, rePassword }) };
    if (!oldPassword) found.oldPassword = '请输入原密码';
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await changePassword(oldPassword, password, rePassword);
      notify('success', '密码已修改，请使用新密码重新登录');
      (await import('../../api/http.ts')).api().clearSession();
      navigate('/login?from=%2Fuser%2Faccount', { replace: true });
    } catch (error) {
      const fromServer = serverFieldErrors(error, {
        old_password: 'oldPassword',
        password: 'password',
        re_password: 'rePassword',
      });
      if (hasErrors(fromServer)) setErrors(fromServer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="user-form" onSubmit={submit} noValidate aria-label="修改密码">
      <Field
        id="password-old"
        label="原密码"
        type="password"
        autoComplete="current-password"
        value={oldPassword}
        onChange={(event) => setOldPassword(event.target.value)}
        error={errors.oldPassword}
      />
      <PasswordFields
        idPrefix="account"
        wording="new"
        password={password}
        rePassword={rePassword}
        onPasswordChange={setPassword}
        onRePasswordChange={setRePassword}
        errors={errors}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '提交中…' : '修改密码'}
        </button>
      </div>
    </form>
  );
}
