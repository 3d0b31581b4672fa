import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createFirstAdmin, FirstAdminRefused } from './modules/console/index.ts';

// `npm run admin:create -- --mobile 13900000000`: the first operator (issue 21). The password is read
// from XINGTU_ADMIN_PASSWORD or, without it, from the first line of standard input — never a default
// and never an argument (arguments show in the process list and shell history).

async function readPassword(): Promise<string> {
  const fromEnv = process.env.XINGTU_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stdout.write('请输入管理员登录密码（7–32 位）：');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.trim();
  }
  return '';
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { mobile: { type: 'string' } } });
  if (!values.mobile) {
    console.error(
      '用法：npm run admin:create -- --mobile <手机号>（密码从 XINGTU_ADMIN_PASSWORD 或标准输入读取）',
    );
    return 2;
  }
  const password = await readPassword();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const result = await createFirstAdmin(database.db, { mobile: values.mobile, password });
    console.log(
      result.created
        ? `已创建管理员账号（用户编号 ${result.userId}），请用该手机号登录后打开 /admin。`
        : `已把用户 ${result.userId} 设为管理员，请用该手机号登录后打开 /admin。`,
    );
    return 0;
  } catch (error) {
    if (error instanceof FirstAdminRefused) {
      console.error(`未创建：${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
