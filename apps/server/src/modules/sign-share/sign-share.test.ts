import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natalChart } from '@xingtu/astro';
import {
  SIGN_INVITE_REWARD_CREDITS,
  SIGN_INVITE_REWARD_TITLE,
  SIGN_SHARE_NICKNAME_MESSAGES,
} from '@xingtu/contracts/sign-share';
import { signOfLongitudeDeg } from '@xingtu/readings/keys';
import { aiPackages } from '../../db/schema/ai.ts';
import { signShares } from '../../db/schema/sign-share.ts';
import { users } from '../../db/schema/users.ts';
import { registerUser, uniqueMobile } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';

interface Member {
  token: string;
  id: number;
  mobile: string;
}

// 1990-06-01 08:30 in Shanghai: Sun in Gemini, Moon in Virgo, Ascendant in Cancer (the engine says so below).
const OWNER_BIRTH = {
  date: '1990-06-01',
  time: '08:30',
  time_zone: 'Asia/Shanghai',
  latitude: 31.2304,
  longitude: 121.4737,
  place_name: '上海市',
};
const FRIEND_BIRTH = {
  date: '1994-11-20',
  time: '21:15',
  time_zone: 'Asia/Shanghai',
  latitude: 23.1291,
  longitude: 113.2644,
  place_name: '广州市',
};

const engineSigns = (birth: typeof OWNER_BIRTH) => {
  const chart = natalChart({
    date: birth.date,
    time: birth.time,
    timeZone: birth.time_zone,
    latitude: birth.latitude,
    longitude: birth.longitude,
    houseSystem: 'P',
  });
  return {
    sun: signOfLongitudeDeg(chart.bodies.sun.longitudeDeg),
    moon: signOfLongitudeDeg(chart.bodies.moon.longitudeDeg),
    ascendant: signOfLongitudeDeg(chart.angles!.asc),
  };
};

describe.each(testDrivers())('sign share and invitations (%s)', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let owner: Member;
  let oldFriend: Member;
  let code: string;

  const member = async (mobile = uniqueMobile()): Promise<Member> => {
    const answer = await registerUser(api, mobile);
    return { token: answer.auth.access_token, id: Number(answer.user.userId), mobile };
  };
  const join = async (who: Member, shareCode: string, deviceId: string | null, ip = '10.0.0.1') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/signShare/shared/${shareCode}/join`,
      remoteAddress: ip,
      headers: { authorization: `Bearer ${who.token}`, ...(deviceId ? { 'device-id': deviceId } : {}) },
    });
    return response.json() as { success: boolean; resultCode: string; data: { records: any } | null };
  };
  const rewardsOf = async (userId: number) =>
    t.deps.database.db.select().from(aiPackages).where(eq(aiPackages.userId, userId));

  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
    oldFriend = await member();
    owner = await member();
    const saved = await api.put(
      '/api/signShare/mine',
      { source: { birth: OWNER_BIRTH }, nickname: '小星', show_moon: true, show_ascendant: true },
      owner.token,
    );
    expect(saved.body.success).toBe(true);
    code = saved.body.data!.records.code;
  });
  afterAll(() => t.close());

  it('makes the card from the chart engine and keeps the same code on every edit', async () => {
    const expected = engineSigns(OWNER_BIRTH);
    const mine = await api.get('/api/signShare/mine', owner.token);
    const share = mine.body.data!.records.share;
    expect(share).toMatchObject({ code, nickname: '小星', ...expected, showMoon: true, showAscendant: true });
    const view = await api.get(`/api/signShare/shared/${code}`);
    expect(view.body.data!.records.sun.sign).toBe(expected.sun);
    expect(view.body.data!.records.sun.title).toBe('太阳在双子座');
    expect(view.body.data!.records.viewer).toBe('guest');
  });

  it('never reveals the birth behind a code, nor a sign the member chose to hide', async () => {
    const hidden = await api.put(
      '/api/signShare/mine',
      { source: { birth: OWNER_BIRTH }, nickname: '小星', show_moon: false, show_ascendant: false },
      owner.token,
    );
    expect(hidden.body.data!.records.code).toBe(code);
    const friend = await member();
    for (const token of [undefined, friend.token]) {
      const view = await api.get(`/api/signShare/shared/${code}`, token);
      expect(view.body.data!.records.moon).toBeNull();
      expect(view.body.data!.records.ascendant).toBeNull();
      const compared = await api.post(
        `/api/signShare/shared/${code}/compare`,
        { birth: FRIEND_BIRTH },
        token,
      );
      expect(compared.body.data!.records.theirs).toEqual({ sun: 'gemini', moon: null, ascendant: null });
      expect(compared.body.data!.records.pairs.map((p: { role: string }) => p.role)).toEqual([
        'sun-sun',
        'sun-moon',
      ]);
      for (const body of [JSON.stringify(view.body), JSON.stringify(compared.body)]) {
        for (const secret of ['1990', '06-01', '08:30', '上海', '31.23', '121.47'])
          expect(body).not.toContain(secret);
      }
    }
    // The card's row holds signs only: a hidden sign is not stored at all.
    const [row] = await t.deps.database.db.select().from(signShares).where(eq(signShares.code, code));
    expect(row).toMatchObject({ sunSign: 'gemini', moonSign: null, ascendantSign: null });
    expect(Object.keys(row!).some((k) => /birth|^date|Time$|latitude|longitude|place/.test(k))).toBe(false);
    await api.put(
      '/api/signShare/mine',
      { source: { birth: OWNER_BIRTH }, nickname: '小星', show_moon: true, show_ascendant: true },
      owner.token,
    );
  });

  it("reads a friend's three signs step by step from the engine, the same every time", async () => {
    const expected = engineSigns(FRIEND_BIRTH);
    const step1 = await api.post('/api/signShare/bigThree', {
      birth: { date: FRIEND_BIRTH.date, time: null },
    });
    expect(step1.body.data!.records.sun.sign).toBe(expected.sun);
    expect(step1.body.data!.records.ascendant).toBeNull();
    const step2 = await api.post('/api/signShare/bigThree', {
      birth: { date: FRIEND_BIRTH.date, time: FRIEND_BIRTH.time },
    });
    expect(step2.body.data!.records.moon.sign).toBe(expected.moon);
    expect(step2.body.data!.records.ascendant).toBeNull();
    const step3 = await api.post('/api/signShare/bigThree', { birth: FRIEND_BIRTH });
    const full = step3.body.data!.records;
    expect(full.ascendant.sign).toBe(expected.ascendant);
    expect(full.chartRuler.text.length).toBeGreaterThan(20);
    const again = await api.post('/api/signShare/bigThree', { birth: FRIEND_BIRTH });
    expect(again.body.data!.records).toEqual(full);
    const other = await api.post('/api/signShare/bigThree', {
      birth: { ...FRIEND_BIRTH, date: '1994-05-20' },
    });
    expect(other.body.data!.records.sun.sign).not.toBe(full.sun.sign);
    const bad = await api.post('/api/signShare/bigThree', { birth: { date: '1994-02-30', time: null } });
    expect(bad.status).toBe(422);
    expect(bad.body.resultCode).toBe('000422');
  });

  it('compares the two sets of signs pair by pair', async () => {
    const answer = await api.post(`/api/signShare/shared/${code}/compare`, { birth: FRIEND_BIRTH });
    const result = answer.body.data!.records;
    const sunSun = result.pairs.find((p: { role: string }) => p.role === 'sun-sun');
    // Gemini and Scorpio are five signs apart: a quincunx.
    expect(sunSun).toMatchObject({ theirs: 'gemini', yours: 'scorpio', distance: 5, relationZh: '梅花相' });
    expect(result.pairs).toHaveLength(5);
    expect(result.harmony).toBeGreaterThan(0);
    expect(result.summary.length).toBeGreaterThan(10);
    const missing = await api.post('/api/signShare/shared/ZZZZZZZZZZ/compare', { birth: FRIEND_BIRTH });
    expect(missing.body.resultCode).toBe('000404');
  });

  it('draws the share image on the server', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/signShare/shared/${code}/image` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('rewards the inviter once per new verified account: two accounts from one device or one number earn once', async () => {
    const first = await member();
    expect((await join(first, code, 'device-aaaaaaaa')).data!.records).toMatchObject({
      outcome: 'rewarded',
      inviterNickname: '小星',
    });
    const packages = await rewardsOf(owner.id);
    expect(packages).toHaveLength(1);
    expect(packages[0]).toMatchObject({
      title: SIGN_INVITE_REWARD_TITLE,
      credits: SIGN_INVITE_REWARD_CREDITS,
    });

    // A second account from the same device: recorded, not rewarded.
    const sameDevice = await member();
    expect((await join(sameDevice, code, 'device-aaaaaaaa')).data!.records).toMatchObject({
      outcome: 'recorded',
      reason: 'device',
    });
    // The first account moves to a new number; a new account on the old number, from another device, earns nothing.
    // (The code limits allow one SMS a minute per number, so the rebind is written to the table directly.)
    const sameNumber = await member();
    await t.deps.database.db.update(users).set({ mobile: uniqueMobile() }).where(eq(users.id, first.id));
    await t.deps.database.db.update(users).set({ mobile: first.mobile }).where(eq(users.id, sameNumber.id));
    expect((await join(sameNumber, code, 'device-bbbbbbbb')).data!.records).toMatchObject({
      outcome: 'recorded',
      reason: 'number',
    });
    // No device id at all: nothing earned.
    const noDevice = await member();
    expect((await join(noDevice, code, null)).data!.records).toMatchObject({ reason: 'device' });
    expect(await rewardsOf(owner.id)).toHaveLength(1);

    // One account accepts one invitation.
    const twice = await join(first, code, 'device-aaaaaaaa');
    expect(twice.resultCode).toBe('003462');
    // Old accounts and the sharer themself are refused.
    expect((await join(oldFriend, code, 'device-cccccccc')).resultCode).toBe('003461');
    expect((await join(owner, code, 'device-dddddddd')).resultCode).toBe('003460');

    const list = await api.get('/api/signShare/invitations', owner.token);
    expect(list.body.data!.total).toBe(4);
    expect(list.body.data!.records.filter((r: { rewarded: boolean }) => r.rewarded)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(first.mobile);
    const mine = await api.get('/api/signShare/mine', owner.token);
    expect(mine.body.data!.records).toMatchObject({
      invitedCount: 4,
      rewardedCount: 1,
      creditsEarned: SIGN_INVITE_REWARD_CREDITS,
    });
  });

  it('stops rewarding a burst of new accounts from one address', async () => {
    const inviter = await member();
    const saved = await api.put(
      '/api/signShare/mine',
      { source: { birth: FRIEND_BIRTH }, nickname: '阿辰', show_moon: true, show_ascendant: false },
      inviter.token,
    );
    const burstCode = saved.body.data!.records.code;
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const friend = await member();
      const answer = await join(friend, burstCode, `burst-device-${i}`, '10.9.9.9');
      outcomes.push(answer.data!.records.reason ?? answer.data!.records.outcome);
    }
    expect(outcomes).toEqual(['rewarded', 'rewarded', 'rewarded', 'ip']);
    expect(await rewardsOf(inviter.id)).toHaveLength(3);
  });

  it('moderates the nickname and refuses one that shows nothing or turns the text around', async () => {
    const save = (nickname: string) =>
      api.put(
        '/api/signShare/mine',
        { source: { birth: OWNER_BIRTH }, nickname, show_moon: true, show_ascendant: true },
        owner.token,
      );
    const sensitive = await save('代开发票赌博');
    expect(sensitive.body.resultCode).toBe('001108');
    expect((await save('代\u200b開發票')).body.resultCode).toBe('001108');
    for (const nickname of ['\u200b\u200b', '\u2060\ufeff\u200d', '\u3164']) {
      const blank = await save(nickname);
      expect(blank.status, JSON.stringify(nickname)).toBe(422);
      expect(blank.body.desc).toBe(SIGN_SHARE_NICKNAME_MESSAGES.invisible);
    }
    for (const nickname of ['小\u202e星', '\u2067星星\u2069', '星\u200f']) {
      const bidi = await save(nickname);
      expect(bidi.status, JSON.stringify(nickname)).toBe(422);
      expect(bidi.body.desc).toBe(SIGN_SHARE_NICKNAME_MESSAGES.bidi);
    }
    // Nothing refused was saved: the public card still shows the name it had.
    const view = await api.get(`/api/signShare/shared/${code}`);
    expect(view.body.data!.records.nickname).toBe('小星');
    expect((await save('小星 ✨')).body.success).toBe(true);
    await save('小星');
  });

  it('keeps the operator view from members (404)', async () => {
    const answer = await api.get('/api/admin/signShare/invitations?day=2026-11-27', owner.token);
    expect(answer.body.resultCode).toBe('000404');
  });
});
