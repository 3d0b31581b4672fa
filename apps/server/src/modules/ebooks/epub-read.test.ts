import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildEpub } from './epub.ts';
import { isEpubContainer, plainText, readEpubChapters, readingCharacters } from './epub-read.ts';

const book = buildEpub({
  identifier: 'urn:test:book',
  title: '测试之书',
  author: '星图编辑部',
  language: 'zh-CN',
  description: '一本测试用的小书。',
  coverSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  chapters: [
    { title: '第一章　月亮', sections: [{ paragraphs: ['月亮代表情绪。', '它两天半换一个星座。'] }] },
    { title: '第二章　太阳', sections: [{ heading: '核心', paragraphs: ['太阳代表自我 & 意志。'] }] },
  ],
});

describe('reading an uploaded EPUB', () => {
  it('checks the container: the first entry is the stored mimetype file', () => {
    expect(isEpubContainer(book.bytes)).toBe(true);
    const zipFirstOther = Buffer.from(
      zipSync({ 'a.txt': strToU8('x'), mimetype: [strToU8('application/epub+zip'), { level: 0 }] }),
    );
    expect(isEpubContainer(zipFirstOther)).toBe(false);
    const compressed = Buffer.from(zipSync({ mimetype: [strToU8('application/epub+zip'), { level: 9 }] }));
    expect(isEpubContainer(compressed)).toBe(false);
    const wrongType = Buffer.from(zipSync({ mimetype: [strToU8('application/zip+epubx'), { level: 0 }] }));
    expect(isEpubContainer(wrongType)).toBe(false);
    expect(isEpubContainer(Buffer.from('%PDF-1.4 not a book at all, but long enough to look'))).toBe(false);
  });

  it('finds the chapters in reading order with their paragraphs, skipping the cover and contents', () => {
    const chapters = readEpubChapters(book.bytes)!;
    expect(chapters.map((c) => c.title)).toEqual(['第一章　月亮', '第二章　太阳']);
    expect(chapters[0]!.paragraphs).toEqual(['月亮代表情绪。', '它两天半换一个星座。']);
    expect(chapters[1]!.paragraphs).toContain('太阳代表自我 & 意志。');
    expect(readingCharacters(chapters)).toBeGreaterThan(20);
    expect(readEpubChapters(Buffer.from('not a zip'))).toBeNull();
  });

  it('plain text drops tags and decodes entities', () => {
    expect(plainText('<em>水星</em>&#x9006;行 &amp; <b>留</b>&nbsp;')).toBe('水星逆行 & 留');
  });
});
