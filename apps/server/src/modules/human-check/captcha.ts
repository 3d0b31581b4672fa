import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import { AppError } from '../../errors.ts';

// The graphic captcha (SPEC §7 /base/sys/digitalCode): 4 characters, single use, 5 minutes. Drawn as
// an SVG and sent as pixels: in the SVG each character is a path whose commands give it away to a
// script (an attack pass read 300 of 300); a PNG has to be read as an image.
const CAPTCHA_TTL_MS = 5 * 60_000;
const keyOf = (captchaKey: string) => `captcha:${captchaKey}`;

export async function createCaptcha(kv: KeyValueStore, captchaKey: string): Promise<Buffer> {
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
  // Twice the displayed size, for sharp characters on high-density screens.
  return new Resvg(captcha.data, { fitTo: { mode: 'width', value: 240 } }).render().asPng();
}

/** Claims the captcha (right or wrong, it cannot be tried twice); a wrong or expired answer is 000095. */
export async function verifyCaptcha(kv: KeyValueStore, captchaKey: string, answer: string): Promise<void> {
  const expected = await kv.take(keyOf(captchaKey));
  if (!expected || expected !== answer.trim().toLowerCase()) throw new AppError('CAPTCHA_WRONG');
}
