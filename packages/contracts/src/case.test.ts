import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camelKey, snakeKey, toCamelCase, toSnakeCase } from './case.ts';

describe('snake_case in, camelCase out', () => {
  it('converts nested payloads and keeps the auth record as it is', () => {
    expect(toSnakeCase({ birthHour: 8, userInfo: { birthLatitude: 1 }, list: [{ smsCode: '1' }] })).toEqual({
      birth_hour: 8,
      user_info: { birth_latitude: 1 },
      list: [{ sms_code: '1' }],
    });
    expect(
      toCamelCase({
        result_code: '000000',
        data: { records: { auth: { access_token: 'a' }, user_id: '1' } },
      }),
    ).toEqual({
      resultCode: '000000',
      data: { records: { auth: { access_token: 'a' }, userId: '1' } },
    });
  });

  it('round-trips camelCase identifiers (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,6}([A-Z][a-z]{1,6}){0,3}$/), (key) => {
        expect(camelKey(snakeKey(key))).toBe(key);
      }),
    );
  });

  it('leaves dates, files and primitives alone', () => {
    const date = new Date(0);
    expect(toSnakeCase<{ at_time: Date }>({ atTime: date }).at_time).toBe(date);
    expect(toSnakeCase(null)).toBe(null);
    expect(toSnakeCase('someText')).toBe('someText');
  });
});
