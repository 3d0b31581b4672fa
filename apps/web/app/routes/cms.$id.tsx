import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { FixedPage } from '../features/content/FixedPage.tsx';
import { canonicalOf, loadContent } from '../features/content/content.server.ts';
import { notFoundMeta, seoMeta } from '../features/content/seo.ts';

// /cms/{id}: a page an operator wrote in the console (guides, announcements). News, teachers and the
// contact pages have addresses of their own, so their ids are sent there.

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadContent(context, request, params.id);
  if (loaded.kind !== 'ready')
    return data({ loaded, canonical: '' }, { status: loaded.kind === 'missing' ? 404 : 503 });
  if (!loaded.record.url.startsWith('/cms/'))
    return data({ loaded: { kind: 'missing' as const }, canonical: '' }, { status: 404 });
  return { loaded, canonical: canonicalOf(request, loaded.record.url) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page?.loaded.kind === 'ready'
    ? seoMeta({
        title: page.loaded.record.seoTitle,
        description: page.loaded.record.seoDescription,
        keywords: page.loaded.record.seoKeywords,
        canonical: page.canonical,
        image: page.loaded.record.cover,
      })
    : notFoundMeta();

export default function CmsPage() {
  const { loaded } = useLoaderData<typeof loader>();
  return <FixedPage loaded={loaded} />;
}
