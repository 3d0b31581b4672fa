import { useEffect, useState } from 'react';
import type { EbookAnnotation, EbookDetail, EbookPosition } from '@xingtu/contracts/ebooks-schemas';
import { fetchAnnotations, fetchEbook, fetchEbookFile, fetchPosition } from '../../../api/ebooks.ts';
import { ApiError } from '../../../api/api-error.ts';

// What the reader needs before it can open a book: the book (and whether the member holds it), then
// the EPUB through a fresh signed link, the saved position and the member's bookmarks and highlights.

export type ReaderData =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'not-owned'; book: EbookDetail }
  | { kind: 'failed' }
  | {
      kind: 'ready';
      book: EbookDetail;
      bytes: ArrayBuffer;
      position: EbookPosition | null;
      annotations: EbookAnnotation[];
    };

/** `signedIn` false: waits (the shell sends a visitor to sign in first). */
export function useReaderData(bookId: string | null, signedIn: boolean, attempt: number): ReaderData {
  const [data, setData] = useState<ReaderData>({ kind: 'loading' });
  useEffect(() => {
    if (!signedIn) return;
    if (!bookId) {
      setData({ kind: 'missing' });
      return;
    }
    let live = true;
    setData({ kind: 'loading' });
    (async () => {
      const book = await fetchEbook(bookId);
      if (!book.owned) return { kind: 'not-owned', book } as const;
      const [bytes, position, annotations] = await Promise.all([
        fetchEbookFile(bookId),
        fetchPosition(bookId),
        fetchAnnotations(bookId),
      ]);
      return { kind: 'ready', book, bytes, position, annotations } as const;
    })().then(
      (ready) => live && setData(ready),
      (error: unknown) => {
        if (!live) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 422);
        setData({ kind: missing ? 'missing' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [bookId, signedIn, attempt]);
  return data;
}
