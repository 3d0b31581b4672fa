import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/console.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { grantRole } from '../commerce/test/factories.ts';

// Images in content bodies: only editors and admins upload; the bytes decide whether it is an image;
// the stored file is served publicly, the upload is audited, and its Markdown survives the sanitiser
// into the saved body's HTML (the editor's preview).

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(body: Buffer, filename: string, type: string) {
  const boundary = '----xingtu-content-image-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDrivers())('content image upload on %s', { timeout: 180_000 }, (driver) => {
  let t: TestApp;
  let api: ApiClient;
  type Who = 'member' | 'admin' | 'editor' | 'finance' | 'support';
  const tokens = {} as Record<Who, string>;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
    for (const role of ['member', 'admin', 'editor', 'finance', 'support'] as const) {
      const answer = await registerUser(api);
      if (role !== 'member') await grantRole(t.deps.database.db, Number(answer.user.userId), role);
      tokens[role] = answer.auth.access_token;
    }
  });
  afterAll(() => t.close());

  const upload = (body: Buffer, name: string, type: string, token: string) => {
    const form = multipart(body, name, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/content/image',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
  };

  it('answers 404 to members and 000007 to finance and support', async () => {
    const member = await upload(PNG, 'a.png', 'image/png', tokens.member);
    expect([member.statusCode, member.json().resultCode]).toEqual([404, '000404']);
    for (const who of ['finance', 'support'] as const) {
      const answer = await upload(PNG, 'a.png', 'image/png', tokens[who]);
      expect([answer.statusCode, answer.json().resultCode], who).toEqual([403, '000007']);
    }
  });

  it('refuses a file whose bytes are not an image, and stores nothing', async () => {
    const before = await t.deps.database.db
      .select()
      .from(operatorAudit)
      .where(sql`${operatorAudit.before}->>'route' = '/api/admin/content/image'`);
    const refused = await upload(
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'x.png',
      'image/png',
      tokens.admin,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().desc).toContain('正文图片只支持');
    const after = await t.deps.database.db
      .select()
      .from(operatorAudit)
      .where(sql`${operatorAudit.before}->>'route' = '/api/admin/content/image'`);
    expect(after.length).toBe(before.length);
  });

  it('stores a real image, serves it, audits it, and its Markdown renders to an <img> in the preview', async () => {
    const stored = await upload(PNG, 'moon.png', 'image/png', tokens.editor);
    expect(stored.statusCode, stored.body).toBe(200);
    const { url, markdown } = stored.json().data.records as { url: string; markdown: string };
    expect(url).toMatch(/^\/uploads\/content-images\/[0-9a-f-]+\.png$/);
    expect(markdown).toBe(`![图片](${url})`);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const audits = await t.deps.database.db
      .select()
      .from(operatorAudit)
      .where(sql`${operatorAudit.before}->>'route' = '/api/admin/content/image'`);
    expect(audits.map((row) => (row.after as { url?: string } | null)?.url)).toContain(url);

    const created = await api.post(
      '/api/admin/content',
      { kind: 'N_NEWS', title: '满月观测记录', summary: '附图', body_markdown: `月面如下：\n\n${markdown}` },
      tokens.editor,
    );
    expect(created.body.resultCode, JSON.stringify(created.body)).toBe('000000');
    const item = created.body.data.records as { id: number; bodyHtml: string };
    expect(item.bodyHtml).toContain(`<img src="${url}" alt="图片" loading="lazy" />`);
    const again = await api.get(`/api/admin/content/${item.id}`, tokens.editor);
    expect(again.body.data.records.bodyHtml).toContain(`src="${url}"`);
  });
});
