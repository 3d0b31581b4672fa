import svgCaptcha from 'svg-captcha';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import { AppError } from '../../errors.ts';

// The graphic captcha (SPEC §7 /base/sys/digitalCode): an SVG of 4 characters, single use, 5 minutes.
const CAPTCHA_TTL_MS = 5 * 60_000;
const keyOf = (captchaKey: string) => `captcha:${captchaKey}`;

export async function createCaptcha(kv: KeyValueStore, captchaKey: string): Promise<string> {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 3,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f1fb',
    width: 120,
    height: 44,
  });
  await kv.set(keyOf(captchaKey), captcha.text.toLowerCase(), CAPTCHA_TTL_MS);
  return captcha.data;
}

/** Claims the captcha (right or wrong, it cannot be tried twice); a wrong or expired answer is 000095. */
export async function verifyCaptcha(kv: KeyValueStore, captchaKey: string, answer: string): Promise<void> {
  const expected = await kv.take(keyOf(captchaKey));
  if (!expected || expected !== answer.trim().toLowerCase()) throw new AppError('CAPTCHA_WRONG');
}
