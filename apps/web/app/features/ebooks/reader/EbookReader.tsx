import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  EBOOK_FONT_DEFAULT_PERCENT,
  EBOOK_FONT_MAX_PERCENT,
  EBOOK_FONT_MIN_PERCENT,
  EBOOK_FONT_STEP_PERCENT,
  EBOOK_HIGHLIGHT_COLORS,
  EBOOK_HIGHLIGHT_LABELS,
  EBOOK_THEME_LABELS,
  EBOOK_THEMES,
  type EbookHighlightColor,
  type EbookTheme,
} from '@xingtu/contracts/ebooks';
import type { EbookAnnotation, EbookDetail, EbookPosition } from '@xingtu/contracts/ebooks-schemas';
import { addAnnotation, savePosition } from '../../../api/ebooks.ts';
import { Drawer } from '../../../components/ui/Drawer.tsx';
import { progressText } from '../format.ts';
import { NotesPanel } from './NotesPanel.tsx';
import { HIGHLIGHT_FILLS, THEME_COLORS } from './themes.ts';
import { useRendition } from './use-rendition.ts';

// The reader: the book in pages (epub.js), turned by buttons, arrow keys or the page's edges; the
// table of contents, bookmarks and highlights in a side panel; font size and day/sepia/night in the
// settings. Where the member is, and the settings, are saved to the server a moment after each page
// turn, so any device opens at the same place.

const SAVE_DELAY_MS = 800;

type Panel = 'toc' | 'notes' | null;

export function EbookReader({
  book,
  bytes,
  position,
  annotations: initialAnnotations,
}: {
  book: EbookDetail;
  bytes: ArrayBuffer;
  position: EbookPosition | null;
  annotations: EbookAnnotation[];
}) {
  const host = useRef<HTMLDivElement>(null);
  const [theme, setThemeState] = useState<EbookTheme>(position?.theme ?? 'day');
  const [fontSize, setFontSizeState] = useState(position?.fontSize ?? EBOOK_FONT_DEFAULT_PERCENT);
  const [panel, setPanel] = useState<Panel>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [annotations, setAnnotations] = useState(initialAnnotations);
  const [focusNote, setFocusNote] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const shown = useRef<EbookAnnotation[]>([]);

  const reader = useRendition(
    host,
    bytes,
    { cfi: position?.cfi ?? null, fontSize, theme },
    useCallback((cfi: string) => {
      setFocusNote(cfi);
      setPanel('notes');
    }, []),
  );
  const { location } = reader;

  // Highlights drawn in the book follow the list (added, recoloured, deleted).
  useEffect(() => {
    if (reader.state.kind !== 'open') return;
    reader.showHighlights(annotations, shown.current);
    shown.current = annotations;
  }, [annotations, reader.state.kind, reader.showHighlights]);

  // The place and settings go to the server a moment after the member stops turning pages.
  useEffect(() => {
    if (!location || reader.state.kind !== 'open') return;
    const timer = setTimeout(() => {
      savePosition(book.bookId, {
        cfi: location.cfi,
        progress: location.progress,
        chapterTitle: location.chapterTitle,
        fontSize,
        theme,
      }).then(
        () => setSaveState('saved'),
        () => setSaveState('failed'),
      );
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, fontSize, theme, book.bookId, reader.state.kind]);

  const changeTheme = (next: EbookTheme) => {
    setThemeState(next);
    reader.setTheme(next);
  };
  const changeFont = (next: number) => {
    const clamped = Math.max(EBOOK_FONT_MIN_PERCENT, Math.min(EBOOK_FONT_MAX_PERCENT, next));
    setFontSizeState(clamped);
    reader.setFontSize(clamped);
  };

  const bookmarkHere = location
    ? annotations.find((a) => a.kind === 'bookmark' && a.cfi === location.cfi)
    : undefined;
  const toggleBookmark = async () => {
    if (!location) return;
    if (bookmarkHere) {
      setFocusNote(bookmarkHere.cfi);
      setPanel('notes');
      return;
    }
    try {
      const added = await addAnnotation(book.bookId, {
        kind: 'bookmark',
        cfi: location.cfi,
        chapterTitle: location.chapterTitle,
        excerpt: '',
      });
      setAnnotations((list) => [...list.filter((a) => a.id !== added.id), added]);
      setMessage('已添加书签');
    } catch {
      // The client has shown the reason (the limit, a lost connection).
    }
  };

  const highlight = async (color: EbookHighlightColor, withNote: boolean) => {
    const chosen = reader.selection;
    if (!chosen) return;
    try {
      const added = await addAnnotation(book.bookId, {
        kind: 'highlight',
        cfi: chosen.cfiRange,
        excerpt: chosen.text.slice(0, 500),
        color,
        chapterTitle: location?.chapterTitle ?? '',
      });
      setAnnotations((list) => [...list.filter((a) => a.id !== added.id), added]);
      reader.clearSelection();
      setMessage('已划线');
      if (withNote) {
        setFocusNote(added.cfi);
        setPanel('notes');
      }
    } catch {
      // Announced by the client.
    }
  };

  const colors = THEME_COLORS[theme];
  const opening = reader.state.kind === 'opening';
  return (
    <div
      className={`ebook-reader ebook-reader-${theme}`}
      style={
        {
          '--reader-bg': colors.background,
          '--reader-text': colors.text,
          '--reader-muted': colors.muted,
        } as never
      }
    >
      <header className="ebook-reader-bar">
        <Link to="/ebook" className="ebook-reader-back" aria-label="返回电子书">
          ‹ 书架
        </Link>
        <h1 className="ebook-reader-title">{book.title}</h1>
        <div className="ebook-reader-tools">
          <button type="button" onClick={() => setPanel('toc')} aria-haspopup="dialog">
            目录
          </button>
          <button type="button" onClick={() => setPanel('notes')} aria-haspopup="dialog">
            笔记
          </button>
          <button
            type="button"
            onClick={toggleBookmark}
            aria-pressed={Boolean(bookmarkHere)}
            disabled={!location}
          >
            {bookmarkHere ? '已加书签' : '加书签'}
          </button>
          <button
            type="button"
            onClick={() => setSettingsOpen((open) => !open)}
            aria-expanded={settingsOpen}
            aria-controls="ebook-settings"
          >
            设置
          </button>
        </div>
      </header>
      {settingsOpen && (
        <section id="ebook-settings" className="ebook-settings" aria-label="阅读设置">
          <div className="ebook-settings-row" role="group" aria-label="字号">
            <span>字号</span>
            <button
              type="button"
              onClick={() => changeFont(fontSize - EBOOK_FONT_STEP_PERCENT)}
              disabled={fontSize <= EBOOK_FONT_MIN_PERCENT}
              aria-label="缩小字号"
            >
              A−
            </button>
            <output aria-live="polite" aria-label="当前字号">
              {fontSize}%
            </output>
            <button
              type="button"
              onClick={() => changeFont(fontSize + EBOOK_FONT_STEP_PERCENT)}
              disabled={fontSize >= EBOOK_FONT_MAX_PERCENT}
              aria-label="放大字号"
            >
              A+
            </button>
          </div>
          <fieldset className="ebook-settings-row">
            <legend>主题</legend>
            {EBOOK_THEMES.map((name) => (
              <label key={name} className="ebook-theme-choice">
                <input
                  type="radio"
                  name="ebook-theme"
                  value={name}
                  checked={theme === name}
                  onChange={() => changeTheme(name)}
                />
                {EBOOK_THEME_LABELS[name]}
              </label>
            ))}
          </fieldset>
        </section>
      )}
      <main className="ebook-reader-main">
        <button
          type="button"
          className="ebook-edge ebook-edge-prev"
          onClick={reader.prev}
          aria-label="上一页"
          tabIndex={-1}
        />
        <div ref={host} className="ebook-reader-page" aria-label={`《${book.title}》正文`} role="document" />
        <button
          type="button"
          className="ebook-edge ebook-edge-next"
          onClick={reader.next}
          aria-label="下一页"
          tabIndex={-1}
        />
        {opening && (
          <p className="ebook-reader-status" role="status">
            正在打开书本…
          </p>
        )}
        {reader.state.kind === 'failed' && (
          <p className="ebook-reader-status" role="alert">
            这本书暂时无法打开，请刷新页面重试。
          </p>
        )}
      </main>
      {reader.selection && (
        <div className="ebook-selection" role="toolbar" aria-label="划线">
          <span className="ebook-selection-text">
            “{reader.selection.text.slice(0, 24)}
            {reader.selection.text.length > 24 ? '…' : ''}”
          </span>
          {EBOOK_HIGHLIGHT_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              className="ebook-swatch"
              style={{ background: HIGHLIGHT_FILLS[color] }}
              onClick={() => highlight(color, false)}
              aria-label={`用${EBOOK_HIGHLIGHT_LABELS[color]}划线`}
            />
          ))}
          <button type="button" onClick={() => highlight('yellow', true)}>
            划线并写笔记
          </button>
          <button type="button" onClick={reader.clearSelection}>
            取消
          </button>
        </div>
      )}
      <footer className="ebook-reader-foot">
        <button type="button" className="btn" onClick={reader.prev} disabled={!location || location.atStart}>
          上一页
        </button>
        <p className="ebook-reader-where" aria-live="polite">
          <span className="ebook-reader-chapter">{location?.chapterTitle || '　'}</span>
          <span>
            {location ? progressText(location.progress) : ''}
            {saveState === 'failed' ? ' · 进度暂未同步' : ''}
          </span>
        </p>
        <button type="button" className="btn" onClick={reader.next} disabled={!location || location.atEnd}>
          下一页
        </button>
      </footer>
      <p className="visually-hidden" role="status">
        {message}
      </p>
      <Drawer open={panel === 'toc'} onClose={() => setPanel(null)} side="left" label="目录">
        <nav className="ebook-panel" aria-label="目录">
          <h2>目录</h2>
          <ol className="ebook-panel-toc">
            {reader.toc.map((item) => (
              <li key={item.href} style={{ paddingInlineStart: `${item.depth}em` }}>
                <button
                  type="button"
                  aria-current={location?.chapterTitle === item.label ? 'true' : undefined}
                  onClick={() => {
                    reader.goTo(item.href);
                    setPanel(null);
                  }}
                >
                  {item.label}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      </Drawer>
      <Drawer open={panel === 'notes'} onClose={() => setPanel(null)} side="left" label="书签与笔记">
        <NotesPanel
          bookId={book.bookId}
          annotations={annotations}
          focus={focusNote}
          onChange={setAnnotations}
          onGo={(cfi) => {
            reader.goTo(cfi);
            setPanel(null);
          }}
        />
      </Drawer>
    </div>
  );
}
