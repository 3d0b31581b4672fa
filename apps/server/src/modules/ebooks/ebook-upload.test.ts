import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundWallet } from '../commerce/test/factories.ts';
import { buildEpub } from './epub.ts';
import { personMaker, postMultipart, type Who } from '../courses/test/fixtures.ts';

const EPUB = buildEpub({
  identifier: 'urn:test:uploaded',
  title: '四元素漫谈',
  author: '星图编辑部',
  language: 'zh-CN',
  description: '火土风水四元素的入门读物。',
  coverSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  chapters: [
    { title: '第一章　火', sections: [{ paragraphs: ['火象星座热情主动。', '白羊、狮子、射手。'] }] },
    { title: '第二章　土', sections: [{ paragraphs: ['土象星座务实稳定。'] }] },
    { title: '第三章　风', sections: [{ paragraphs: ['风象星座重视交流。'] }] },
  ],
}).bytes;

const FIELDS = {
  slug: 'four-elements',
  title: '四元素漫谈',
  author: '星图编辑部',
  summary: '用轻松的笔调讲清火土风水四元素在星盘中的表现。',
  price_fen: '1990',
};

describe('e-book upload in the console', () => {
  let t: TestApp;
  let api: ApiClient;
  const person = personMaker(() => t, '137');
  const upload = (who: Who, file: Buffer, fields: Record<string, string> = FIELDS) =>
    postMultipart(
      t,
      '/api/admin/ebooks',
      who.token,
      { filename: 'book.epub', contentType: 'application/epub+zip', body: file },
      fields,
    );

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('members 404, support 000007; a ZIP that is not an EPUB is refused; editors publish a book members buy and read', async () => {
    expect((await upload(await person('读者'), EPUB)).status).toBe(404);
    expect((await upload(await person('客服', 'support'), EPUB)).body.resultCode).toBe('000007');
    const editor = await person('编辑', 'editor');
    const plainZip = Buffer.from(zipSync({ 'chapter.xhtml': strToU8('<p>不是电子书</p>') }));
    expect((await upload(editor, plainZip)).body.resultCode).toBe('003512');
    const noChapters = Buffer.from(zipSync({ mimetype: [strToU8('application/epub+zip'), { level: 0 }] }));
    expect((await upload(editor, noChapters)).body.desc).toContain('没有找到正文章节');
    const badPrice = await upload(editor, EPUB, { ...FIELDS, price_fen: '0' });
    expect(badPrice.status).toBe(422);
    expect(badPrice.body.desc).toContain('价格');

    const done = await upload(editor, EPUB);
    expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    expect(done.body.data.records).toMatchObject({ bookId: 'four-elements', status: 'on', chapterCount: 3 });
    expect((await upload(editor, EPUB)).body.desc).toContain('编号已被');

    const shop = (await api.get('/api/ebooks')).body.data.records;
    const listed = shop.find((book: { bookId: string }) => book.bookId === 'four-elements');
    expect(listed).toMatchObject({ priceFen: 1990, chapterCount: 3, title: '四元素漫谈' });
    const detail = (await api.get('/api/ebooks/four-elements')).body.data.records;
    expect(detail.sample).toEqual({
      title: '第一章　火',
      paragraphs: ['火象星座热情主动。', '白羊、狮子、射手。'],
    });
    expect(detail.toc.map((row: { title: string }) => row.title)).toEqual([
      '第一章　火',
      '第二章　土',
      '第三章　风',
    ]);
    const cover = await t.app.inject({ url: '/api/ebooks/four-elements/cover' });
    expect(cover.body).toContain('四元素漫谈');

    const reader = await person('读者');
    expect((await api.post('/api/ebooks/four-elements/file-link', {}, reader.token)).status).toBe(404);
    await fundWallet(t.deps.database.db, reader.id, 10_000);
    const order = await api.post('/api/orders', { product_id: listed.productId }, reader.token);
    expect(order.body.success, JSON.stringify(order.body)).toBe(true);
    const paid = await api.post(
      '/api/payments',
      { order_no: order.body.data.records.orderNo, channel: 'wallet' },
      reader.token,
    );
    expect(paid.body.success, JSON.stringify(paid.body)).toBe(true);
    const link = (await api.post('/api/ebooks/four-elements/file-link', {}, reader.token)).body.data.records;
    const file = await t.app.inject({ url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(EPUB)).toBe(true);
  });
});
