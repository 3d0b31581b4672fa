import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { contents } from '../../schema/content.ts';
import { renderBody } from '../../../modules/content/index.ts';
import { SEED_NEWS } from './news.ts';
import { SEED_CMS_PAGES, SEED_CONTACT_PAGES, SEED_TEACHERS } from './pages.ts';

// Content seeds. Site copy (the eight contact pages, two operator pages) is seeded everywhere, once
// per address (an editor's later change is never overwritten); the news and teachers are demo content,
// seeded once when there is none of their kind.

const DAY_MS = 86_400_000;

export async function seedSiteContent(db: Db, now = new Date()): Promise<void> {
  const pages = [
    ...SEED_CONTACT_PAGES.map((page) => ({ ...page, kind: 'BLOG' })),
    ...SEED_CMS_PAGES.map((page) => ({ ...page, kind: 'BLOG' })),
  ];
  await db
    .insert(contents)
    .values(
      pages.map((page) => ({
        kind: page.kind,
        slug: page.slug,
        title: page.title,
        summary: page.summary,
        bodyMarkdown: page.body,
        ...renderBody(page.body),
        author: '星图编辑部',
        status: 'published',
        visibility: 2,
        publishAt: new Date(now.getTime() - 60 * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: contents.slug });
}

export async function seedDemoContent(db: Db, now = new Date()): Promise<void> {
  const [news] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(inArray(contents.kind, ['N_NEWS', 'NEWS_RECOMMEND']))
    .limit(1);
  if (!news)
    // Oldest first, so ids follow publication order.
    await db.insert(contents).values(
      [...SEED_NEWS].reverse().map((article) => ({
        kind: article.kind,
        title: article.title,
        summary: article.summary,
        cover: article.cover,
        bodyMarkdown: article.body,
        ...renderBody(article.body),
        author: article.author,
        tags: article.tags,
        status: 'published',
        visibility: 2,
        publishAt: new Date(now.getTime() - article.daysAgo * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })),
    );
  const [teacher] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(eq(contents.kind, 'C_TEACHER'))
    .limit(1);
  if (!teacher)
    await db.insert(contents).values(
      SEED_TEACHERS.map((t) => ({
        kind: 'C_TEACHER',
        title: t.title,
        summary: t.summary,
        cover: t.cover,
        bodyMarkdown: t.body,
        ...renderBody(t.body),
        author: '星图学院',
        tags: t.tags,
        status: 'published',
        visibility: 2,
        sortOrder: t.sort,
        publishAt: new Date(now.getTime() - 90 * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })),
    );
}
