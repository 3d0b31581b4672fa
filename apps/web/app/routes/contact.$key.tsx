import { data, NavLink, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CONTACT_PAGES } from '@xingtu/contracts/content';
import { FixedPage } from '../features/content/FixedPage.tsx';
import { canonicalOf, loadContentPage } from '../features/content/content.server.ts';
import { notFoundMeta, seoMeta } from '../features/content/seo.ts';

// The eight pages about the school (/contact/us, about, activity, course, timeline, cooperation,
// student, teacher): operator-editable content items `contact-<key>`, with a side menu between them.

const KEYS = new Set<string>(CONTACT_PAGES.map((page) => page.key));

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const key = params.key ?? '';
  if (!KEYS.has(key)) return data({ loaded: { kind: 'missing' as const }, canonical: '' }, { status: 404 });
  const loaded = await loadContentPage(context, request, `contact-${key}`);
  if (loaded.kind !== 'ready')
    return data({ loaded, canonical: '' }, { status: loaded.kind === 'missing' ? 404 : 503 });
  return { loaded, canonical: canonicalOf(request, `/contact/${key}`) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page?.loaded.kind === 'ready'
    ? seoMeta({
        title: page.loaded.record.seoTitle,
        description: page.loaded.record.seoDescription,
        keywords: page.loaded.record.seoKeywords,
        canonical: page.canonical,
      })
    : notFoundMeta();

export default function ContactPage() {
  const { loaded } = useLoaderData<typeof loader>();
  return (
    <FixedPage
      loaded={loaded}
      nav={
        <nav className="content-side-nav" aria-label="关于星图">
          <ul>
            {CONTACT_PAGES.map((page) => (
              <li key={page.key}>
                <NavLink to={`/contact/${page.key}`}>{page.title}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
