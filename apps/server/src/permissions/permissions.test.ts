import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '@xingtu/contracts/envelope';
import { CAPACITY_TYPE } from '@xingtu/contracts/enums';
import { astrologerCapacities } from '../db/schema/users.ts';
import { grantRole } from '../modules/commerce/test/factories.ts';
import { registerUser } from '../test/accounts.ts';
import { apiClient, type ApiClient } from '../test/http-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { requireCapacity, requireOperator, requireUser } from './index.ts';

describe('the permissions module', () => {
  let t: TestApp;
  let api: ApiClient;
  const token: Record<'member' | 'finance' | 'support' | 'consultant' | 'applicant', string> = {} as never;

  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        app.get('/test/member', { preHandler: requireUser }, async () => ok({ ok: true }));
        app.get('/test/finance', { preHandler: requireOperator('admin', 'finance') }, async () =>
          ok({ ok: true }),
        );
        app.get('/test/consulting', { preHandler: requireCapacity(CAPACITY_TYPE.CONSULTANT) }, async () =>
          ok({ ok: true }),
        );
      },
    });
    api = apiClient(t.app);
    const db = t.deps.database.db;
    for (const who of ['member', 'finance', 'support', 'consultant', 'applicant'] as const) {
      const user = await registerUser(api);
      token[who] = user.auth.access_token;
      const id = Number(user.user.userId);
      if (who === 'finance' || who === 'support') await grantRole(db, id, who);
      if (who === 'consultant' || who === 'applicant')
        await db.insert(astrologerCapacities).values({
          userId: id,
          type: CAPACITY_TYPE.CONSULTANT,
          applove: who === 'consultant' ? '02' : '01',
        });
    }
  });
  afterAll(() => t.close());

  it('asks for a session first (001102), then for the role or capacity (000007 naming it); members never see operator calls (404)', async () => {
    expect((await api.get('/test/member')).body.resultCode).toBe('001102');
    expect((await api.get('/test/finance')).body.resultCode).toBe('001102');
    expect((await api.get('/test/member', token.member)).status).toBe(200);

    const hidden = await api.get('/test/finance', token.member);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ success: false, resultCode: '000404' });
    const refused = await api.get('/test/finance', token.support);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ resultCode: '000007', desc: '没有操作权限：需要管理员或财务身份' });
    expect((await api.get('/test/finance', token.finance)).status).toBe(200);

    expect((await api.get('/test/consulting', token.consultant)).status).toBe(200);
    // An application still waiting for approval unlocks nothing (SPEC §6).
    const waiting = await api.get('/test/consulting', token.applicant);
    expect(waiting.body).toMatchObject({ resultCode: '000007', desc: '没有操作权限：需要咨询师身份' });
    expect((await api.get('/test/consulting', token.finance)).status).toBe(403);
  });
});
