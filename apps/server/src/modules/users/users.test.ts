import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { latestCode, registerUser, uniqueMobile } from '../../test/accounts.ts';
import { IMAGE_MESSAGES } from '@xingtu/contracts/validation';
import { AVATAR_UPLOADS_PER_DAY } from './service.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(field: string, filename: string, type: string, body: Buffer) {
  const boundary = '----xingtu-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDrivers())('the account pages API on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());
  const nextMinute = (target: string) =>
    t.deps.kv.del(`code-cooldown:sms:${target}`).then(() => t.deps.kv.del(`code-cooldown:email:${target}`));

  it('updates the profile and refuses sensitive words with 001108, saving nothing', async () => {
    const user = await registerUser(api);
    const token = user.auth.access_token;
    const saved = await api.put(
      '/base/user/profile',
      {
        name: '林小满',
        gender: 'female',
        birthday: '1995-04-12',
        birth_hour: 8,
        birth_min: 30,
        birth_location: '上海市 徐汇区',
      },
      token,
    );
    expect(saved.body.data.records.user.userInfo).toMatchObject({
      name: '林小满',
      gender: 'female',
      birthHour: 8,
      birthLocation: '上海市 徐汇区',
    });
    const dirty = await api.put('/base/user/profile', { birth_location: '网上赌场旁边' }, token);
    expect(dirty.body.resultCode).toBe('001108');
    const info = await api.get('/base/user/info', token);
    expect(info.body.data.records.user.userInfo.birthLocation).toBe('上海市 徐汇区');
    const invalid = await api.put('/base/user/profile', { birth_hour: 25 }, token);
    expect(invalid.status).toBe(422);
    // Birth data a chart would refuse later is refused now, with the field and its Chinese message.
    for (const [body, field, message] of [
      [{ birthday: '0001-01-01' }, 'birthday', '出生日期需在1800年至2200年之间'],
      [{ birthday: '9999-12-31' }, 'birthday', '出生日期需在1800年至2200年之间'],
      [
        { birth_time_zone: 'Mars/Olympus_Mons' },
        'birth_time_zone',
        '时区不正确，请填写如 Asia/Shanghai 或 +08:00',
      ],
    ] as const) {
      const refused = await api.put('/base/user/profile', body, token);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.data.fields).toEqual([{ field, message }]);
    }
    expect((await api.get('/base/user/info', token)).body.data.records.user.userInfo.birthday).not.toBe(
      '0001-01-01',
    );
  });

  it('saves the birth place with its coordinates and time zone, and replaces them when only a new name arrives', async () => {
    const user = await registerUser(api);
    const token = user.auth.access_token;
    const saved = await api.put(
      '/base/user/profile',
      {
        birthday: '1992-08-20',
        birth_hour: 9,
        birth_min: 30,
        birth_location: '浙江省 杭州市',
        birth_latitude: 30.27,
        birth_longitude: 120.15,
        birth_time_zone: 'Asia/Shanghai',
      },
      token,
    );
    expect(saved.status).toBe(200);
    const info = async () => (await api.get('/base/user/info', token)).body.data.records.user.userInfo;
    expect(await info()).toMatchObject({
      birthLocation: '浙江省 杭州市',
      birthLatitude: 30.27,
      birthLongitude: 120.15,
      birthTimeZone: 'Asia/Shanghai',
    });
    // The same name again (saving other fields) keeps the coordinates.
    await api.put('/base/user/profile', { birth_location: '浙江省 杭州市', birth_hour: 10 }, token);
    expect((await info()).birthLatitude).toBe(30.27);
    await api.put('/base/user/profile', { birth_location: '广州' }, token);
    expect(await info()).toMatchObject({
      birthLocation: '广州',
      birthLatitude: null,
      birthLongitude: null,
      birthTimeZone: null,
    });
    // A name the gazetteer knows exactly takes that place's coordinates and zone.
    await api.put('/base/user/profile', { birth_location: '广东省 广州市' }, token);
    const named = await info();
    expect(named.birthLatitude).toBeCloseTo(23.13, 1);
    expect(named.birthTimeZone).toBe('Asia/Shanghai');
  });

  it('masks the phone everywhere but the owner account page', async () => {
    const user = await registerUser(api);
    expect((await api.get('/base/user/info', user.auth.access_token)).body.data.records.user.mobile).toMatch(
      /\*{4}$/,
    );
    expect((await api.get('/base/user/account', user.auth.access_token)).body.data.records.user.mobile).toBe(
      user.mobile,
    );
  });

  it('changes the mobile with a code on the new number and the password; 001103 when bound elsewhere', async () => {
    const user = await registerUser(api);
    const other = await registerUser(api);
    const token = user.auth.access_token;
    expect(
      (await api.post('/base/sys/smsCode', { mobile: other.mobile, scene: 'bind' }, token)).body.resultCode,
    ).toBe('001103');
    const fresh = uniqueMobile();
    await api.post('/base/sys/smsCode', { mobile: fresh, scene: 'bind' }, token);
    const changed = await api.put(
      '/base/user/putMobile',
      { mobile: fresh, sms_code: await latestCode(api, fresh), password: user.password },
      token,
    );
    expect(changed.body.data.records.user.mobile).toBe(fresh);
    // The other user cannot take it now.
    await nextMinute(fresh);
    expect(
      (await api.post('/base/sys/smsCode', { mobile: fresh, scene: 'bind' }, other.auth.access_token)).body
        .resultCode,
    ).toBe('001103');
  });

  it('binds an e-mail with a code sent to it and the password', async () => {
    const user = await registerUser(api);
    const email = `bind${Date.now()}@example.com`;
    await api.post('/base/sys/emailCode', { email, scene: 'bind' }, user.auth.access_token);
    const bound = await api.put(
      '/base/user/putEmail',
      { email, email_code: await latestCode(api, email), password: user.password },
      user.auth.access_token,
    );
    expect(bound.body.data.records.user.email).toBe(email);
  });

  it('changes the password (old one checked) and ends other sessions', async () => {
    const user = await registerUser(api);
    const token = user.auth.access_token;
    expect(
      (
        await api.put(
          '/base/user/password',
          { old_password: 'nope-nope', password: 'new-pass-22', re_password: 'new-pass-22' },
          token,
        )
      ).body.data.fields[0].field,
    ).toBe('old_password');
    expect(
      (
        await api.put(
          '/base/user/password',
          { old_password: user.password, password: 'new-pass-22', re_password: 'new-pass-22' },
          token,
        )
      ).body.success,
    ).toBe(true);
    expect(
      (await api.post('/base/user/refreshToken', { refresh_token: user.auth.refresh_token })).body.resultCode,
    ).toBe('001104');
    expect(
      (await api.post('/base/user/login', { account: user.mobile, password: 'new-pass-22' })).body.success,
    ).toBe(true);
  });

  it('resets a forgotten password with an SMS code', async () => {
    const user = await registerUser(api);
    await nextMinute(user.mobile);
    await api.post('/base/sys/smsCode', { mobile: user.mobile, scene: 'reset' });
    const reset = await api.post('/base/user/password/reset', {
      account: user.mobile,
      code: await latestCode(api, user.mobile),
      password: 'reset-pass-1',
      re_password: 'reset-pass-1',
    });
    expect(reset.body.success).toBe(true);
    expect(
      (await api.post('/base/user/login', { account: user.mobile, password: 'reset-pass-1' })).body.success,
    ).toBe(true);
  });

  it('uploads an avatar after checking its bytes and size, and serves it back', async () => {
    const user = await registerUser(api);
    const auth = { authorization: `Bearer ${user.auth.access_token}` };
    const good = multipart('file', 'me.png', 'image/png', PNG);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/base/user/avatar',
      headers: { ...good.headers, ...auth },
      payload: good.payload,
    });
    const url = uploaded.json().data.records.smallImage as string;
    expect(url).toMatch(/^\/uploads\/avatars\/\d+\/.+\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);

    const fake = multipart('file', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/base/user/avatar',
      headers: { ...fake.headers, ...auth },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    // The header must be readable and the size sane: 20000×20000 in a small file, or a script behind "GIF89a".
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    for (const [body, desc] of [
      [huge, IMAGE_MESSAGES.tooLarge],
      [Buffer.from('GIF89a<script>alert(1)</script>'), IMAGE_MESSAGES.corrupt],
    ] as const) {
      const form = multipart('file', 'a.png', 'image/png', body);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/base/user/avatar',
        headers: { ...form.headers, ...auth },
        payload: form.payload,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().desc).toBe(desc);
    }
    const big = multipart(
      'file',
      'big.png',
      'image/png',
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]),
    );
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/base/user/avatar',
      headers: { ...big.headers, ...auth },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await api.get('/base/user/info', user.auth.access_token)).body.data.records.user.smallImage).toBe(
      url,
    );
  });

  it('deletes the replaced avatar and caps uploads per member per day (issue 11)', async () => {
    const user = await registerUser(api);
    const auth = { authorization: `Bearer ${user.auth.access_token}` };
    const upload = () => {
      const form = multipart('file', 'me.png', 'image/png', PNG);
      return t.app.inject({
        method: 'POST',
        url: '/base/user/avatar',
        headers: { ...form.headers, ...auth },
        payload: form.payload,
      });
    };
    const first = (await upload()).json().data.records.smallImage as string;
    const second = (await upload()).json().data.records.smallImage as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 2; i <= AVATAR_UPLOADS_PER_DAY; i += 1) statuses.push((await upload()).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
