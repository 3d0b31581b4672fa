// E-books and the reader (issue 18 §3): values the pages use, free of zod (the browser loads this).
// Request and record schemas are in ebooks-schemas.ts; endpoints in ebooks-api.ts.

/** A book's public name: the slug of its product's target (`targetKind: 'ebook'`), e.g. moon-signs. */
export const EBOOK_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,47}$/;

export const EBOOK_THEMES = ['day', 'sepia', 'night'] as const;
export type EbookTheme = (typeof EBOOK_THEMES)[number];
export const EBOOK_THEME_LABELS: Record<EbookTheme, string> = { day: '日间', sepia: '护眼', night: '夜间' };

/** Reader font size in percent of the book's own size. */
export const EBOOK_FONT_MIN_PERCENT = 80;
export const EBOOK_FONT_MAX_PERCENT = 160;
export const EBOOK_FONT_STEP_PERCENT = 10;
export const EBOOK_FONT_DEFAULT_PERCENT = 100;

export const EBOOK_ANNOTATION_KINDS = ['bookmark', 'highlight'] as const;
export type EbookAnnotationKind = (typeof EBOOK_ANNOTATION_KINDS)[number];

export const EBOOK_HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export type EbookHighlightColor = (typeof EBOOK_HIGHLIGHT_COLORS)[number];
export const EBOOK_HIGHLIGHT_LABELS: Record<EbookHighlightColor, string> = {
  yellow: '黄色',
  green: '绿色',
  blue: '蓝色',
  pink: '粉色',
};

/** Bookmarks and highlights one member may keep in one book (003420 past it). */
export const EBOOK_ANNOTATIONS_PER_BOOK = 500;
export const EBOOK_NOTE_MAX_CHARS = 500;
export const EBOOK_EXCERPT_MAX_CHARS = 500;

/** How long a reading link (the signed file address) stays valid. */
export const EBOOK_FILE_LINK_SECONDS = 300;

/** The reader's address for a book (also the "use" page of a bought e-book). */
export const ebookReaderPath = (bookId: string): string => `/ebook/reader?id=${encodeURIComponent(bookId)}`;
export const ebookDetailPath = (productId: number): string => `/ebook/detail/${productId}`;
