import { useEffect, useRef, useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { EBOOK_NOTE_MAX_CHARS } from '@xingtu/contracts/ebooks';
import type { EbookAnnotation } from '@xingtu/contracts/ebooks-schemas';
import { deleteAnnotation, updateAnnotation } from '../../../api/ebooks.ts';
import { HIGHLIGHT_FILLS } from './themes.ts';

// The side panel's bookmarks and highlights: go to one, write or change a highlight's note, delete.

function HighlightNote({
  bookId,
  note,
  focused,
  onSaved,
}: {
  bookId: string;
  note: EbookAnnotation;
  focused: boolean;
  onSaved: (saved: EbookAnnotation) => void;
}) {
  const [text, setText] = useState(note.note);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focused) field.current?.focus();
  }, [focused]);
  const save = async () => {
    setBusy(true);
    try {
      onSaved(await updateAnnotation(bookId, note.id, { note: text }));
    } catch {
      // Announced by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ebook-note-edit">
      <label>
        <span className="visually-hidden">笔记</span>
        <textarea
          ref={field}
          value={text}
          maxLength={EBOOK_NOTE_MAX_CHARS}
          rows={2}
          placeholder="写下你的想法"
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {text !== note.note && (
        <button type="button" className="btn" onClick={save} disabled={busy}>
          保存笔记
        </button>
      )}
    </div>
  );
}

export function NotesPanel({
  bookId,
  annotations,
  focus,
  onChange,
  onGo,
}: {
  bookId: string;
  annotations: EbookAnnotation[];
  focus: string | null;
  onChange: (next: EbookAnnotation[]) => void;
  onGo: (cfi: string) => void;
}) {
  const bookmarks = annotations.filter((a) => a.kind === 'bookmark');
  const highlights = annotations.filter((a) => a.kind === 'highlight');
  const remove = async (note: EbookAnnotation) => {
    try {
      await deleteAnnotation(bookId, note.id);
      onChange(annotations.filter((a) => a.id !== note.id));
    } catch {
      // Announced by the client.
    }
  };
  const replace = (saved: EbookAnnotation) =>
    onChange(annotations.map((a) => (a.id === saved.id ? saved : a)));
  return (
    <div className="ebook-panel">
      <h2>书签</h2>
      {bookmarks.length === 0 ? (
        <p className="muted">还没有书签。读到想回来的地方，点上方的“加书签”。</p>
      ) : (
        <ul className="ebook-panel-notes" aria-label="书签">
          {bookmarks.map((note) => (
            <li key={note.id} className={focus === note.cfi ? 'is-focused' : undefined}>
              <button type="button" className="ebook-note-go" onClick={() => onGo(note.cfi)}>
                {note.chapterTitle || '书签'}
                <span className="muted">{formatBeijing(note.createdAt, 'minute')}</span>
              </button>
              <button
                type="button"
                className="ebook-note-delete"
                onClick={() => remove(note)}
                aria-label="删除书签"
              >
                删除
              </button>
            </li>
          ))}
        </ul>
      )}
      <h2>划线与笔记</h2>
      {highlights.length === 0 ? (
        <p className="muted">还没有划线。在正文中选中一段文字，就可以划线或写笔记。</p>
      ) : (
        <ul className="ebook-panel-notes" aria-label="划线与笔记">
          {highlights.map((note) => (
            <li key={note.id} className={focus === note.cfi ? 'is-focused' : undefined}>
              <button type="button" className="ebook-note-go" onClick={() => onGo(note.cfi)}>
                <span className="ebook-note-excerpt" style={{ borderColor: HIGHLIGHT_FILLS[note.color] }}>
                  {note.excerpt}
                </span>
                <span className="muted">
                  {note.chapterTitle} · {formatBeijing(note.createdAt, 'minute')}
                </span>
              </button>
              <HighlightNote bookId={bookId} note={note} focused={focus === note.cfi} onSaved={replace} />
              <button
                type="button"
                className="ebook-note-delete"
                onClick={() => remove(note)}
                aria-label="删除划线"
              >
                删除
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
