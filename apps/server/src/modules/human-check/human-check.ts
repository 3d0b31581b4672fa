import { VALIDATION_MESSAGES } from '@xingtu/contracts/validation';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import { AppError } from '../../errors.ts';
import { verifyCaptcha } from './captcha.ts';
import { consumeSliderPass } from './slider.ts';

export interface HumanCheckInput {
  captcha_key?: string | undefined;
  captcha_code?: string | undefined;
  slider_token?: string | undefined;
}

/** A passed slider or a right image captcha; HUMAN_CHECK=off (never in production) skips it for tests. */
export async function assertHuman(
  kv: KeyValueStore,
  enabled: boolean,
  input: HumanCheckInput,
): Promise<void> {
  if (!enabled) return;
  if (input.slider_token) {
    if (await consumeSliderPass(kv, input.slider_token)) return;
    throw new AppError('SLIDER_FAILED', { message: VALIDATION_MESSAGES.slider });
  }
  if (input.captcha_key && input.captcha_code)
    return verifyCaptcha(kv, input.captcha_key, input.captcha_code);
  throw new AppError('CAPTCHA_WRONG', { message: VALIDATION_MESSAGES.captcha });
}
