import { expect, type APIRequestContext } from '@playwright/test';

// Accounts made through the real API (human checks are off for the test server), with their codes
// read back from the outbox at /dev/outbox.

export interface RegisteredAccount {
  /** The mobile number or e-mail address the account signs in with. */
  account: string;
  password: string;
}

let serial = 0;

/** A mobile number and an e-mail address no other test uses (135… so other helpers' 137/139 stay apart). */
export function uniqueAddresses(): { mobile: string; email: string } {
  serial += 1;
  const stamp = `${Date.now() % 1e6}`.padStart(6, '0');
  const tail = `${stamp}${(process.pid + serial) % 100}`.padStart(8, '0').slice(-8);
  return { mobile: `135${tail}`, email: `reset${stamp}${serial}p${process.pid}@xingtu.cn` };
}

interface OutboxRecord {
  code: string | null;
  text: string;
}

/** The newest code sent to an address whose message mentions `purpose` (the outbox lists newest first). */
export async function readLatestCode(
  request: APIRequestContext,
  to: string,
  purpose: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await answer.json()) as { data: { records: OutboxRecord[] } };
        code = body.data.records.find((record) => record.text.includes(purpose))?.code ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers by mobile + SMS code or by e-mail + e-mail code, as the register page does. */
export async function registerAccount(
  request: APIRequestContext,
  address: { mobile: string } | { email: string },
  password = 'starry-old-1',
): Promise<RegisteredAccount> {
  const byMobile = 'mobile' in address;
  const account = byMobile ? address.mobile : address.email;
  const sent = await request.post(byMobile ? '/base/sys/smsCode' : '/base/sys/emailCode', {
    data: { ...address, scene: 'register' },
  });
  expect((await sent.json()) as unknown, `code for ${account}`).toMatchObject({ success: true });
  const code = await readLatestCode(request, account, '注册');
  const registered = await request.post('/base/user/register', {
    data: {
      ...address,
      ...(byMobile ? { sms_code: code } : { email_code: code }),
      password,
      re_password: password,
      agreement: true,
    },
  });
  expect((await registered.json()) as unknown, `register ${account}`).toMatchObject({ success: true });
  return { account, password };
}
