import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EBOOK_ANNOTATIONS_PER_BOOK, EBOOK_FILE_LINK_SECONDS } from '@xingtu/contracts/ebooks';
import { ebookAnnotations } from '../../db/schema/ebooks.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { refund } from '../commerce/index.ts';
import { fundWallet, grantRole, orderIdOf } from '../commerce/test/factories.ts';
import { makeEbook } from './test/factories.ts';

// Issue 18 §3 and §5: e-books sold through commerce, the EPUB served only to members who hold the
// book (another member or a refunded buyer gets 404 and no file address), links that expire, and
// what the reader keeps on the server: position, font size, theme, bookmarks and highlights.

describe.each(testDrivers())('e-books on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let clockMs = Date.parse('2026-11-27T06:00:00Z');
  type Member = { token: string; id: number };
  let buyer: Member;
  let other: Member;

  const member = async (): Promise<Member> => {
    const registered = await registerUser(api);
    const id = Number(registered.user.userId);
    await fundWallet(t.deps.database.db, id, 100_000);
    return { token: registered.auth.access_token, id };
  };

  /** Orders and pays from the wallet; answers the order number. */
  const buy = async (who: Member, productId: number): Promise<string> => {
    const order = await api.post('/api/orders', { product_id: productId }, who.token);
    expect(order.body.success).toBe(true);
    const orderNo = order.body.data.records.orderNo as string;
    const paid = await api.post('/api/payments', { order_no: orderNo, channel: 'wallet' }, who.token);
    expect(paid.body.success).toBe(true);
    return orderNo;
  };

  const fileLink = (slug: string, who: Member) => api.post(`/api/ebooks/${slug}/file-link`, {}, who.token);
  const download = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => new Date(clockMs) });
    api = apiClient(t.app);
    [buyer, other] = await Promise.all([member(), member()]);
  });
  afterAll(() => t.close());

  it('lists books on sale with their product, shows the sample to visitors, and hides books taken off', async () => {
    const { slug, product } = await makeEbook(t.deps.database.db);
    const off = await makeEbook(t.deps.database.db, { status: 'off' });
    const list = await api.get('/api/ebooks');
    const ids = list.body.data.records.map((b: { bookId: string }) => b.bookId);
    expect(ids).toContain(slug);
    expect(ids).not.toContain(off.slug);
    expect(list.body.data.records.find((b: { bookId: string }) => b.bookId === slug)).toMatchObject({
      productId: product.id,
      priceFen: 1990,
      chapterCount: 2,
      coverUrl: `/api/ebooks/${slug}/cover`,
    });

    const detail = await api.get(`/api/ebooks/${slug}`);
    expect(detail.body.data.records).toMatchObject({
      owned: false,
      progress: null,
      toc: [
        { title: '第一章　试读', sample: true },
        { title: '第二章　正文', sample: false },
      ],
      sample: { title: '第一章　试读', paragraphs: ['这是一段可以免费试读的文字。'] },
    });
    // The detail page carries no file address and no text beyond the sample.
    expect(JSON.stringify(detail.body)).not.toContain('只有买下这本书的会员');
    expect(JSON.stringify(detail.body)).not.toContain('/api/ebooks/files/');

    const cover = await t.app.inject({ method: 'GET', url: `/api/ebooks/${slug}/cover` });
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('<svg');

    expect((await api.get(`/api/ebooks/${off.slug}`)).status).toBe(404);
    expect((await api.get('/api/ebooks/no-such-book')).status).toBe(404);
    expect((await api.get('/api/ebooks/NOT_A_BOOK!')).status).toBe(422);
  });

  it('serves the EPUB to the buyer only, through a signed link that expires', async () => {
    const { slug, product } = await makeEbook(t.deps.database.db);
    const visitorLink = await api.post(`/api/ebooks/${slug}/file-link`, {});
    expect(visitorLink.status).toBe(401);
    const before = await fileLink(slug, buyer);
    expect(before.status).toBe(404);
    expect(before.body.data).toBeNull();

    await buy(buyer, product.id);
    const detail = await api.get(`/api/ebooks/${slug}`, buyer.token);
    expect(detail.body.data.records.owned).toBe(true);
    const shelf = await api.get('/api/ebooks/shelf', buyer.token);
    expect(shelf.body.data.records.map((b: { bookId: string }) => b.bookId)).toContain(slug);

    const link = await fileLink(slug, buyer);
    expect(link.body.success).toBe(true);
    const { url, expiresAt } = link.body.data.records as { url: string; expiresAt: string };
    expect(Date.parse(expiresAt) - clockMs).toBe(EBOOK_FILE_LINK_SECONDS * 1000);
    const file = await download(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/epub+zip');
    expect(file.headers['cache-control']).toContain('no-store');
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    expect(strFromU8(entries.mimetype!)).toBe('application/epub+zip');
    expect(strFromU8(entries['OEBPS/chapter-02.xhtml']!)).toContain('只有买下这本书的会员才能读到这一段。');

    // Another member: no link, and the buyer's link altered to name them is refused.
    const stranger = await fileLink(slug, other);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('/api/ebooks/files/');
    const token = url.split('/').pop()!;
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace(`:${buyer.id}:`, `:${other.id}:`),
    ).toString('base64url');
    expect((await download(`/api/ebooks/files/${forged}.${signature}`)).statusCode).toBe(404);
    expect((await download(`/api/ebooks/files/${payload}.${'A'.repeat(signature!.length)}`)).statusCode).toBe(
      404,
    );

    // The link stops working when it expires.
    clockMs += EBOOK_FILE_LINK_SECONDS * 1000;
    const expired = await download(url);
    expect(expired.statusCode).toBe(404);
    expect(expired.headers['content-type']).toContain('application/json');
  });

  it('takes the book back from a refunded buyer: no link, no file, no position, off the shelf', async () => {
    const reader = await member();
    const { slug, product } = await makeEbook(t.deps.database.db);
    const orderNo = await buy(reader, product.id);
    const { url } = (await fileLink(slug, reader)).body.data.records as { url: string };
    const saved = await api.put(
      `/api/ebooks/${slug}/position`,
      {
        cfi: 'epubcfi(/6/4!/4/2/1:0)',
        progress: 0.4,
        chapter_title: '第二章　正文',
        font_size: 110,
        theme: 'night',
      },
      reader.token,
    );
    expect(saved.body.success).toBe(true);

    await refund(
      t.deps,
      await orderIdOf(t.deps.database.db, orderNo),
      { destination: 'wallet' },
      { type: 'admin', id: 1 },
    );
    expect((await fileLink(slug, reader)).status).toBe(404);
    expect((await download(url)).statusCode).toBe(404);
    expect((await api.get(`/api/ebooks/${slug}/position`, reader.token)).status).toBe(404);
    expect((await api.get(`/api/ebooks/${slug}/annotations`, reader.token)).status).toBe(404);
    expect((await api.get(`/api/ebooks/${slug}`, reader.token)).body.data.records.owned).toBe(false);
    const shelf = await api.get('/api/ebooks/shelf', reader.token);
    expect(shelf.body.data.records.map((b: { bookId: string }) => b.bookId)).not.toContain(slug);
  });

  it('keeps the reading position, font size and theme on the server for every device', async () => {
    const reader = await member();
    const { slug, product } = await makeEbook(t.deps.database.db);
    const position = `/api/ebooks/${slug}/position`;
    expect((await api.get(position, reader.token)).status).toBe(404);
    await buy(reader, product.id);
    expect((await api.get(position, reader.token)).body.data.records).toBeNull();

    const body = {
      cfi: 'epubcfi(/6/6!/4/4/1:12)',
      progress: 0.62,
      chapter_title: '第二章　正文',
      font_size: 120,
      theme: 'sepia',
    };
    expect((await api.put(position, body, reader.token)).body.success).toBe(true);
    // Whichever device asks next opens at the same place.
    const read = await api.get(position, reader.token);
    expect(read.body.data.records).toMatchObject({
      cfi: body.cfi,
      chapterTitle: '第二章　正文',
      fontSize: 120,
      theme: 'sepia',
    });
    expect(read.body.data.records.progress).toBeCloseTo(0.62, 5);
    await api.put(position, { ...body, cfi: 'epubcfi(/6/8!/4/2/1:0)', progress: 0.9 }, reader.token);
    expect((await api.get(position, reader.token)).body.data.records.cfi).toBe('epubcfi(/6/8!/4/2/1:0)');
    expect((await api.get(`/api/ebooks/${slug}`, reader.token)).body.data.records.progress).toBeCloseTo(
      0.9,
      5,
    );

    const bad = await api.put(
      position,
      { ...body, cfi: 'javascript:alert(1)', font_size: 300 },
      reader.token,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.fields).toEqual(
      expect.arrayContaining([
        { field: 'cfi', message: '阅读位置无效' },
        { field: 'font_size', message: '字号最大 160%' },
      ]),
    );
    // Another member cannot read or write it.
    expect((await api.get(position, other.token)).status).toBe(404);
    expect((await api.put(position, body, other.token)).status).toBe(404);
  });

  it('keeps bookmarks and highlights per member: once per place, notes, deletion, a limit per book', async () => {
    const reader = await member();
    const { slug, product } = await makeEbook(t.deps.database.db);
    await buy(reader, product.id);
    const base = `/api/ebooks/${slug}/annotations`;
    const bookmark = { kind: 'bookmark', cfi: 'epubcfi(/6/4!/4/2/1:0)', chapter_title: '第一章　试读' };
    const first = await api.post(base, bookmark, reader.token);
    expect(first.body.data.records).toMatchObject({ kind: 'bookmark', chapterTitle: '第一章　试读' });
    const again = await api.post(base, bookmark, reader.token);
    expect(again.body.data.records.id).toBe(first.body.data.records.id);

    const highlight = await api.post(
      base,
      {
        kind: 'highlight',
        cfi: 'epubcfi(/6/6!/4/4,/1:0,/1:8)',
        excerpt: '只有买下这本书的会员',
        note: '重点',
        color: 'green',
      },
      reader.token,
    );
    const id = highlight.body.data.records.id as string;
    expect(highlight.body.data.records).toMatchObject({
      excerpt: '只有买下这本书的会员',
      note: '重点',
      color: 'green',
    });
    const edited = await api.put(`${base}/${id}`, { note: '第二遍读时再看', color: 'pink' }, reader.token);
    expect(edited.body.data.records).toMatchObject({ note: '第二遍读时再看', color: 'pink' });
    expect((await api.get(base, reader.token)).body.data.records).toHaveLength(2);

    // Another member neither sees nor touches them (they do not hold the book: 404).
    expect((await api.get(base, other.token)).status).toBe(404);
    expect((await api.delete(`${base}/${id}`, other.token)).status).toBe(404);
    expect((await api.delete(`${base}/zzzzzzzzzzzz`, reader.token)).status).toBe(404);

    expect((await api.delete(`${base}/${id}`, reader.token)).body.success).toBe(true);
    expect((await api.get(base, reader.token)).body.data.records).toHaveLength(1);

    const [row] = await t.deps.database.db
      .select()
      .from(ebookAnnotations)
      .where(eq(ebookAnnotations.publicId, first.body.data.records.id));
    await t.deps.database.db.insert(ebookAnnotations).values(
      Array.from({ length: EBOOK_ANNOTATIONS_PER_BOOK - 1 }, (_, i) => ({
        publicId: `fill${String(i).padStart(8, '0')}`,
        userId: reader.id,
        ebookId: row!.ebookId,
        kind: 'bookmark',
        cfi: `epubcfi(/6/4!/4/2/1:${i + 1})`,
      })),
    );
    const over = await api.post(base, { ...bookmark, cfi: 'epubcfi(/6/4!/4/2/1:9999)' }, reader.token);
    expect(over.body).toMatchObject({ success: false, resultCode: '003420' });
  });

  it('gives editors the list of books and the switch that takes one off the catalogue', async () => {
    const reader = await member();
    const editor = await member();
    await grantRole(t.deps.database.db, editor.id, 'editor');
    const { slug, product } = await makeEbook(t.deps.database.db);
    await buy(reader, product.id);
    expect((await api.get('/api/admin/ebooks', reader.token)).status).toBe(404);

    const rows = (await api.get('/api/admin/ebooks', editor.token)).body.data.records as {
      bookId: string;
      readers: number;
      fileBytes: number;
    }[];
    const row = rows.find((r) => r.bookId === slug)!;
    expect(row.readers).toBe(1);
    expect(row.fileBytes).toBeGreaterThan(500);

    const off = await api.put(`/api/admin/ebooks/${slug}/status`, { status: 'off' }, editor.token);
    expect(off.body.data.records.status).toBe('off');
    const listed = (await api.get('/api/ebooks')).body.data.records.map((b: { bookId: string }) => b.bookId);
    expect(listed).not.toContain(slug);
    expect((await api.get(`/api/ebooks/${slug}`)).status).toBe(404);
    // The member who bought it keeps reading.
    expect((await api.get(`/api/ebooks/${slug}`, reader.token)).body.data.records.owned).toBe(true);
    expect((await fileLink(slug, reader)).body.success).toBe(true);
    expect(
      (await api.put('/api/admin/ebooks/no-such-book/status', { status: 'on' }, editor.token)).status,
    ).toBe(404);
  });
});
