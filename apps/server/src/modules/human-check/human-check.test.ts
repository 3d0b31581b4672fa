import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { uniqueMobile } from '../../test/accounts.ts';
import { looksHuman, type TrackPoint } from './slider.ts';

function humanTrack(target: number): TrackPoint[] {
  // Eases in and out with a little vertical wobble, as a finger does.
  const points: TrackPoint[] = [];
  for (let i = 0; i <= 20; i += 1) {
    const p = i / 20;
    points.push({ x: target * (1 - (1 - p) ** 3), y: 2 * Math.sin(i), t: i * 35 + (i % 3) * 4 });
  }
  return points;
}

describe('human checks (HUMAN_CHECK=on)', () => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ env: { HUMAN_CHECK: 'on' } });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('serves the captcha as pixels for a client key; a right answer works once, a wrong one is 000095', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/base/sys/digitalCode?key=client-key-001' });
    // A PNG, not an SVG: no path commands a script could read the characters from.
    expect(image.headers['content-type']).toBe('image/png');
    expect([...image.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(image.rawPayload.includes('<path')).toBe(false);
    const answer = (await t.deps.kv.get('captcha:client-key-001'))!;
    const mobile = uniqueMobile();
    const good = await api.post('/base/sys/smsCode', {
      mobile,
      scene: 'register',
      captcha_key: 'client-key-001',
      captcha_code: answer.toUpperCase(),
    });
    expect(good.body.success).toBe(true);
    const replay = await api.post('/base/sys/smsCode', {
      mobile: uniqueMobile(),
      scene: 'register',
      captcha_key: 'client-key-001',
      captcha_code: answer,
    });
    expect(replay.body.resultCode).toBe('000095');
    await t.app.inject({ method: 'GET', url: '/base/sys/digitalCode?key=client-key-002' });
    const wrong = await api.post('/base/sys/smsCode', {
      mobile: uniqueMobile(),
      scene: 'register',
      captcha_key: 'client-key-002',
      captcha_code: 'zzzz',
    });
    expect(wrong.body.resultCode).toBe('000095');
  });

  it('refuses to send a code without any human check', async () => {
    const answer = await api.post('/base/sys/smsCode', { mobile: uniqueMobile(), scene: 'register' });
    expect(answer.body.resultCode).toBe('000095');
    expect(await t.deps.database.db.execute('select 1')).toBeDefined();
  });

  it('passes a human drag to the gap and refuses a robot or a wrong offset (000094, not the captcha code)', async () => {
    const challenge = (await api.get('/base/sys/slider')).body.data.records;
    // Issue 11 §2: the answer was readable in the SVG's markup. Now both pictures are raster PNGs and
    // nothing in the challenge names the gap's horizontal place.
    expect(Object.keys(challenge).sort()).toEqual(
      ['background', 'height', 'piece', 'pieceSize', 'pieceY', 'sliderId', 'width'].sort(),
    );
    for (const picture of [challenge.background, challenge.piece]) {
      expect(picture).toMatch(/^data:image\/png;base64,/);
      const bytes = Buffer.from(picture.split(',')[1], 'base64');
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(bytes.toString('latin1')).not.toMatch(/<svg|<rect/);
    }
    const { x } = JSON.parse((await t.deps.kv.get(`slider:${challenge.sliderId}`))!);
    const passed = await api.post('/base/sys/slider/verify', {
      slider_id: challenge.sliderId,
      offset_x: x,
      track: humanTrack(x),
    });
    expect(passed.body.success).toBe(true);
    const token = passed.body.data.records.sliderToken;
    expect(
      (
        await api.post('/base/sys/smsCode', {
          mobile: uniqueMobile(),
          scene: 'register',
          slider_token: token,
        })
      ).body.success,
    ).toBe(true);
    // A pass is single-use.
    expect(
      (
        await api.post('/base/sys/smsCode', {
          mobile: uniqueMobile(),
          scene: 'register',
          slider_token: token,
        })
      ).body.resultCode,
    ).toBe('000094');

    const second = (await api.get('/base/sys/slider')).body.data.records;
    const target = JSON.parse((await t.deps.kv.get(`slider:${second.sliderId}`))!).x;
    const wrongOffset = await api.post('/base/sys/slider/verify', {
      slider_id: second.sliderId,
      offset_x: target + 30,
      track: humanTrack(target + 30),
    });
    expect(wrongOffset.body.resultCode).toBe('000094');
    // The challenge was consumed by the failed try.
    const retry = await api.post('/base/sys/slider/verify', {
      slider_id: second.sliderId,
      offset_x: target,
      track: humanTrack(target),
    });
    expect(retry.body.resultCode).toBe('000094');
  });

  it('tells a scripted straight, uniform drag from a human one', () => {
    const robot = Array.from({ length: 20 }, (_, i) => ({ x: i * 10, y: 0, t: i * 20 }));
    expect(looksHuman(robot, 190)).toBe(false);
    expect(looksHuman(humanTrack(190), 190)).toBe(true);
    expect(looksHuman(humanTrack(190).slice(0, 3), 190)).toBe(false);
    expect(
      looksHuman(
        humanTrack(190).map((p) => ({ ...p, t: p.t / 10 })),
        190,
      ),
    ).toBe(false);
  });

  it('demands the captcha at sign-in after repeated failures', async () => {
    const captcha = async (key: string) => {
      await t.app.inject({ method: 'GET', url: `/base/sys/digitalCode?key=${key}` });
      return { captcha_key: key, captcha_code: (await t.deps.kv.get(`captcha:${key}`))! };
    };
    const mobile = uniqueMobile();
    await api.post('/base/sys/smsCode', { mobile, scene: 'register', ...(await captcha('signup-key-1')) });
    const code = (await api.get(`/dev/outbox?to=${mobile}`)).body.data.records[0].code;
    await api.post('/base/user/register', {
      mobile,
      sms_code: code,
      password: 'right-pass',
      re_password: 'right-pass',
      agreement: true,
    });
    for (let i = 0; i < 3; i += 1)
      await api.post('/base/user/login', { account: mobile, password: 'wrong-pass' });
    const demanded = await api.post('/base/user/login', { account: mobile, password: 'right-pass' });
    expect(demanded.body.resultCode).toBe('000095');
    expect(demanded.body.data.needCaptcha).toBe(true);
    const withCaptcha = await api.post('/base/user/login', {
      account: mobile,
      password: 'right-pass',
      ...(await captcha('signin-key-1')),
    });
    expect(withCaptcha.body.success).toBe(true);
  });
});
