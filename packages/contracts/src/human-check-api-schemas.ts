import { z } from 'zod';
import { raw, records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of the human checks (declared in human-check-api.ts): the picture code and the slider.

/** The drag of the slider: where the piece was let go, and the pointer's track on the way. */
export const sliderVerifySchema = z.object({
  slider_id: z.string().min(8).max(64),
  offset_x: z.number().min(0).max(1000),
  track: z
    .array(z.object({ x: z.number(), y: z.number(), t: z.number() }))
    .min(1)
    .max(500),
});

export const sliderChallengeRecordSchema = z.object({
  sliderId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  /** data: URIs of the two pictures. */
  background: z.string(),
  piece: z.string(),
});
export type SliderChallengeRecord = z.output<typeof sliderChallengeRecordSchema>;

export const humanCheckApiSchemas = {
  pictureCode: {
    query: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '验证码标识不正确') }),
    answer: raw('image/png'),
  },
  slider: { answer: records(sliderChallengeRecordSchema) },
  verifySlider: { body: sliderVerifySchema, answer: records(z.object({ sliderToken: z.string() })) },
} as const satisfies Record<string, EndpointSchemas>;
