import { randomBytes } from 'node:crypto';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { Db } from '../../../db/client.ts';
import { ebooks } from '../../../db/schema/ebooks.ts';
import { makeProduct } from '../../commerce/test/factories.ts';
import { buildEpub, type EpubChapter } from '../epub.ts';

// A small e-book for tests: its row (with a real EPUB) and the commerce product that sells it.

const CHAPTERS: EpubChapter[] = [
  { title: '第一章　试读', sections: [{ paragraphs: ['这是一段可以免费试读的文字。'] }] },
  {
    title: '第二章　正文',
    sections: [{ heading: '小节', paragraphs: ['只有买下这本书的会员才能读到这一段。'] }],
  },
];

export async function makeEbook(db: Db, overrides: { status?: 'on' | 'off'; priceFen?: number } = {}) {
  const slug = `test-${randomBytes(5).toString('hex')}`;
  const cover =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><rect width="60" height="80"/></svg>';
  const epub = buildEpub({
    identifier: `urn:test:${slug}`,
    title: '测试电子书',
    author: '测试作者',
    language: 'zh-CN',
    description: '测试用电子书',
    coverSvg: cover,
    chapters: CHAPTERS,
  });
  const [book] = await db
    .insert(ebooks)
    .values({
      slug,
      title: '测试电子书',
      author: '测试作者',
      summary: '测试用电子书',
      intro: ['简介第一段。'],
      tags: ['测试'],
      coverSvg: cover,
      toc: CHAPTERS.map((c, i) => ({ title: c.title, sample: i === 0 })),
      sampleTitle: CHAPTERS[0]!.title,
      sampleParagraphs: ['这是一段可以免费试读的文字。'],
      wordCount: 30,
      epub: epub.bytes,
      epubSha256: epub.sha256,
      status: overrides.status ?? 'on',
    })
    .returning();
  const product = await makeProduct(db, {
    type: PRODUCT_TYPE.EBOOK,
    title: '《测试电子书》',
    priceFen: overrides.priceFen ?? 1990,
    listPriceFen: 2990,
    validityDays: null,
    targetKind: 'ebook',
    targetId: slug,
  });
  return { book: book!, product, slug };
}
