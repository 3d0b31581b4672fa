import type { AppLoadContext } from 'react-router';
import type { ContentDetailRecord, ContentSummaryRecord } from '@xingtu/contracts/content';
import type { PageData, RecordsData } from '@xingtu/contracts/envelope';
import { serverApi } from '../../api/server-api.server.ts';

// Content as server-rendered pages read it (news, teachers, operator and contact pages, the home
// page): in-process API calls. `missing` (404) and `failed` (could not be read) are told apart so
// the page answers the right status.

const SERVER_FAULTS = new Set(['000500', '999999']);

export type Loaded<T> = { kind: 'ready'; record: T } | { kind: 'missing' } | { kind: 'failed' };

export async function loadContentList(
  context: AppLoadContext,
  request: Request,
  query: { kind: string; current?: number; size: number; tag?: string | undefined },
): Promise<PageData<ContentSummaryRecord> | null> {
  const params = new URLSearchParams({
    kind: query.kind,
    current: String(query.current ?? 1),
    size: String(query.size),
  });
  if (query.tag) params.set('tag', query.tag);
  const envelope = await serverApi<PageData<ContentSummaryRecord>>(
    context,
    request,
    `/api/content?${params}`,
  );
  return envelope?.success && envelope.data ? envelope.data : null;
}

async function loadOne(
  context: AppLoadContext,
  request: Request,
  path: string,
): Promise<Loaded<ContentDetailRecord>> {
  const envelope = await serverApi<RecordsData<ContentDetailRecord>>(context, request, path);
  if (!envelope) return { kind: 'failed' };
  if (envelope.success && envelope.data) return { kind: 'ready', record: envelope.data.records };
  // A server fault is not a missing page (the reader may retry); anything else refused is 404.
  return SERVER_FAULTS.has(envelope.resultCode) ? { kind: 'failed' } : { kind: 'missing' };
}

/** A content item by id; ids that are not whole numbers are missing without asking. */
export function loadContent(context: AppLoadContext, request: Request, id: string | undefined) {
  if (!id || !/^\d{1,10}$/.test(id)) return Promise.resolve<Loaded<ContentDetailRecord>>({ kind: 'missing' });
  return loadOne(context, request, `/api/content/${id}`);
}

export function loadContentPage(context: AppLoadContext, request: Request, slug: string) {
  return loadOne(context, request, `/api/content/page/${encodeURIComponent(slug)}`);
}

/** The page's own address on the public origin (the server builds requests on PUBLIC_URL). */
export const canonicalOf = (request: Request, path: string): string => new URL(path, request.url).href;
