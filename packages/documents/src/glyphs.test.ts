import { POINTS, SIGNS } from '@xingtu/contracts/astrology';
import { describe, expect, it } from 'vitest';
import { glyphFont, textRuns } from './glyphs.ts';

describe('glyph fallback', () => {
  it('draws Chinese with Noto Sans SC and the astrological glyphs it lacks with Noto Sans Symbols', () => {
    expect(glyphFont('星')).toBe('regular');
    expect(glyphFont('AC')).toBe('regular');
    expect(glyphFont('☽\uFE0E')).toBe('symbols');
    for (const sign of SIGNS) expect(glyphFont(sign.glyph), sign.id).not.toBeNull();
    for (const id of ['sun', 'moon', 'mercury', 'jupiter', 'pluto', 'trueNode', 'chiron'] as const)
      expect(glyphFont(POINTS[id].glyph), id).not.toBeNull();
  });

  it('splits text into runs by font and writes a glyph no font has as its Chinese name', () => {
    expect(textRuns('月亮☽在天蝎座℞')).toEqual([
      { font: 'regular', text: '月亮' },
      { font: 'symbols', text: '☽' },
      { font: 'regular', text: '在天蝎座逆行' },
    ]);
    expect(glyphFont('℞')).toBeNull();
  });
});
