import { useState } from 'react';
import { captchaImageUrl } from '../../api/human-check.ts';

export function newCaptchaKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The image captcha: the client picks the key, the server draws the picture (a PNG); a click draws a new one. */
export function ImageCaptcha({
  captchaKey,
  onRefresh,
  value,
  onChange,
  error,
}: {
  captchaKey: string;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="field">
      <label htmlFor="captcha-code">图形验证码</label>
      <div className="field-row">
        <input
          id="captcha-code"
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={12}
          autoComplete="off"
          placeholder="请输入图中字符"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'captcha-code-error' : undefined}
        />
        <button type="button" className="captcha-image" onClick={onRefresh} aria-label="看不清，换一张">
          {failed ? (
            '加载失败，点击重试'
          ) : (
            <img
              src={captchaImageUrl(captchaKey)}
              alt="图形验证码"
              width={120}
              height={44}
              onError={() => setFailed(true)}
              onLoad={() => setFailed(false)}
            />
          )}
        </button>
      </div>
      {error && (
        <p className="field-error" id="captcha-code-error">
          {error}
        </p>
      )}
    </div>
  );
}
