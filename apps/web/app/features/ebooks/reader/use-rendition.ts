import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { EbookTheme } from '@xingtu/contracts/ebooks';
import type { EbookAnnotation } from '@xingtu/contracts/ebooks-schemas';
import { bookThemeRules, HIGHLIGHT_FILLS } from './themes.ts';

// epub.js behind one hook: opens the EPUB bytes in a paginated rendition inside `host`, goes to the
// saved place, and reports every page turn (CFI, chapter, progress). epub.js is imported here, when
// the reader opens a book, so no other page carries it.

type EpubBook = import('epubjs').Book;
type EpubRendition = import('epubjs').Rendition;

export interface TocItem {
  label: string;
  href: string;
  depth: number;
}

export interface ReaderLocation {
  cfi: string;
  /** 0–1 through the whole book (from generated locations; by chapter until they are ready). */
  progress: number;
  chapterTitle: string;
  atStart: boolean;
  atEnd: boolean;
}

export interface Selection {
  cfiRange: string;
  text: string;
}

export type OpenState = { kind: 'opening' } | { kind: 'open' } | { kind: 'failed' };

const SWIPE_MIN_PX = 50;

const stripHash = (href: string) => href.split('#')[0] ?? href;

function flattenToc(items: import('epubjs').NavItem[], depth = 0): TocItem[] {
  return items.flatMap((item) => [
    { label: item.label.trim(), href: item.href, depth },
    ...flattenToc(item.subitems ?? [], depth + 1),
  ]);
}

export function useRendition(
  host: RefObject<HTMLDivElement | null>,
  bytes: ArrayBuffer | null,
  initial: { cfi: string | null; fontSize: number; theme: EbookTheme },
  onHighlightClick: (cfiRange: string) => void,
) {
  const bookRef = useRef<EpubBook | null>(null);
  const renditionRef = useRef<EpubRendition | null>(null);
  const tocRef = useRef<TocItem[]>([]);
  const [state, setState] = useState<OpenState>({ kind: 'opening' });
  const [toc, setToc] = useState<TocItem[]>([]);
  const [location, setLocation] = useState<ReaderLocation | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const highlightClick = useRef(onHighlightClick);
  highlightClick.current = onHighlightClick;

  useEffect(() => {
    const element = host.current;
    if (!bytes || !element) return;
    let cancelled = false;
    (async () => {
      const { default: ePub } = await import('epubjs');
      if (cancelled) return;
      const book = ePub(bytes.slice(0));
      bookRef.current = book;
      await book.ready;
      const rendition = book.renderTo(element, {
        width: '100%',
        height: '100%',
        flow: 'paginated',
        spread: 'none',
        allowScriptedContent: false,
      } as never);
      renditionRef.current = rendition;
      for (const theme of ['day', 'sepia', 'night'] as const)
        rendition.themes.register(theme, bookThemeRules(theme));
      rendition.themes.select(initial.theme);
      rendition.themes.fontSize(`${initial.fontSize}%`);
      const items = flattenToc(book.navigation.toc);
      tocRef.current = items;
      setToc(items);

      rendition.on('relocated', (where: import('epubjs/types/rendition').Location) => {
        const href = stripHash(where.start.href);
        const chapter = tocRef.current.find(
          (item) => stripHash(item.href).endsWith(href) || href.endsWith(stripHash(item.href)),
        );
        const spineTotal = (book.spine as unknown as { length: number }).length || 1;
        const generated = book.locations.length() > 0;
        const progress = generated
          ? book.locations.percentageFromCfi(where.start.cfi)
          : Math.min(1, where.start.index / spineTotal);
        setLocation({
          cfi: where.start.cfi,
          progress: Number.isFinite(progress) ? Math.max(0, Math.min(1, progress)) : 0,
          chapterTitle: chapter?.label ?? '',
          atStart: where.atStart,
          atEnd: where.atEnd,
        });
      });
      rendition.on('selected', (cfiRange: string) => {
        void book.getRange(cfiRange).then((range) => {
          const text = range?.toString().trim() ?? '';
          if (text) setSelection({ cfiRange, text });
        });
      });
      rendition.on('keyup', (event: KeyboardEvent) => {
        if (event.key === 'ArrowLeft') void rendition.prev();
        if (event.key === 'ArrowRight') void rendition.next();
      });
      // A horizontal swipe on a phone turns the page (a mostly vertical one, or a selection, does not).
      let touchStart: { x: number; y: number } | null = null;
      rendition.on('touchstart', (event: TouchEvent) => {
        const touch = event.changedTouches[0];
        touchStart = touch ? { x: touch.screenX, y: touch.screenY } : null;
      });
      rendition.on('touchend', (event: TouchEvent) => {
        const touch = event.changedTouches[0];
        if (!touchStart || !touch) return;
        const dx = touch.screenX - touchStart.x;
        const dy = touch.screenY - touchStart.y;
        touchStart = null;
        if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
        if ((event.view as Window | null)?.getSelection()?.toString()) return;
        void (dx < 0 ? rendition.next() : rendition.prev());
      });

      try {
        await rendition.display(initial.cfi ?? items[0]?.href);
      } catch {
        // A saved place the book no longer has (a new edition): start at the beginning.
        await rendition.display(items[0]?.href);
      }
      if (cancelled) return;
      setState({ kind: 'open' });
      // Whole-book percentages: generated after the first page shows, then the current place re-reported.
      await book.locations.generate(600);
      if (!cancelled) await rendition.reportLocation();
    })().catch(() => {
      if (!cancelled) setState({ kind: 'failed' });
    });
    return () => {
      cancelled = true;
      renditionRef.current?.destroy();
      bookRef.current?.destroy();
      renditionRef.current = null;
      bookRef.current = null;
    };
    // The book opens once per file; settings changes go through the setters below.
  }, [bytes]);

  const next = useCallback(() => void renditionRef.current?.next(), []);
  const prev = useCallback(() => void renditionRef.current?.prev(), []);
  const goTo = useCallback((target: string) => void renditionRef.current?.display(target), []);
  const setTheme = useCallback((theme: EbookTheme) => renditionRef.current?.themes.select(theme), []);
  const setFontSize = useCallback(
    (percent: number) => renditionRef.current?.themes.fontSize(`${percent}%`),
    [],
  );
  const clearSelection = useCallback(() => {
    setSelection(null);
    for (const contents of (renditionRef.current?.getContents() ?? []) as unknown as {
      window: Window;
    }[])
      contents.window.getSelection()?.removeAllRanges();
  }, []);
  const showHighlights = useCallback((annotations: EbookAnnotation[], previous: EbookAnnotation[]) => {
    const rendition = renditionRef.current;
    if (!rendition) return;
    for (const old of previous)
      if (old.kind === 'highlight') rendition.annotations.remove(old.cfi, 'highlight');
    for (const note of annotations)
      if (note.kind === 'highlight')
        rendition.annotations.highlight(
          note.cfi,
          { id: note.id },
          () => highlightClick.current(note.cfi),
          'ebook-highlight',
          { fill: HIGHLIGHT_FILLS[note.color], 'fill-opacity': '1', 'mix-blend-mode': 'multiply' },
        );
  }, []);

  return {
    state,
    toc,
    location,
    selection,
    next,
    prev,
    goTo,
    setTheme,
    setFontSize,
    clearSelection,
    showHighlights,
  };
}
