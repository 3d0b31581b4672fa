import type { EpubChapter } from '../../../modules/ebooks/index.ts';

/** A demo e-book written as data: the seed builds its EPUB, cover and catalogue record from it. */
export interface DemoEbook {
  slug: string;
  title: string;
  author: string;
  summary: string;
  intro: string[];
  tags: string[];
  /** The chapter readable free on the detail page. */
  sampleIndex: number;
  palette: { from: string; to: string; accent: string };
  glyph: 'moon' | 'wheel' | 'spiral';
  chapters: EpubChapter[];
}
