import { expect } from 'vitest';
import type { Envelope } from '@xingtu/contracts/envelope';
import { users } from '../../../db/schema/users.ts';
import type { ApiClient } from '../../../test/http-client.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { issueTokens } from '../../auth/index.ts';
import { fundWallet, grantRole } from '../../commerce/test/factories.ts';

// The set-up the learning tests share (courses, course editing, e-book upload, the course's exam): a
// person made directly with a token (registering through SMS codes is rate-limited per address), an
// enrolment paid from the wallet, and a multipart upload.

export interface Who {
  id: number;
  token: string;
}

/** The enrolment form a test student fills in (SPEC §3 option values). */
export const ENROL_FORM = {
  knowledge_level: '2',
  english_level: '3',
  heard_from: 'friend',
  birthday: '1994-08-17',
};

/**
 * A maker of people in one test app's database, each with a signed-in token and, when given, a staff
 * role. `mobilePrefix` (three digits) keeps the files' numbers apart.
 */
export function personMaker(app: () => TestApp, mobilePrefix: string) {
  let counter = 0;
  return async (name: string, role?: string): Promise<Who> => {
    counter += 1;
    const { db } = app().deps.database;
    const [user] = await db
      .insert(users)
      .values({
        userName: `${name}${counter}`,
        name,
        mobile: `${mobilePrefix}${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`,
      })
      .returning({ id: users.id });
    if (role) await grantRole(db, user!.id, role);
    const { access_token: token } = await issueTokens(db, app().config, user!.id, {});
    return { id: user!.id, token };
  };
}

/** Enrols `who` in a course and pays from a funded wallet; returns the order number. */
export async function enrolAndPay(
  t: TestApp,
  api: ApiClient,
  who: Who,
  slug = 'natal-basics',
): Promise<string> {
  const enrolled = await api.post(`/api/courses/${slug}/enrol`, ENROL_FORM, who.token);
  expect(enrolled.body.success, JSON.stringify(enrolled.body)).toBe(true);
  const orderNo = enrolled.body.data.records.orderNo as string;
  await fundWallet(t.deps.database.db, who.id, 100_000);
  const paid = await api.post('/api/payments', { order_no: orderNo, channel: 'wallet' }, who.token);
  expect(paid.body.success, JSON.stringify(paid.body)).toBe(true);
  return orderNo;
}

export interface UploadFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** POSTs a multipart form (text fields, then the file as `file`) the way a browser sends it. */
export async function postMultipart<T = any>(
  t: TestApp,
  url: string,
  token: string,
  file: UploadFile,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const boundary = 'xtfixture';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}
