import { describe, expect, it } from 'vitest';
import { gradeOf } from './grade-form.ts';

describe('the console grading form', () => {
  it('accepts a whole score from 0 to 100 and a comment', () => {
    expect(gradeOf(true, ' 88 ', '  思路清楚，相位判断准确 ')).toEqual({
      passed: true,
      score: 88,
      comment: '思路清楚，相位判断准确',
    });
    expect(gradeOf(false, '0', '再看看宫主星')).toEqual({ passed: false, score: 0, comment: '再看看宫主星' });
  });

  it('refuses a missing or out-of-range score and an empty comment, in Chinese', () => {
    expect(gradeOf(true, '', '很好')).toEqual({ error: '分数在 0 到 100 之间' });
    expect(gradeOf(true, '101', '很好')).toEqual({ error: '分数在 0 到 100 之间' });
    expect(gradeOf(true, '9.5', '很好')).toEqual({ error: '分数在 0 到 100 之间' });
    expect(gradeOf(true, '90', ' ')).toEqual({ error: '请填写批改意见' });
    expect(gradeOf(true, '90', '好'.repeat(1001))).toEqual({ error: '批改意见最多 1000 个字' });
  });
});
