import { z } from 'zod';
import type { AnswerSchema } from './endpoint.ts';

// How an endpoint's answer is described in its schemas file (endpoint.ts has the format).

/** `data: { records: <schema> }`: one object or a list. */
export const records = <S extends z.ZodType>(schema: S) => ({ kind: 'records', schema }) as const;
/** `data: { records: <schema>[], total, size, current }`: a page of a list. */
export const page = <S extends z.ZodType>(schema: S) => ({ kind: 'page', schema }) as const;
/** `data: null`: the message is the answer (已退出登录 …). */
export const empty = { kind: 'empty' } as const;
/** A JSON body without the envelope (health checks). */
export const plain = <S extends z.ZodType>(schema: S) => ({ kind: 'plain', schema }) as const;
/** A body of its own content type (an HTML page, an SVG image, a gateway's expected reply). */
export const raw = (contentType: string) => ({ kind: 'raw', contentType }) as const;

const failure = z.object({
  success: z.literal(false),
  resultCode: z.string(),
  desc: z.string(),
  data: z.unknown().nullable(),
});

/**
 * The body schema the server serialises with (HTTP 200): the success envelope of this answer, or a
 * business failure (success false, any data). Undefined for raw bodies, which are sent as they are.
 */
export function answerBodySchema(answer: AnswerSchema): z.ZodType | undefined {
  const success = (data: z.ZodType) =>
    z.object({ success: z.literal(true), resultCode: z.string(), desc: z.string(), data });
  switch (answer.kind) {
    case 'records':
      return z.union([success(z.object({ records: answer.schema })), failure]);
    case 'page':
      return z.union([
        success(
          z.object({
            records: z.array(answer.schema),
            total: z.number().int(),
            size: z.number().int(),
            current: z.number().int(),
          }),
        ),
        failure,
      ]);
    case 'empty':
      return z.union([success(z.null()), failure]);
    case 'plain':
      return answer.schema;
    case 'raw':
      return undefined;
  }
}
