import { describe, expect, it } from 'vitest';
import { insertBlock } from './markdown-insert.ts';

const image = '![图片](/uploads/content-images/a.png)';

describe('insertBlock', () => {
  it('puts the snippet at the cursor on lines of its own', () => {
    const text = '第一段文字第二段';
    const at = '第一段文字'.length;
    const result = insertBlock(text, at, at, image);
    expect(result.text).toBe(`第一段文字\n\n${image}\n\n第二段`);
    expect(result.text.slice(0, result.cursor)).toBe(`第一段文字\n\n${image}`);
  });

  it('replaces the selection and adds no extra blank lines where there are some', () => {
    const text = '甲\n\n删掉\n\n乙';
    const result = insertBlock(text, 3, 5, image);
    expect(result.text).toBe(`甲\n\n${image}\n\n乙`);
  });

  it('works in an empty body and at the very end', () => {
    expect(insertBlock('', 0, 0, image)).toEqual({ text: image, cursor: image.length });
    expect(insertBlock('结尾\n', 3, 3, image).text).toBe(`结尾\n\n${image}`);
  });

  it('clamps a cursor outside the text', () => {
    expect(insertBlock('正文', 99, 120, image).text).toBe(`正文\n\n${image}`);
  });
});
