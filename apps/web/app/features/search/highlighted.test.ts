import { describe, expect, it } from 'vitest';
import { highlightPieces } from './highlighted.ts';

describe('highlightPieces', () => {
  it('splits marked words from the text around them', () => {
    expect(highlightPieces('小林的<mark>上升</mark>在<mark>天秤座</mark>。')).toEqual([
      { text: '小林的', marked: false },
      { text: '上升', marked: true },
      { text: '在', marked: false },
      { text: '天秤座', marked: true },
      { text: '。', marked: false },
    ]);
  });

  it('gives escaped markup back as text, never as tags', () => {
    expect(
      highlightPieces('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;lt; <mark>冥王星</mark>'),
    ).toEqual([
      { text: '<script>alert("x")</script> &lt; ', marked: false },
      { text: '冥王星', marked: true },
    ]);
  });
});
