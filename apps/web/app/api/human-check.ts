import { humanCheckApi } from '@xingtu/contracts/human-check-api';
import type { SliderChallengeRecord } from '@xingtu/contracts/human-check-api-schemas';
import { client, records } from './lazy-client.ts';

// Human checks (SPEC §7): the picture code and the slider, whose answers guard code sending,
// sign-up and repeated sign-ins. Endpoints of contracts/human-check-api.ts.

export type SliderChallenge = SliderChallengeRecord;

export interface HumanCheck {
  captchaKey?: string;
  captchaCode?: string;
  sliderToken?: string;
}

export const captchaImageUrl = (key: string): string =>
  `${humanCheckApi.pictureCode.path}?key=${encodeURIComponent(key)}`;

export async function fetchSlider(): Promise<SliderChallenge> {
  return records(await (await client()).call(humanCheckApi.slider, {}, { cache: false }));
}

export async function verifySlider(
  sliderId: string,
  offsetX: number,
  track: { x: number; y: number; t: number }[],
): Promise<string> {
  const answer = await (
    await client()
  ).call(humanCheckApi.verifySlider, { body: { sliderId, offsetX, track } }, { silent: true });
  return records(answer).sliderToken;
}
