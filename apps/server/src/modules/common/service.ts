import { and, asc, eq } from 'drizzle-orm';
import {
  ASTROLOGER_MENU,
  FOOTER_FEATURED_SERVICES,
  FOOTER_SUPPORT_LINKS,
  USER_CENTRE_MENU,
} from '@xingtu/contracts/menus';
import type { CommonData, FooterConfig, SiteMenu } from '@xingtu/contracts/shell';
import { isSitePage } from '@xingtu/contracts/site-pages';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import type { Db } from '../../db/client.ts';
import { siteBanners, siteMenus, siteSettings } from '../../db/schema/common.ts';

// GET /api/common/data: menus, banners and the footer for every page. Every server render asks for
// it, so the answer is kept in the shared cache for a minute. Whatever links to a page the web app
// does not serve (an area not built yet, an operator's typo) is left out here, so no menu, footer
// or banner ever leads to a missing page.

export const COMMON_CACHE_KEY = 'common:data';
export const COMMON_CACHE_MS = 60_000;
export const FOOTER_SETTING_KEY = 'footer';

export const EMPTY_FOOTER: FooterConfig = {
  aboutText: '',
  aboutLinks: [],
  servicePhone: '',
  icp: '',
  icpUrl: '',
  qrCodes: [],
};

interface MenuRow {
  id: number;
  parentId: number | null;
  title: string;
  url: string;
}

/**
 * Two levels: top items in sort order, each with its enabled children. Orphans are dropped, and so
 * is every item whose page does not exist (a top item takes its children with it).
 */
export function buildMenuTree(rows: readonly MenuRow[], isPage: (url: string) => boolean): SiteMenu[] {
  const children = new Map<number, SiteMenu[]>();
  for (const row of rows) {
    if (row.parentId === null || !isPage(row.url)) continue;
    const list = children.get(row.parentId) ?? [];
    list.push({ id: row.id, title: row.title, url: row.url, children: [] });
    children.set(row.parentId, list);
  }
  return rows
    .filter((row) => row.parentId === null && isPage(row.url))
    .map((row) => ({ id: row.id, title: row.title, url: row.url, children: children.get(row.id) ?? [] }));
}

const onlyPages = <T extends { url: string }>(items: readonly T[], isPage: (url: string) => boolean): T[] =>
  items.filter((item) => isPage(item.url));

/** `isPage` is the web route table (contracts/site-pages.ts); tests pass their own. */
export async function loadCommonData(
  db: Db,
  isPage: (url: string) => boolean = isSitePage,
): Promise<CommonData> {
  const [menuRows, bannerRows, footerRows] = await Promise.all([
    db
      .select({ id: siteMenus.id, parentId: siteMenus.parentId, title: siteMenus.title, url: siteMenus.url })
      .from(siteMenus)
      .where(eq(siteMenus.enabled, true))
      .orderBy(asc(siteMenus.sort), asc(siteMenus.id)),
    db
      .select({
        id: siteBanners.id,
        title: siteBanners.title,
        subtitle: siteBanners.subtitle,
        linkUrl: siteBanners.linkUrl,
        imageUrl: siteBanners.imageUrl,
      })
      .from(siteBanners)
      .where(and(eq(siteBanners.enabled, true)))
      .orderBy(asc(siteBanners.sort), asc(siteBanners.id)),
    db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, FOOTER_SETTING_KEY)),
  ]);
  const footer = { ...EMPTY_FOOTER, ...((footerRows[0]?.value as Partial<FooterConfig> | undefined) ?? {}) };
  return {
    menus: buildMenuTree(menuRows, isPage),
    banners: bannerRows.filter((banner) => isPage(banner.linkUrl)),
    footer: {
      ...footer,
      aboutLinks: onlyPages(footer.aboutLinks, isPage),
      supportLinks: onlyPages(FOOTER_SUPPORT_LINKS, isPage),
      serviceLinks: onlyPages(FOOTER_FEATURED_SERVICES, isPage),
    },
    userMenu: onlyPages(USER_CENTRE_MENU, isPage),
    astrologerMenu: onlyPages(ASTROLOGER_MENU, isPage),
  };
}

export async function getCommonData(db: Db, kv: KeyValueStore): Promise<CommonData> {
  const cached = await kv.get(COMMON_CACHE_KEY);
  if (cached) return JSON.parse(cached) as CommonData;
  const data = await loadCommonData(db);
  await kv.set(COMMON_CACHE_KEY, JSON.stringify(data), COMMON_CACHE_MS);
  return data;
}

/** After an operator edits menus, banners or the footer. */
export async function forgetCommonData(kv: KeyValueStore): Promise<void> {
  await kv.del(COMMON_CACHE_KEY);
}
