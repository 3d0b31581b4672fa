import { Field } from '../../components/ui/Field.tsx';

/**
 * A new password and its repeat. `set` words it for a first password (registration), `new` for
 * replacing one (change, reset). Ids are `${idPrefix}-password` and `${idPrefix}-repassword`.
 */
export function PasswordFields({
  idPrefix,
  wording,
  password,
  rePassword,
  onPasswordChange,
  onRePasswordChange,
  errors,
}: {
  idPrefix: string;
  wording: 'set' | 'new';
  password: string;
  rePassword: string;
  onPasswordChange: (value: string) => void;
  onRePasswordChange: (value: string) => void;
  errors: { password?: string | undefined; rePassword?: string | undefined };
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label={wording === 'set' ? '设置密码' : '新密码'}
        type="password"
        placeholder="至少7位，建议字母与数字组合"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password}
      />
      <Field
        id={`${idPrefix}-repassword`}
        label={wording === 'set' ? '确认密码' : '确认新密码'}
        type="password"
        placeholder={wording === 'set' ? '请再次输入密码' : '请再次输入新密码'}
        autoComplete="new-password"
        value={rePassword}
        onChange={(event) => onRePasswordChange(event.target.value)}
        error={errors.rePassword}
      />
    </>
  );
}
