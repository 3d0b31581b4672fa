import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseSearchText, shortChineseName } from './place-names.ts';

describe('shortChineseName', () => {
  it.each([
    ['广东省', '广东'],
    ['内蒙古自治区', '内蒙古'],
    ['广西壮族自治区', '广西'],
    ['恩施土家族苗族自治州', '恩施'],
    ['海西蒙古族藏族自治州', '海西'],
    ['伊犁哈萨克自治州', '伊犁'],
    ['香港特别行政区', '香港'],
    ['天河区', '天河'],
    ['东区', '东区'],
    ['西藏自治区', '西藏'],
  ])('%s → %s', (name, short) => expect(shortChineseName(name)).toBe(short));

  it('never returns fewer than two characters unless given them', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('区', '县', '市', '省', '族', '自', '治', '州', '东', '回', '藏'),
          maxLength: 8,
        }),
        (name) => {
          const short = shortChineseName(name);
          expect(short.length >= 2 || short === name).toBe(true);
          expect(name.startsWith(short)).toBe(true);
        },
      ),
    );
  });
});

describe('normaliseSearchText', () => {
  it('drops case, accents and separators', () => {
    expect(normaliseSearchText('Guang Zhou')).toBe('guangzhou');
    expect(normaliseSearchText('São Paulo')).toBe('saopaulo');
    expect(normaliseSearchText('Washington, D.C.')).toBe('washingtondc');
    expect(normaliseSearchText('广州 天河')).toBe('广州天河');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => normaliseSearchText(normaliseSearchText(s)) === normaliseSearchText(s)),
    );
  });
});
