import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions, maskPersonalData } from './logging.ts';
import { createTestDatabase } from './test/test-database.ts';
import { freePort } from './test/processes.ts';

// Issue 11 §3: phone numbers, e-mails, codes and tokens appeared in the logs (database errors carry
// their bound parameters), and the redaction was not applied on the real startup path.

const MOBILE = '13912345678';
const EMAIL = 'lin.xiaoman@example.com';

function captureLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino(loggerOptions('info'), sink), text: () => lines.join('') };
}

describe('personal data never reaches the log', () => {
  it('masks phones, e-mails, codes and tokens in text', () => {
    const masked = maskPersonalData(
      `to=${MOBILE}&email=${EMAIL} sms_code=246810 Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl`,
    );
    expect(masked).not.toContain(MOBILE);
    expect(masked).not.toContain(EMAIL);
    expect(masked).not.toContain('246810');
    expect(masked).not.toContain('eyJzdWIiOiIxIn0');
    expect(masked).toContain('139****5678');
  });

  it('keeps a client error’s code and message (masked), not "[object Object]"', () => {
    const { log, text } = captureLogger();
    log.info(
      { err: { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: `bad body from ${MOBILE}` } },
      'client error',
    );
    expect(text()).toContain('FST_ERR_CTP_INVALID_MEDIA_TYPE');
    expect(text()).toContain('bad body from 139****5678');
    expect(text()).not.toContain('[object Object]');
  });

  it('drops a database error’s parameters and masks its text', async () => {
    const { database, drop } = await createTestDatabase('pglite');
    const { log, text } = captureLogger();
    try {
      await database.db.execute(
        sql`insert into users (mobile, email, user_name, nonexistent) values (${MOBILE}, ${EMAIL}, ${'246810'}, 1)`,
      );
    } catch (error) {
      log.error({ err: error }, 'unhandled error');
    }
    await drop();
    expect(text()).toContain('unhandled error');
    expect(text()).toContain('nonexistent');
    expect(text()).not.toContain(MOBILE);
    expect(text()).not.toContain(EMAIL);
    expect(text()).not.toContain('246810');
  });
});

describe('the real entry point (main.ts)', () => {
  let server: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xingtu-main-'));
  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs requests without the phone numbers, e-mails, codes and tokens they carried', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        HUMAN_CHECK: 'off',
        DEMO_SEED: 'off',
        WEB_BUILD_DIR: path.join(import.meta.dirname, 'test/fixtures/web-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += String(chunk)));
    server.stderr!.on('data', (chunk) => (output += String(chunk)));
    for (let i = 0; i < 600 && !output.includes('星图已启动'); i += 1)
      await new Promise((r) => setTimeout(r, 250));
    expect(output).toContain('星图已启动');

    const post = (url: string, body: unknown, token?: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<any>);
    await post('/base/sys/smsCode', { mobile: MOBILE, scene: 'register' });
    const outbox = await (await fetch(`${base}/dev/outbox?to=${MOBILE}`)).json();
    const code = outbox.data.records[0].code as string;
    const registered = await post('/base/user/register', {
      mobile: MOBILE,
      sms_code: code,
      password: 'secret-pass-1',
      re_password: 'secret-pass-1',
      agreement: true,
    });
    const { access_token: access, refresh_token: refresh } = registered.data.records.auth;
    await fetch(`${base}/base/user/info?email=${encodeURIComponent(EMAIL)}`, {
      headers: { authorization: `Bearer ${access}` },
    });
    await post('/base/user/refreshToken', { refresh_token: refresh });
    await fetch(`${base}/uploads//etc/passwd?mobile=${MOBILE}`);
    await new Promise((r) => setTimeout(r, 300));

    expect(output).toContain('"url":"/dev/outbox?to=139****5678"');
    for (const secret of [MOBILE, EMAIL, code, access, refresh, 'secret-pass-1']) {
      expect(output).not.toContain(secret);
    }
  }, 240_000); // a fresh embedded database is created and migrated first
});
