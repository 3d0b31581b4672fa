import { useCallback, useState } from 'react';
import type { SmsScene } from '@xingtu/contracts/auth';
import { sendEmailCode, sendSmsCode } from '../../api/auth.ts';
import { notify } from '../../api/notify.ts';
import { CodeField } from './CodeField.tsx';
import { SliderCaptcha } from './SliderCaptcha.tsx';
import { hasErrors, validateCodeRequest, type CodeChannel, type FieldErrors } from './validate.ts';

/**
 * The slider check and the code input with its send button. The target (mobile or e-mail) is the
 * parent's field; errors about it come back through onTargetError.
 */
export function CodeRequest({
  channel,
  scene,
  target,
  code,
  onCodeChange,
  codeError,
  onTargetError,
  idPrefix,
}: {
  channel: CodeChannel;
  scene: SmsScene;
  target: string;
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: string | undefined;
  onTargetError: (message: string | undefined) => void;
  idPrefix: string;
}) {
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderRound, setSliderRound] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSlider = useCallback((token: string | null) => {
    setSliderToken(token);
    if (token) setErrors((current) => ({ ...current, slider: undefined }));
  }, []);

  async function send(): Promise<boolean> {
    const found = validateCodeRequest({ channel, target, sliderToken });
    setErrors(found);
    onTargetError(found.target);
    if (hasErrors(found) || !sliderToken) return false;
    try {
      if (channel === 'sms') await sendSmsCode(target.trim(), scene, { sliderToken });
      else await sendEmailCode(target.trim(), scene, { sliderToken });
      notify('success', channel === 'sms' ? '验证码已发送，请查收短信' : '验证码已发送，请查收邮件');
      return true;
    } catch {
      return false;
    } finally {
      // A slider pass is good for one request.
      setSliderRound((round) => round + 1);
    }
  }

  return (
    <>
      <div className="field">
        <span className="field-label">安全验证</span>
        <SliderCaptcha key={sliderRound} onChange={onSlider} error={errors.slider} />
      </div>
      <CodeField
        id={`${idPrefix}-code`}
        channel={channel}
        value={code}
        onChange={onCodeChange}
        error={codeError}
        onSend={send}
      />
    </>
  );
}
