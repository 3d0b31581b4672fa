import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AhoCorasick } from './aho-corasick.ts';
import { createLocalModerator, loadWordList, normaliseForModeration } from './local-moderator.ts';
import { TRADITIONAL_TO_SIMPLIFIED } from './traditional-forms.ts';

describe('Aho–Corasick', () => {
  it('finds every occurrence of overlapping words', () => {
    const matcher = new AhoCorasick(['he', 'she', 'his', 'hers']);
    expect(
      matcher
        .search('ushers')
        .map((m) => m.word)
        .sort(),
    ).toEqual(['he', 'hers', 'she']);
  });

  it('agrees with a naive search (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '星', '图'), minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.string({ unit: fc.constantFrom('a', 'b', '星', '图'), maxLength: 40 }),
        (words, text) => {
          const matcher = new AhoCorasick(words);
          const found = new Set(matcher.search(text).map((m) => `${m.start}:${m.word}`));
          const chars = [...text];
          const expected = new Set<string>();
          for (const word of new Set(words)) {
            const w = [...word];
            for (let i = 0; i + w.length <= chars.length; i += 1)
              if (chars.slice(i, i + w.length).join('') === word) expected.add(`${i}:${word}`);
          }
          expect(found).toEqual(expected);
        },
      ),
    );
  });
});

describe('the local moderator', () => {
  it('loads the maintained list', () => {
    expect(loadWordList().length).toBeGreaterThan(20);
  });

  it('catches words split by spaces, punctuation or full-width forms', async () => {
    const moderator = createLocalModerator();
    expect((await moderator.scan('想了解一下网上赌场')).pass).toBe(false);
    expect((await moderator.scan('赌 * 博')).pass).toBe(false);
    expect(normaliseForModeration('ＡＢＣ　赌博！')).toBe('abc赌博');
    expect((await moderator.scan('我想学习上升星座和月亮星座')).pass).toBe(true);
  });

  it('is not fooled by invisible format characters between the characters of a word', async () => {
    const moderator = createLocalModerator();
    for (const invisible of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u202e', '\u2066', '\ufe0f'])
      expect((await moderator.scan(`代${invisible}开发票请联系我`)).pass, JSON.stringify(invisible)).toBe(
        false,
      );
    expect(normaliseForModeration('赌\u200b\u200d博\u202e')).toBe('赌博');
  });

  it('catches a listed word written in traditional characters', async () => {
    const moderator = createLocalModerator();
    for (const text of ['代開發票請聯繫', '網上賭場', '銀行卡出售', '加微信返現', '製作炸彈', '博彩平臺'])
      expect((await moderator.scan(text)).pass, text).toBe(false);
    expect((await moderator.scan('開心學習星盤，發現自己')).pass).toBe(true);
  });

  it('folds only characters the word list uses, each to a different simplified form', () => {
    const listed = new Set(loadWordList().flatMap((word) => [...word]));
    for (const [traditional, simplified] of TRADITIONAL_TO_SIMPLIFIED) {
      expect(traditional).not.toBe(simplified);
      expect(listed.has(simplified), `${traditional}→${simplified}`).toBe(true);
      expect(listed.has(traditional)).toBe(false);
    }
  });
});
