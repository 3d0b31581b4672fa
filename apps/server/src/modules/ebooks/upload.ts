import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { EbookAdminRow, EbookUploadFields } from '@xingtu/contracts/ebooks-schemas';
import { ebooks } from '../../db/schema/ebooks.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, validationError } from '../../errors.ts';
import { upsertAreaProduct } from '../commerce/index.ts';
import { adminEbooks } from './admin.ts';
import { EBOOK_TARGET_KIND } from './catalogue.ts';
import { isEpubContainer, readEpubChapters, readingCharacters } from './epub-read.ts';

// An operator uploads an EPUB (editors, admins): the file is judged by its bytes (a ZIP whose first
// entry is the stored mimetype application/epub+zip) and read for its chapters; the book is stored with
// its table of contents, its first chapter as the free sample, a cover drawn from its title, and a
// shop product of type 30 at the given price. It goes on sale at once; the 上下架 switch takes it off.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain cover: a night gradient, a ring, the title in lines of eight and the author. */
export function uploadedCoverSvg(title: string, author: string): string {
  const chars = [...title];
  const lines = Array.from({ length: Math.min(3, Math.ceil(chars.length / 8)) }, (_, i) =>
    chars.slice(i * 8, i * 8 + 8).join(''),
  );
  const text = lines
    .map(
      (line, i) =>
        `<text x="300" y="${520 + i * 60}" font-size="48" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" font-family="'Noto Serif SC','Noto Sans SC',serif"><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2b64"/><stop offset="1" stop-color="#4a5fc1"/></linearGradient></defs><rect width="600" height="800" fill="url(#bg)"/><circle cx="300" cy="260" r="140" fill="none" stroke="#f7d774" stroke-width="4"/><circle cx="300" cy="260" r="70" fill="none" stroke="#f7d774" stroke-opacity="0.6" stroke-width="2"/>${text}<text x="300" y="750" font-size="24" fill="#ffffff" opacity="0.8" text-anchor="middle">${escapeXml(author)}</text></svg>`;
}

export async function uploadEbook(
  deps: AppDeps,
  fields: EbookUploadFields,
  epub: Buffer,
): Promise<EbookAdminRow> {
  if (!isEpubContainer(epub))
    throw new AppError('MEDIA_FILE_REFUSED', {
      message: '请上传 EPUB 文件：它须是 ZIP 包，且第一个文件是内容为 application/epub+zip 的 mimetype',
      fields: [{ field: 'file', message: '不是有效的 EPUB 文件' }],
    });
  const chapters = readEpubChapters(epub);
  if (!chapters || chapters.length === 0)
    throw new AppError('MEDIA_FILE_REFUSED', {
      message: '这个 EPUB 里没有找到正文章节（需要 container.xml、目录清单和含段落的章节文件）',
    });
  const db = deps.database.db;
  const [taken] = await db.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.slug, fields.slug));
  if (taken) throw validationError('slug', '这个编号已被其他电子书使用');
  const now = deps.now();
  const sample = chapters[0]!;
  await db.transaction(async (tx) => {
    await upsertAreaProduct(
      tx,
      {
        slug: `ebook-${fields.slug}`,
        type: PRODUCT_TYPE.EBOOK,
        title: `《${fields.title}》`,
        summary: fields.summary,
        priceFen: fields.price_fen,
        targetKind: EBOOK_TARGET_KIND,
        targetId: fields.slug,
        onSale: true,
        shop: true,
      },
      now,
    );
    const [{ top } = { top: 0 }] = await tx
      .select({ top: sql<number>`coalesce(max(${ebooks.sort}), 0)::int` })
      .from(ebooks);
    await tx.insert(ebooks).values({
      slug: fields.slug,
      title: fields.title,
      author: fields.author,
      summary: fields.summary,
      intro: [fields.summary],
      coverSvg: uploadedCoverSvg(fields.title, fields.author),
      toc: chapters.map((chapter, index) => ({ title: chapter.title, sample: index === 0 })),
      sampleTitle: sample.title,
      sampleParagraphs: sample.paragraphs.slice(0, 40),
      wordCount: readingCharacters(chapters),
      epub,
      epubSha256: createHash('sha256').update(epub).digest('hex'),
      sort: top + 1,
      createdAt: now,
      updatedAt: now,
    });
  });
  return (await adminEbooks(deps)).find((row) => row.bookId === fields.slug)!;
}
