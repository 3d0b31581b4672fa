import { desc } from 'drizzle-orm';
import { contentUrl } from '@xingtu/contracts/content';
import type { ContentKind } from '@xingtu/contracts/enums';
import { isSitePage } from '@xingtu/contracts/site-pages';
import type { AppDeps } from '../../deps.ts';
import { contents } from '../../db/schema/content.ts';
import { visibleNow } from './visibility.ts';

// sitemap.xml: the public pages anyone may open without signing in (those the site has built), and
// every content item a reader can see now. Drafts, private items, items scheduled for later and
// member pages never appear. robots.txt points at it and keeps crawlers out of member areas.

/** Public pages that are not content items; kept to the ones the web app has built. */
const PUBLIC_PAGES = [
  '/',
  '/news',
  '/teacher',
  '/shop',
  '/report',
  '/consultant',
  '/chart',
  '/calendar',
  '/learning/dict',
  '/tarotChat',
  '/aichat',
  '/aiDice',
  '/contract/userAgreement',
  '/contract/privacyPolicy',
];

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export async function sitemapXml(deps: AppDeps, origin: string): Promise<string> {
  const rows = await deps.database.db
    .select({ id: contents.id, kind: contents.kind, slug: contents.slug, updatedAt: contents.updatedAt })
    .from(contents)
    .where(visibleNow(deps.now()))
    .orderBy(desc(contents.publishAt), desc(contents.id));
  const entries: { loc: string; lastmod?: string }[] = PUBLIC_PAGES.filter((path) => isSitePage(path)).map(
    (path) => ({ loc: path }),
  );
  for (const row of rows) {
    const path = contentUrl(row.kind as ContentKind, row.id, row.slug);
    if (isSitePage(path)) entries.push({ loc: path, lastmod: row.updatedAt.toISOString() });
  }
  const base = origin.replace(/\/$/, '');
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${xmlEscape(base + entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /user/',
    'Disallow: /pay',
    'Disallow: /dev/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
