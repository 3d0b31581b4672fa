import { data, type AppLoadContext } from 'react-router';
import type { EbookDetail, EbookSummary } from '@xingtu/contracts/ebooks-schemas';
import type { RecordsData } from '@xingtu/contracts/envelope';
import { serverApi } from '../../api/server-api.server.ts';

/** The e-book catalogue for server-rendered pages; null when it could not be read (the page says so). */
export async function loadEbooks(context: AppLoadContext, request: Request): Promise<EbookSummary[] | null> {
  const envelope = await serverApi<RecordsData<EbookSummary[]>>(context, request, '/api/ebooks');
  return envelope?.success && envelope.data ? envelope.data.records : null;
}

/**
 * /ebook/detail/{id}: the book sold as product `id` (the address the shop and favourites use). A
 * product that is not an e-book on sale is 404; the visitor's own state (bought, progress) is read
 * in the browser once signed in.
 */
export async function loadEbookByProduct(
  context: AppLoadContext,
  request: Request,
  productId: string | undefined,
) {
  const books = await loadEbooks(context, request);
  if (!books) return { book: null, failed: true, missing: false };
  const summary = books.find((b) => String(b.productId) === productId);
  if (!summary) return data({ book: null, failed: false, missing: true }, { status: 404 });
  const envelope = await serverApi<RecordsData<EbookDetail>>(
    context,
    request,
    `/api/ebooks/${summary.bookId}`,
  );
  const book = envelope?.success && envelope.data ? envelope.data.records : null;
  return { book, failed: !book, missing: false };
}
