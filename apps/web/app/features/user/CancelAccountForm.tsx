import { useState, type FormEvent } from 'react';
import { cancelAccount } from '../../api/users.ts';
import { Field } from '../../components/ui/Field.tsx';
import { CodeRequest, hasErrors, serverFieldErrors, type FieldErrors } from '../auth/index.ts';

type Proof = 'password' | 'code';

interface Props {
  /** Where a verify code goes: the bound mobile, else the bound e-mail; null offers the password only. */
  codeTo: { channel: 'sms' | 'email'; target: string; shown: string } | null;
  onCancelled: () => void;
}

/**
 * The last step of 注销: the owner proves themselves (the password, or a code to the bound mobile or
 * e-mail), ticks that they understand, and confirms once more. Messages sit at their fields and what
 * was typed stays.
 */
export function CancelAccountForm({ codeTo, onCancelled }: Props) {
  const [proof, setProof] = useState<Proof>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  function check(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (proof === 'password' && !password) found.password = '请输入登录密码';
    if (proof === 'code' && !/^\d{6}$/.test(code.trim())) found.code = '请输入 6 位数字验证码';
    if (!understood) found.understood = '请先确认已了解注销的后果';
    setErrors(found);
    if (!hasErrors(found)) setConfirming(true);
  }

  async function cancel() {
    setBusy(true);
    try {
      await cancelAccount(proof === 'password' ? { password } : { verifyCode: code.trim() });
      onCancelled();
    } catch (error) {
      setConfirming(false);
      const fromServer = serverFieldErrors(error, { password: 'password', verify_code: 'code' });
      if (hasErrors(fromServer)) setErrors(fromServer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="user-form" onSubmit={check} noValidate aria-label="注销账号">
      {codeTo && (
        <div className="tabs" role="radiogroup" aria-label="验证身份的方式">
          {(['password', 'code'] as const).map((way) => (
            <label key={way}>
              <input
                type="radio"
                name="proof"
                value={way}
                checked={proof === way}
                onChange={() => {
                  setProof(way);
                  setErrors({});
                }}
              />
              {way === 'password' ? '用登录密码验证' : `用验证码验证（发送至 ${codeTo.shown}）`}
            </label>
          ))}
        </div>
      )}
      {proof === 'password' || !codeTo ? (
        <Field
          id="cancel-password"
          label="登录密码"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
      ) : (
        <CodeRequest
          channel={codeTo.channel}
          scene="verify"
          target={codeTo.target}
          code={code}
          onCodeChange={setCode}
          codeError={errors.code}
          onTargetError={(message) => setErrors((current) => ({ ...current, code: message }))}
          idPrefix="cancel"
        />
      )}
      <div className="field">
        <label className="check-line">
          <input
            type="checkbox"
            checked={understood}
            aria-invalid={errors.understood ? true : undefined}
            aria-describedby={errors.understood ? 'cancel-understood-error' : undefined}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          我已了解：注销后账号及以上内容都无法恢复
        </label>
        {errors.understood && (
          <p className="field-error" id="cancel-understood-error" role="alert">
            {errors.understood}
          </p>
        )}
      </div>
      {confirming ? (
        <div role="alertdialog" aria-label="确认注销" className="confirm-box">
          <p>确定要注销账号吗？注销后所有设备将立即退出登录，此操作无法撤销。</p>
          <div className="pay-actions">
            <button type="button" className="btn" onClick={() => setConfirming(false)} autoFocus>
              再想想
            </button>
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void cancel()}>
              确认注销
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="btn btn-danger">
          注销账号
        </button>
      )}
    </form>
  );
}
