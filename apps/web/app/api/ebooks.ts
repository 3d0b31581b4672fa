import { ebooksApi } from '@xingtu/contracts/ebooks-api';
import type {
  EbookAnnotation,
  EbookDetail,
  EbookFileLink,
  EbookPosition,
  EbookShelfItem,
  EbookSummary,
} from '@xingtu/contracts/ebooks-schemas';
import type { EbookHighlightColor, EbookTheme } from '@xingtu/contracts/ebooks';
import { client, records } from './lazy-client.ts';

// The e-book area (server: modules/ebooks; endpoints: contracts/ebooks-api.ts). The EPUB itself comes
// from a signed link that expires in minutes (fetchEbookFile), never from a public address.

const api = ebooksApi;
const fresh = { cache: false, forceAuth: true } as const;
/** The reader saves in the background: a failure is retried on the next page turn, not announced. */
const quiet = { ...fresh, silent: true } as const;

export async function fetchEbooks(): Promise<EbookSummary[]> {
  return records(await (await client()).call(api.list, {}, { cache: false }));
}

export async function fetchEbook(bookId: string): Promise<EbookDetail> {
  return records(await (await client()).call(api.detail, { params: { bookId } }, { cache: false }));
}

export async function fetchShelf(): Promise<EbookShelfItem[]> {
  return records(await (await client()).call(api.shelf, {}, fresh));
}

/** The book's EPUB bytes, through a fresh signed link (404 for a member who does not hold it). */
export async function fetchEbookFile(bookId: string): Promise<ArrayBuffer> {
  const link: EbookFileLink = records(
    await (await client()).call(api.fileLink, { params: { bookId } }, { ...fresh, silent: true }),
  );
  const response = await fetch(link.url, { credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`e-book file ${response.status}`);
  return response.arrayBuffer();
}

export async function fetchPosition(bookId: string): Promise<EbookPosition | null> {
  return records(await (await client()).call(api.position, { params: { bookId } }, quiet));
}

export async function savePosition(
  bookId: string,
  position: { cfi: string; progress: number; chapterTitle: string; fontSize: number; theme: EbookTheme },
): Promise<EbookPosition> {
  return records(
    await (await client()).call(api.savePosition, { params: { bookId }, body: position }, quiet),
  );
}

export async function fetchAnnotations(bookId: string): Promise<EbookAnnotation[]> {
  return records(await (await client()).call(api.annotations, { params: { bookId } }, quiet));
}

export async function addAnnotation(
  bookId: string,
  annotation: {
    kind: EbookAnnotation['kind'];
    cfi: string;
    excerpt?: string;
    note?: string;
    color?: EbookHighlightColor;
    chapterTitle?: string;
  },
): Promise<EbookAnnotation> {
  return records(
    await (await client()).call(api.addAnnotation, { params: { bookId }, body: annotation }, fresh),
  );
}

export async function updateAnnotation(
  bookId: string,
  annotationId: string,
  change: { note?: string; color?: EbookHighlightColor },
): Promise<EbookAnnotation> {
  return records(
    await (
      await client()
    ).call(api.updateAnnotation, { params: { bookId, annotationId }, body: change }, fresh),
  );
}

export async function deleteAnnotation(bookId: string, annotationId: string): Promise<void> {
  await (await client()).call(api.deleteAnnotation, { params: { bookId, annotationId } }, fresh);
}
