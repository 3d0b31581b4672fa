import { describe, expect, it } from 'vitest';
import type { PointRecord } from '@xingtu/contracts/charts';
import { patternLine } from './pattern-line.ts';

const points = [
  ['sun', '太阳'],
  ['moon', '月亮'],
  ['mars', '火星'],
  ['venus', '金星'],
].map(([id, nameZh]) => ({ id, nameZh }) as PointRecord);

describe('the 格局 line', () => {
  it('names each pattern once with the planets that make it', () => {
    const line = patternLine({
      points,
      patterns: [
        { type: 'tSquare', nameZh: 'T三角', points: ['sun', 'moon', 'mars'] },
        { type: 'tSquare', nameZh: 'T三角', points: ['mars', 'sun', 'moon'] },
        { type: 'tSquare', nameZh: 'T三角', points: ['sun', 'moon', 'venus'] },
        { type: 'grandTrine', nameZh: '大三角', points: ['moon', 'venus', 'mars'] },
      ],
    });
    expect(line).toBe(
      '格局：T三角（太阳、月亮、火星）；T三角（太阳、月亮、金星）；大三角（月亮、金星、火星）',
    );
  });
  it('is absent without patterns', () => {
    expect(patternLine({ points, patterns: [] })).toBeNull();
  });
});
