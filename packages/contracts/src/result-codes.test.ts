import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULT_CODES, isTokenCode, messageForCode, normaliseResultCode } from './result-codes.ts';

const SPEC_CODES = [
  '000400',
  '000401',
  '000403',
  '000404',
  '000405',
  '000406',
  '000410',
  '000422',
  '000500',
  '000502',
  '000503',
  '000504',
  '001100',
  '001109',
  '001103',
  '000095',
  '000096',
  '000098',
  '000099',
  '000008',
  '003302',
  '003303',
  '002205',
  '010001',
  '010002',
  '999999',
  '001108',
  '001106',
  '000007',
  '011001',
  '013002206',
  '001101',
  '001102',
  '001104',
];

describe('the result-code catalogue', () => {
  it('holds every SPEC §8 code once, each with a Chinese message', () => {
    const codes = Object.values(RESULT_CODES).map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of SPEC_CODES) {
      expect(codes, code).toContain(code);
      expect(messageForCode(code), code).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('normalises 9-digit codes to digits 4–9 and 3-digit statuses to 000+status', () => {
    expect(normaliseResultCode('100001100')).toBe('001100');
    expect(normaliseResultCode(404)).toBe('000404');
    expect(normaliseResultCode('001108')).toBe('001108');
    expect(normaliseResultCode(undefined)).toBe('');
  });

  it('normalises by the rule for any input (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (code) => {
        expect(normaliseResultCode(code)).toBe(code.slice(3));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999 }), (status) => {
        expect(normaliseResultCode(status)).toBe(`000${status}`);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = normaliseResultCode(text);
        if (!/^\s*\d{9}\s*$/.test(text) && !/^\s*\d{3}\s*$/.test(text)) expect(out).toBe(text.trim());
      }),
    );
  });

  it('keeps the message of a 9-digit code after the client normalises it (013002206 → 002206)', () => {
    expect(messageForCode(normaliseResultCode('013002206'))).toBe(RESULT_CODES.COURSE_LIMIT.message);
  });

  it('gives the slider its own code, so 000095 means the graphic captcha only', () => {
    expect(RESULT_CODES.SLIDER_FAILED.code).not.toBe(RESULT_CODES.CAPTCHA_WRONG.code);
  });

  it('knows the token codes', () => {
    expect(['001101', '001102', '001104'].every(isTokenCode)).toBe(true);
    expect(isTokenCode('001100')).toBe(false);
  });
});
