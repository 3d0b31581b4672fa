import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildEpub, countReadingCharacters, type EpubBook } from './epub.ts';

// The EPUB the seed generates must open in any reader: `mimetype` first and stored uncompressed
// (OCF §4.3), a package document listing every chapter in reading order, a navigation document, and
// text escaped as XML. The same book gives the same bytes (the seed compares hashes).

const book: EpubBook = {
  identifier: 'urn:test:book',
  title: '星星 & 月亮',
  author: '测试作者',
  language: 'zh-CN',
  description: '一本 <测试> 书',
  coverSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  chapters: [
    { title: '第一章', sections: [{ paragraphs: ['第一段，含 <b>标签</b> 与 & 符号。'] }] },
    { title: '第二章', sections: [{ heading: '小节', paragraphs: ['第二段。'] }] },
  ],
};

describe('buildEpub', () => {
  it('writes mimetype first and uncompressed, then a package that lists the chapters in order', () => {
    const { bytes } = buildEpub(book);
    // Local file header: name at offset 30, compression method (0 = stored) at offset 8.
    expect(bytes.subarray(30, 38).toString()).toBe('mimetype');
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.subarray(38, 58).toString()).toBe('application/epub+zip');

    const files = unzipSync(new Uint8Array(bytes));
    expect(strFromU8(files['META-INF/container.xml']!)).toContain('full-path="OEBPS/content.opf"');
    const opf = strFromU8(files['OEBPS/content.opf']!);
    expect(opf).toContain('<dc:title>星星 &amp; 月亮</dc:title>');
    expect(opf.indexOf('idref="ch1"')).toBeLessThan(opf.indexOf('idref="ch2"'));
    expect(strFromU8(files['OEBPS/nav.xhtml']!)).toContain('<a href="chapter-02.xhtml">第二章</a>');
    const first = strFromU8(files['OEBPS/chapter-01.xhtml']!);
    expect(first).toContain('第一段，含 &lt;b&gt;标签&lt;/b&gt; 与 &amp; 符号。');
    expect(first).not.toContain('<b>');
    expect(strFromU8(files['OEBPS/chapter-02.xhtml']!)).toContain('<h2>小节</h2>');
  });

  it('gives the same bytes for the same book, and other bytes for a changed one', () => {
    expect(buildEpub(book).sha256).toBe(buildEpub(book).sha256);
    const changed = { ...book, chapters: [...book.chapters, { title: '第三章', sections: [] }] };
    expect(buildEpub(changed).sha256).not.toBe(buildEpub(book).sha256);
    expect(() => buildEpub({ ...book, chapters: [] })).toThrow();
  });

  it('counts reading characters without spaces and punctuation', () => {
    expect(countReadingCharacters([{ title: 'x', sections: [{ paragraphs: ['星图，你好！ ab'] }] }])).toBe(6);
  });
});
