import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES,
  isAccount,
  isEmail,
  isMobile,
  isValidName,
  isValidPassword,
  maskMobile,
} from './validation.ts';

describe('SPEC §5 patterns', () => {
  it('accepts exactly 11 digits starting with 1 as a mobile number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1\d{10}$/), (m) => {
        expect(isMobile(m)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (!/^1\d{10}$/.test(text)) expect(isMobile(text)).toBe(false);
      }),
    );
    expect(isMobile('23800000001')).toBe(false);
    expect(isMobile('1380000000')).toBe(false);
  });

  it('accepts simple e-mail addresses with a 2–3 letter ending', () => {
    expect(isEmail('a.b@xingtu.cn')).toBe(true);
    expect(isEmail('user@mail.example.com')).toBe(true);
    expect(isEmail('user@example.info')).toBe(false);
    expect(isEmail('no-at.example.com')).toBe(false);
    expect(isAccount('13800000001') && isAccount('x@y.cn') && !isAccount('hello')).toBe(true);
  });

  it('accepts English names with single spaces, or letter+digit mixes of 2+ with a letter', () => {
    expect(isValidName('Mary Ann')).toBe(true);
    expect(isValidName('Mary  Ann')).toBe(false);
    expect(isValidName('林晓')).toBe(true);
    expect(isValidName('abc123')).toBe(true);
    expect(isValidName('123')).toBe(false);
    expect(isValidName('a1')).toBe(true);
    expect(isValidName('1')).toBe(false);
  });

  it('accepts Chinese names, with the middle dot of minority names, and says so when refusing', () => {
    for (const name of ['林晓', '欧阳明月', '阿依古丽·买买提', '迪丽热巴•迪力木拉提'])
      expect(isValidName(name)).toBe(true);
    for (const name of ['林', '·林晓', '林晓·', '林··晓', '林 晓']) expect(isValidName(name)).toBe(false);
    expect(VALIDATION_MESSAGES.name).toContain('中文姓名');
    expect(VALIDATION_MESSAGES.name).toContain('·');
  });

  it('wants a password longer than 6', () => {
    expect(isValidPassword('123456')).toBe(false);
    expect(isValidPassword('1234567')).toBe(true);
  });

  it('masks the last four digits with stars and keeps the rest (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1\d{10}$/), (mobile) => {
        const masked = maskMobile(mobile);
        expect(masked).toHaveLength(11);
        expect(masked.slice(0, 7)).toBe(mobile.slice(0, 7));
        expect(masked.endsWith('****')).toBe(true);
      }),
    );
    expect(maskMobile('123')).toBe('***');
  });
});
