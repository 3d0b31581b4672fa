import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astrologerApplications, astrologerProfiles } from '../../db/schema/astrologers.ts';
import { astrologerCapacities } from '../../db/schema/users.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { sequentialIdPaths } from '../../test/sequential-ids.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { grantRole } from '../commerce/test/factories.ts';
import { JPEG, multipartForm, PDF, PNG, type FormFile } from './test/factories.ts';

interface Member {
  token: string;
  id: number;
}

const EXPERIENCE = '学习现代占星八年，长期为朋友做本命盘与流年解读，熟悉合盘与择日。';
const photo: FormFile = { field: 'photo', filename: 'me.png', type: 'image/png', body: PNG };
const certificate: FormFile = {
  field: 'certificates',
  filename: 'cert.pdf',
  type: 'application/pdf',
  body: PDF,
};

describe.each(testDrivers())('astrologer applications on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let admin: Member;
  const db = () => t.deps.database.db;
  const member = async (): Promise<Member> => {
    const answer = await registerUser(api);
    return { token: answer.auth.access_token, id: Number(answer.user.userId) };
  };
  const apply = async (
    who: Member,
    fields: Record<string, string | string[]> = {},
    files: FormFile[] = [photo, certificate],
  ) => {
    const form = multipartForm(
      {
        real_name: '林星遥',
        experience: EXPERIENCE,
        specialities: ['本命盘解读', '合盘与情感'],
        capacities: ['A', 'D'],
        ...fields,
      },
      files,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/astrologer/apply',
      headers: { ...form.headers, authorization: `Bearer ${who.token}` },
      payload: form.payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const myInfo = async (who: Member, query = '') =>
    (await api.get(`/api/astrologer/myInfo${query}`, who.token)).body.data.records;
  const capacitiesOnRecord = async (who: Member) =>
    (await api.get('/base/user/info', who.token)).body.data.records.access.astrologersCapacitys;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
    admin = await member();
    await grantRole(db(), admin.id, 'admin');
  });
  afterAll(() => t.close());

  it('takes an application, shows it waiting (01) on the user record, and approval makes capacities 02 and a public profile', async () => {
    const who = await member();
    const before = await myInfo(who);
    expect(before.capacities).toEqual([]);
    expect(before.applicable).toEqual(['A', 'C', 'D', 'E']);

    const sent = await apply(who);
    expect(sent.body.success).toBe(true);
    const application = sent.body.data.records;
    expect(application.status).toBe('01');
    expect(application.capacities).toEqual(['A', 'D']);
    expect(application.applicationNo).toMatch(/^a[a-z2-9]{12}$/);
    expect(sequentialIdPaths(sent.body)).toEqual([]);
    expect(await capacitiesOnRecord(who)).toEqual(
      expect.arrayContaining([
        { type: 'A', applove: '01' },
        { type: 'D', applove: '01' },
      ]),
    );
    expect((await myInfo(who)).applicable).toEqual(['C', 'E']);

    const approved = await api.post(
      `/api/admin/astrologer-applications/${application.applicationNo}/approve`,
      {},
      admin.token,
    );
    expect(approved.body.success).toBe(true);
    expect(approved.body.data.records.status).toBe('02');
    const capacities = await capacitiesOnRecord(who);
    expect(capacities).toEqual(
      expect.arrayContaining([
        { type: 'A', applove: '02' },
        { type: 'D', applove: '02' },
      ]),
    );
    // astrologersCapital stays on the server: the record holds only type and applove.
    const info = (await api.get('/base/user/info', who.token)).body;
    expect(JSON.stringify(info)).not.toContain('林星遥');
    const [stored] = await db()
      .select()
      .from(astrologerCapacities)
      .where(eq(astrologerCapacities.userId, who.id));
    expect((stored!.capital as { realName: string }).realName).toBe('林星遥');

    const mine = await myInfo(who, '?capacity_type=A');
    expect(mine.latestApplication.status).toBe('02');
    expect(mine.profile.capacities).toEqual(['A', 'D']);
    const publicPage = await api.get(`/api/astrologers/${mine.profile.astrologerId}`);
    expect(publicPage.body.data.records.specialities).toEqual(['本命盘解读', '合盘与情感']);
    expect(publicPage.body.data.records.photoUrl).toMatch(/^\/uploads\/astrologers\//);
    expect(JSON.stringify(publicPage.body)).not.toContain('林星遥');
    const listed = await api.get('/api/astrologers?capacity=A&size=100');
    expect(listed.body.data.records.map((r: { astrologerId: string }) => r.astrologerId)).toContain(
      mine.profile.astrologerId,
    );
    const dice = await api.get('/api/astrologers?capacity=C&size=100');
    expect(dice.body.data.records.map((r: { astrologerId: string }) => r.astrologerId)).not.toContain(
      mine.profile.astrologerId,
    );
  });

  it('refuses a second application while one is waiting, and capacities already approved', async () => {
    const who = await member();
    expect((await apply(who)).body.success).toBe(true);
    const again = await apply(who, { capacities: ['C'] });
    expect(again.body.success).toBe(false);
    expect(again.body.desc).toContain('审核中');
    const rows = await db()
      .select()
      .from(astrologerApplications)
      .where(eq(astrologerApplications.userId, who.id));
    expect(rows).toHaveLength(1);
  });

  it('lets only one of two simultaneous applications through', async () => {
    const who = await member();
    const answers = await Promise.all([apply(who), apply(who), apply(who)]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    const rows = await db()
      .select()
      .from(astrologerApplications)
      .where(eq(astrologerApplications.userId, who.id));
    expect(rows).toHaveLength(1);
  });

  it('rejects with a reason (99), then takes a new application; an approved astrologer upgrades for another capacity without a new photo', async () => {
    const who = await member();
    const first = (await apply(who, { capacities: ['C'] })).body.data.records;
    const noReason = await api.post(
      `/api/admin/astrologer-applications/${first.applicationNo}/reject`,
      {},
      admin.token,
    );
    expect(noReason.status).toBe(422);
    const rejected = await api.post(
      `/api/admin/astrologer-applications/${first.applicationNo}/reject`,
      { reason: '证书照片不清晰，请重新上传' },
      admin.token,
    );
    expect(rejected.body.data.records.status).toBe('99');
    expect(await capacitiesOnRecord(who)).toEqual([{ type: 'C', applove: '99' }]);
    const info = await myInfo(who);
    expect(info.latestApplication.reason).toBe('证书照片不清晰，请重新上传');
    expect(info.applicable).toContain('C');
    // Deciding twice is refused.
    const twice = await api.post(
      `/api/admin/astrologer-applications/${first.applicationNo}/approve`,
      {},
      admin.token,
    );
    expect(twice.body.success).toBe(false);

    const second = (await apply(who, { capacities: ['C'] })).body.data.records;
    await api.post(`/api/admin/astrologer-applications/${second.applicationNo}/approve`, {}, admin.token);
    expect(await capacitiesOnRecord(who)).toEqual([{ type: 'C', applove: '02' }]);

    const alreadyHeld = await apply(who, { capacities: ['C', 'A'] }, [certificate]);
    expect(alreadyHeld.status).toBe(422);
    const upgrade = await apply(who, { capacities: ['A'] }, [certificate]);
    expect(upgrade.body.success).toBe(true);
    const upgraded = await capacitiesOnRecord(who);
    expect(upgraded).toHaveLength(2);
    expect(upgraded).toEqual(
      expect.arrayContaining([
        { type: 'A', applove: '01' },
        { type: 'C', applove: '02' },
      ]),
    );
  });

  it('checks files by their bytes: a fake image or certificate is refused and nothing is stored', async () => {
    const who = await member();
    const fakePhoto = await apply(who, {}, [
      { ...photo, body: Buffer.from('<script>alert(1)</script>') },
      certificate,
    ]);
    expect(fakePhoto.status).toBe(422);
    expect(fakePhoto.body.desc).toContain('照片');
    const fakeCertificate = await apply(who, {}, [
      photo,
      { ...certificate, filename: 'cert.pdf', body: Buffer.from('MZ\x90\x00 not a pdf') },
    ]);
    expect(fakeCertificate.status).toBe(422);
    expect(fakeCertificate.body.desc).toContain('证书');
    const noCertificate = await apply(who, {}, [photo]);
    expect(noCertificate.status).toBe(422);
    const noPhoto = await apply(who, {}, [certificate]);
    expect(noPhoto.status).toBe(422);
    const tooMany = await apply(who, {}, [photo, ...Array.from({ length: 6 }, () => certificate)]);
    expect(tooMany.status).toBe(422);
    const badFields = await apply(who, { capacities: ['Z'], experience: '太短' });
    expect(badFields.status).toBe(422);
    expect(badFields.body.resultCode).toBe('000422');
    const rows = await db()
      .select()
      .from(astrologerApplications)
      .where(eq(astrologerApplications.userId, who.id));
    expect(rows).toHaveLength(0);
    const notForm = await api.post('/api/astrologer/apply', { real_name: '林星遥' }, who.token);
    expect(notForm.body.success).toBe(false);
    // A JPEG photo and image certificates are fine.
    const good = await apply(who, {}, [
      { ...photo, type: 'image/jpeg', body: JPEG },
      { ...certificate, type: 'image/png', body: PNG },
    ]);
    expect(good.body.success).toBe(true);
  });

  it('refuses sensitive words with 001108 and saves nothing', async () => {
    const who = await member();
    const answer = await apply(who, { experience: `${EXPERIENCE}也做网上赌场的推广。` });
    expect(answer.body.resultCode).toBe('001108');
    const rows = await db()
      .select()
      .from(astrologerApplications)
      .where(eq(astrologerApplications.userId, who.id));
    expect(rows).toHaveLength(0);
    expect(await capacitiesOnRecord(who)).toEqual([]);
  });

  it('keeps certificates private: only reviewers read them; members never see an operator endpoint (404)', async () => {
    const who = await member();
    const application = (await apply(who)).body.data.records;
    const [row] = await db()
      .select()
      .from(astrologerApplications)
      .where(eq(astrologerApplications.applicationNo, application.applicationNo));
    const key = row!.certificates[0]!.key;
    expect(key.startsWith('private/')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);

    const viaAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/astrologer-applications/${application.applicationNo}/certificates/0`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(viaAdmin.statusCode).toBe(200);
    expect(viaAdmin.headers['content-type']).toBe('application/pdf');
    expect(viaAdmin.rawPayload.equals(PDF)).toBe(true);

    const base = `/api/admin/astrologer-applications/${application.applicationNo}`;
    for (const [method, url] of [
      ['GET', '/api/admin/astrologer-applications'],
      ['GET', base],
      ['GET', `${base}/certificates/0`],
      ['POST', `${base}/approve`],
      ['POST', `${base}/reject`],
    ] as const) {
      const answer =
        method === 'GET'
          ? await api.get(url, who.token)
          : await api.post(url, { reason: '自己批准自己' }, who.token);
      expect(answer.status, url).toBe(404);
      expect(answer.body.resultCode, url).toBe('000404');
    }
    expect((await capacitiesOnRecord(who)).every((c: { applove: string }) => c.applove === '01')).toBe(true);

    const listed = await api.get('/api/admin/astrologer-applications?status=01&size=100', admin.token);
    const mine = listed.body.data.records.find(
      (r: { applicationNo: string }) => r.applicationNo === application.applicationNo,
    );
    expect(mine.realName).toBe('林星遥');
    expect(mine.certificates).toEqual([{ index: 0, contentType: 'application/pdf' }]);
    expect(
      (await api.post('/api/admin/astrologer-applications/aaaaaaaaaaaaa/approve', {}, admin.token)).status,
    ).toBe(404);
  });

  it('lets the owner edit the profile (moderated); others and non-astrologers cannot; unknown ids are 404', async () => {
    const who = await member();
    const application = (await apply(who, { capacities: ['A'] })).body.data.records;
    const early = await api.put(
      '/api/astrologer/profile',
      { display_name: '星遥', introduction: '你好', specialities: ['择日'], languages: ['普通话'] },
      who.token,
    );
    expect(early.body.resultCode).toBe('000007');
    await api.post(
      `/api/admin/astrologer-applications/${application.applicationNo}/approve`,
      {},
      admin.token,
    );

    const saved = await api.put(
      '/api/astrologer/profile',
      {
        display_name: '星遥老师',
        introduction: '十年本命盘咨询经验，温和而直接。',
        specialities: ['择日', '流年与行运'],
        languages: ['普通话', '粤语'],
      },
      who.token,
    );
    expect(saved.body.success).toBe(true);
    expect(saved.body.data.records.displayName).toBe('星遥老师');
    const dirty = await api.put(
      '/api/astrologer/profile',
      {
        display_name: '星遥老师',
        introduction: '欢迎来博彩平台',
        specialities: ['择日'],
        languages: ['普通话'],
      },
      who.token,
    );
    expect(dirty.body.resultCode).toBe('001108');
    const [row] = await db().select().from(astrologerProfiles).where(eq(astrologerProfiles.userId, who.id));
    expect(row!.introduction).toBe('十年本命盘咨询经验，温和而直接。');
    const badList = await api.put(
      '/api/astrologer/profile',
      { display_name: '星遥老师', introduction: '', specialities: ['算命'], languages: ['普通话'] },
      who.token,
    );
    expect(badList.status).toBe(422);

    expect((await api.get('/api/astrologers/abcdefghijkm')).status).toBe(404);
    expect((await api.get('/api/astrologers/1')).status).toBe(422);
    expect((await api.get('/api/astrologers?keyword=星遥老师')).body.data.records[0].displayName).toBe(
      '星遥老师',
    );
  });
});
