import { createHash } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';

// Builds an EPUB 3 file (with an EPUB 2 toc.ncx for older readers) from a book written as data: the
// demo books are generated this way at seed time, and an operator's text could be too. The zip's
// first entry is the uncompressed `mimetype` (EPUB OCF §4.3); dates are fixed so the same text gives
// the same bytes (and the same SHA-256), which tells the seed whether a book changed. Styles are inline
// in each document: the web reader renders chapters in frames under the site's CSP, which refuses a
// stylesheet from a blob: address.

export interface EpubSection {
  heading?: string;
  paragraphs: string[];
}

export interface EpubChapter {
  title: string;
  sections: EpubSection[];
}

export interface EpubBook {
  /** Stable identifier, e.g. `urn:xingtu:ebook:moon-signs`. */
  identifier: string;
  title: string;
  author: string;
  /** BCP 47, zh-CN for every book we publish. */
  language: string;
  description: string;
  /** The cover as an SVG document (our own art). */
  coverSvg: string;
  chapters: EpubChapter[];
}

export interface BuiltEpub {
  bytes: Buffer;
  sha256: string;
}

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
const MODIFIED = '2026-01-01T00:00:00Z';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const chapterFile = (index: number) => `chapter-${String(index + 1).padStart(2, '0')}.xhtml`;

const STYLE = `body { margin: 0 4%; line-height: 1.85; text-align: justify; font-family: serif; }
h1 { font-size: 1.5em; margin: 1.2em 0 0.9em; text-align: center; line-height: 1.4; }
h2 { font-size: 1.15em; margin: 1.4em 0 0.6em; }
p { text-indent: 2em; margin: 0 0 0.8em; }
.cover { text-align: center; margin: 0; padding: 0; }
.cover img { max-width: 100%; max-height: 100vh; }
`;

function xhtml(lang: string, title: string, body: string, extraNs = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml"${extraNs} xml:lang="${lang}" lang="${lang}">
<head><meta charset="UTF-8"/><title>${escapeXml(title)}</title><style>${STYLE}</style></head>
<body>
${body}
</body>
</html>
`;
}

function chapterXhtml(book: EpubBook, chapter: EpubChapter): string {
  const body = [`<section><h1>${escapeXml(chapter.title)}</h1>`];
  for (const section of chapter.sections) {
    if (section.heading) body.push(`<h2>${escapeXml(section.heading)}</h2>`);
    for (const paragraph of section.paragraphs) body.push(`<p>${escapeXml(paragraph)}</p>`);
  }
  body.push('</section>');
  return xhtml(book.language, chapter.title, body.join('\n'));
}

function navXhtml(book: EpubBook): string {
  const items = book.chapters
    .map((c, i) => `<li><a href="${chapterFile(i)}">${escapeXml(c.title)}</a></li>`)
    .join('\n');
  return xhtml(
    book.language,
    '目录',
    `<nav epub:type="toc" id="toc"><h1>目录</h1><ol>\n${items}\n</ol></nav>`,
    ' xmlns:epub="http://www.idpf.org/2007/ops"',
  );
}

function tocNcx(book: EpubBook): string {
  const points = book.chapters
    .map(
      (c, i) =>
        `<navPoint id="np-${i + 1}" playOrder="${i + 1}"><navLabel><text>${escapeXml(c.title)}</text></navLabel><content src="${chapterFile(i)}"/></navPoint>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
<head><meta name="dtb:uid" content="${escapeXml(book.identifier)}"/></head>
<docTitle><text>${escapeXml(book.title)}</text></docTitle>
<navMap>
${points}
</navMap>
</ncx>
`;
}

function contentOpf(book: EpubBook): string {
  const chapters = book.chapters.map((_, i) => ({ id: `ch${i + 1}`, href: chapterFile(i) }));
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${book.language}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">${escapeXml(book.identifier)}</dc:identifier>
<dc:title>${escapeXml(book.title)}</dc:title>
<dc:creator>${escapeXml(book.author)}</dc:creator>
<dc:language>${book.language}</dc:language>
<dc:description>${escapeXml(book.description)}</dc:description>
<dc:publisher>星图</dc:publisher>
<meta property="dcterms:modified">${MODIFIED}</meta>
<meta name="cover" content="cover-image"/>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
<item id="cover-image" href="cover.svg" media-type="image/svg+xml" properties="cover-image"/>
<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>
${chapters.map((c) => `<item id="${c.id}" href="${c.href}" media-type="application/xhtml+xml"/>`).join('\n')}
</manifest>
<spine toc="ncx">
<itemref idref="cover" linear="no"/>
${chapters.map((c) => `<itemref idref="${c.id}"/>`).join('\n')}
</spine>
</package>
`;
}

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;

export function buildEpub(book: EpubBook): BuiltEpub {
  if (book.chapters.length === 0) throw new Error(`e-book ${book.identifier} has no chapters`);
  const text = (content: string): [Uint8Array, { mtime: Date }] => [strToU8(content), { mtime: FIXED_DATE }];
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0, mtime: FIXED_DATE }],
    'META-INF/container.xml': text(CONTAINER),
    'OEBPS/content.opf': text(contentOpf(book)),
    'OEBPS/nav.xhtml': text(navXhtml(book)),
    'OEBPS/toc.ncx': text(tocNcx(book)),
    'OEBPS/cover.svg': text(book.coverSvg),
    'OEBPS/cover.xhtml': text(
      xhtml(
        book.language,
        book.title,
        `<div class="cover"><img src="cover.svg" alt="${escapeXml(book.title)}"/></div>`,
      ),
    ),
  };
  book.chapters.forEach((chapter, i) => {
    files[`OEBPS/${chapterFile(i)}`] = text(chapterXhtml(book, chapter));
  });
  const bytes = Buffer.from(zipSync(files, { level: 9 }));
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Characters of reading text (Chinese is counted by character; spaces and punctuation excluded). */
export function countReadingCharacters(chapters: EpubChapter[]): number {
  let count = 0;
  for (const chapter of chapters)
    for (const section of chapter.sections)
      for (const paragraph of section.paragraphs) count += paragraph.replace(/[\s\p{P}]/gu, '').length;
  return count;
}
