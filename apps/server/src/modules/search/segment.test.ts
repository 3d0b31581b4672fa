import { describe, expect, it } from 'vitest';
import { queryTerms } from './segment.ts';

const wordsOf = (keyword: string) => queryTerms(keyword).map((term) => term.word);

describe('query terms', () => {
  it('drops a single-character function word beside meaningful words', () => {
    expect(wordsOf('xyz不存在')).toEqual(['xyz', '存在']);
    expect(wordsOf('我不知道的星座')).toEqual(['知道', '星座']);
    expect(wordsOf('月亮在水瓶座是什么意思')).toEqual(['月亮', '水瓶座', '什么', '意思']);
  });

  it('still searches such a word typed on its own, and keeps the astrological single characters', () => {
    expect(wordsOf('不')).toEqual(['不']);
    expect(wordsOf('火星不好')).toEqual(['火星', '不好']);
    expect(wordsOf('第十宫')).toContain('宫');
  });
});
