import { strFromU8, unzipSync } from 'fflate';

// Reads an uploaded EPUB: first the container rule (EPUB OCF §4.3 — a ZIP whose first entry is the
// uncompressed `mimetype` file saying application/epub+zip), then its reading order (container.xml →
// the package document's spine → each XHTML document) for the table of contents, the free sample
// chapter and the character count the shop shows. Pure functions; what fails is reported, not thrown.

const MIMETYPE = 'application/epub+zip';

/** Whether the bytes are an EPUB container: a ZIP whose first entry is the stored `mimetype` file. */
export function isEpubContainer(bytes: Buffer): boolean {
  if (bytes.length < 30 + 8 + MIMETYPE.length || bytes.readUInt32LE(0) !== 0x04034b50) return false;
  const method = bytes.readUInt16LE(8);
  const size = bytes.readUInt32LE(18);
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  const name = bytes.subarray(30, 30 + nameLength).toString('latin1');
  const start = 30 + nameLength + extraLength;
  const content = bytes.subarray(start, start + MIMETYPE.length).toString('latin1');
  return method === 0 && name === 'mimetype' && size === MIMETYPE.length && content === MIMETYPE;
}

export interface EpubChapterText {
  title: string;
  paragraphs: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of an XHTML fragment: tags dropped, entities decoded, spaces folded. */
export function plainText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\r\n\f]+/g, ' ')
    .trim();
}

const attr = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1] ?? null;

function resolve(base: string, href: string): string {
  const parts = base.split('/').slice(0, -1);
  for (const part of decodeURIComponent(href.split('#')[0]!).split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The chapters in reading order that hold text (a cover or the navigation document holds none). */
export function readEpubChapters(bytes: Buffer): EpubChapterText[] | null {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(bytes));
  } catch {
    return null;
  }
  const text = (path: string) => (files[path] ? strFromU8(files[path]) : null);
  const container = text('META-INF/container.xml');
  const rootTag = container ? /<rootfile\b[^>]*>/i.exec(container)?.[0] : undefined;
  const opfPath = rootTag ? attr(rootTag, 'full-path') : null;
  const opf = opfPath ? text(opfPath) : null;
  if (!opfPath || !opf) return null;
  const manifest = new Map<string, string>();
  for (const item of opf.match(/<item\b[^>]*>/gi) ?? []) {
    const id = attr(item, 'id');
    const href = attr(item, 'href');
    if (id && href) manifest.set(id, resolve(opfPath, href));
  }
  const chapters: EpubChapterText[] = [];
  for (const ref of opf.match(/<itemref\b[^>]*>/gi) ?? []) {
    const path = manifest.get(attr(ref, 'idref') ?? '');
    const doc = path ? text(path) : null;
    if (!doc) continue;
    const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(doc)?.[1] ?? doc;
    const paragraphs = (body.match(/<p\b[^>]*>[\s\S]*?<\/p>/gi) ?? []).map(plainText).filter(Boolean);
    if (paragraphs.length === 0) continue;
    const heading = /<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(body)?.[1];
    const title = plainText(heading ?? /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(doc)?.[1] ?? '');
    chapters.push({ title: (title || `第 ${chapters.length + 1} 章`).slice(0, 60), paragraphs });
  }
  return chapters;
}

/** Characters a reader reads (no spaces), as the shop counts them. */
export const readingCharacters = (chapters: EpubChapterText[]): number =>
  chapters.reduce((sum, chapter) => sum + chapter.paragraphs.join('').replace(/\s/g, '').length, 0);
