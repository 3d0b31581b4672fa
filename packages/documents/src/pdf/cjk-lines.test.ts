import { describe, expect, it } from 'vitest';
import { breakLines, breakUnits } from './cjk-lines.ts';

// Every character 1 wide, a space 0.5: easy to reason about.
const widthOf = (s: string) => [...s].reduce((w, ch) => w + (ch === ' ' ? 0.5 : 1), 0);

describe('breakUnits', () => {
  it('lets a line break between Chinese characters but keeps punctuation with its neighbour', () => {
    expect(breakUnits('你好，世界。')).toEqual(['你', '好，', '世', '界。']);
    expect(breakUnits('他说“走吧”')).toEqual(['他', '说', '“走', '吧”']);
    expect(breakUnits('（注）')).toEqual(['（注）']);
  });

  it('keeps Latin words, numbers and degrees whole', () => {
    expect(breakUnits('太阳12°23′在MC附近')).toEqual(['太', '阳', '12°23′', '在', 'MC', '附', '近']);
    expect(breakUnits('hello world')).toEqual(['hello', ' ', 'world']);
  });
});

describe('breakLines', () => {
  it('fills each line up to the width and never starts a line with closing punctuation', () => {
    const text = '一二三四五，六七八九十。甲乙丙丁戊己庚辛壬癸，子丑寅卯辰巳午未申酉戌亥。';
    const lines = breakLines(text, 6, widthOf);
    expect(lines.map((l) => l.text).join('')).toBe(text);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(6);
      expect('，。、；：！？）」”').not.toContain(line.text[0]);
    }
    expect(lines.at(-1)!.last).toBe(true);
    expect(lines.slice(0, -1).every((l) => !l.last)).toBe(true);
  });

  it('indents the first line and treats each newline as a new paragraph', () => {
    const lines = breakLines('一二三四五六\n七八九', 4, widthOf, 2);
    expect(lines.map((l) => l.text)).toEqual(['一二', '三四五六', '七八九']);
    expect(lines.map((l) => l.last)).toEqual([false, true, true]);
  });

  it('does not leave one or two characters alone on the last line', () => {
    const lines = breakLines('一二三四五六七八九十甲', 10, widthOf);
    expect(lines.map((l) => l.text)).toEqual(['一二三四五六七八九', '十甲']);
    const moved = breakLines('一二三四五六七八九十甲乙丙', 12, widthOf);
    expect(moved.at(-1)!.text.length).toBeGreaterThanOrEqual(2);
  });

  it('drops the space where a Latin line breaks', () => {
    expect(breakLines('alpha beta gamma', 11, widthOf).map((l) => l.text)).toEqual(['alpha beta', 'gamma']);
  });
});
