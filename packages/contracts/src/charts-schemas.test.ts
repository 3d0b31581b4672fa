import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toSnakeCase } from './case.ts';
import {
  careerBodySchema,
  kidBodySchema,
  natalBodySchema,
  synastryBodySchema,
  transitsBodySchema,
} from './charts-schemas.ts';
import type {
  BirthPayload,
  CareerRequest,
  KidRequest,
  NatalRequest,
  SynastryRequest,
  TransitsRequest,
} from './charts.ts';

// The browser writes chart requests with the camelCase types of charts.ts and the client sends them
// in snake_case; the server checks them with charts-schemas.ts. These keep the two descriptions one.

type SnakeKey<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeKey<Rest>}`
  : S;
type Snake<T> = T extends readonly (infer U)[]
  ? Snake<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: Snake<T[K]> }
    : T;
type Accepts<Schema extends z.ZodType, Request> = Snake<Request> extends z.input<Schema> ? true : false;

const typesAgree: [
  Accepts<typeof natalBodySchema, NatalRequest>,
  Accepts<typeof synastryBodySchema, SynastryRequest>,
  Accepts<typeof transitsBodySchema, TransitsRequest>,
  Accepts<typeof careerBodySchema, CareerRequest>,
  Accepts<typeof kidBodySchema, KidRequest>,
] = [true, true, true, true, true];

const birth: BirthPayload = {
  date: '1990-05-01',
  time: '14:30',
  timeZone: 'Asia/Shanghai',
  latitude: 23.13,
  longitude: 113.26,
  placeName: '广东省 广州市',
  disambiguation: 'earlier',
};
const settings = { houseSystem: 'K', orbs: { conjunction: 8, semiSextile: 2 } } as const;

describe('chart requests', () => {
  it('written with the browser types pass the server schemas once sent in snake_case', () => {
    expect(typesAgree).toEqual([true, true, true, true, true]);
    const requests: [z.ZodType, unknown][] = [
      [natalBodySchema, { birth, name: '小林', ...settings } satisfies NatalRequest],
      [natalBodySchema, { contactId: 7, houseSystem: 'P' } satisfies NatalRequest],
      [synastryBodySchema, { a: { birth }, b: { contactId: 7 }, ...settings } satisfies SynastryRequest],
      [
        transitsBodySchema,
        { natal: { birth }, from: '2026-01-01', to: '2026-04-01', ...settings } satisfies TransitsRequest,
      ],
      [careerBodySchema, { natal: { birth: { ...birth, time: null } }, ...settings } satisfies CareerRequest],
      [kidBodySchema, { child: { birth }, parents: [{ contactId: 7 }], ...settings } satisfies KidRequest],
    ];
    for (const [schema, request] of requests)
      expect(schema.safeParse(toSnakeCase(request)).error).toBeUndefined();
  });

  it('read the orbs by aspect id and the house system by its code', () => {
    const body = natalBodySchema.parse(toSnakeCase({ birth, ...settings }));
    expect(body.house_system).toBe('K');
    expect(body.orbs).toEqual({ conjunction: 8, semiSextile: 2 });
  });
});
