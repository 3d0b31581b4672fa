import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginRecords, SmsScene } from '@xingtu/contracts/auth';
import { isEmail } from '@xingtu/contracts/validation';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, validationError } from '../../errors.ts';
import { assertHuman, type HumanCheckInput } from '../human-check/index.ts';
import { loadUserRecords } from '../users/index.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { issueTokens } from './tokens.ts';
import { consumeVerificationCode, sendVerificationCode, type CodeChannel } from './verification-codes.ts';

// Registration, sign-in and their guards. Failed password sign-ins are counted per account:
// from the 3rd the captcha is demanded, at the 10th the account is locked for 15 minutes.
export const LOGIN_GUARD = {
  captchaAfter: 3,
  lockAfter: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

export interface ClientMeta {
  ip: string;
  userAgent?: string | undefined;
}

type UserRow = typeof users.$inferSelect;

async function findByAccount(deps: AppDeps, account: string): Promise<UserRow | undefined> {
  const column = isEmail(account) ? users.email : users.mobile;
  const [row] = await deps.database.db.select().from(users).where(eq(column, account.toLowerCase()));
  return row;
}

async function loginRecords(
  deps: AppDeps,
  config: AppConfig,
  userId: number,
  client: ClientMeta,
): Promise<LoginRecords> {
  const records = await loadUserRecords(deps.database.db, userId);
  const auth = await issueTokens(deps.database.db, config, userId, client);
  return { ...records, auth };
}

export async function sendCode(
  deps: AppDeps,
  config: AppConfig,
  input: HumanCheckInput & {
    channel: CodeChannel;
    target: string;
    scene: SmsScene;
    ip: string;
    userId?: number | undefined;
  },
) {
  const target = input.channel === 'email' ? input.target.toLowerCase() : input.target;
  const field = input.channel === 'sms' ? 'mobile' : 'email';
  await assertHuman(deps.kv, config.humanCheck, input);
  const existing = await findByAccount(deps, target);
  const active = existing?.status === 'active' ? existing : undefined;
  if (input.scene === 'register' && existing) {
    throw validationError(
      field,
      input.channel === 'sms' ? '该手机号已注册，请直接登录' : '该邮箱已注册，请直接登录',
    );
  }
  if ((input.scene === 'login' || input.scene === 'reset') && !active)
    throw new AppError('ACCOUNT_NOT_REGISTERED');
  if (input.scene === 'bind' && existing && existing.id !== input.userId) {
    throw input.channel === 'sms'
      ? new AppError('MOBILE_BOUND')
      : validationError('email', '该邮箱已绑定其他账号');
  }
  return sendVerificationCode(deps, {
    channel: input.channel,
    target,
    scene: input.scene,
    ip: input.ip,
    perIpPerHour: config.codeLimitPerIpPerHour,
  });
}

function defaultUserName(): string {
  return `星友${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function register(
  deps: AppDeps,
  config: AppConfig,
  input: { mobile?: string; email?: string; code: string; password: string },
  client: ClientMeta,
): Promise<LoginRecords> {
  const channel: CodeChannel = input.mobile ? 'sms' : 'email';
  const target = input.mobile ?? input.email!.toLowerCase();
  const field = channel === 'sms' ? 'mobile' : 'email';
  const duplicate = () =>
    validationError(field, channel === 'sms' ? '该手机号已注册，请直接登录' : '该邮箱已注册，请直接登录');
  if (await findByAccount(deps, target)) throw duplicate();
  await consumeVerificationCode(deps, {
    channel,
    target,
    scene: 'register',
    code: input.code,
    field: channel === 'sms' ? 'sms_code' : 'email_code',
  });
  const passwordHash = await hashPassword(input.password);
  const [created] = await deps.database.db
    .insert(users)
    .values({
      mobile: input.mobile ?? null,
      email: input.email ? target : null,
      passwordHash,
      userName: defaultUserName(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) throw duplicate();
  return loginRecords(deps, config, created.id, client);
}

export async function loginWithPassword(
  deps: AppDeps,
  config: AppConfig,
  input: HumanCheckInput & { account: string; password: string },
  client: ClientMeta,
): Promise<LoginRecords> {
  const account = input.account.toLowerCase();
  const failKey = `login-fail:${account}`;
  const lockKey = `login-lock:${account}`;
  const lockTtl = await deps.kv.ttlMs(lockKey);
  if (lockTtl > 0) {
    const minutes = Math.ceil(lockTtl / 60_000);
    throw new AppError('LOGIN_FAILED', {
      message: `密码错误次数过多，账号已锁定，请${minutes}分钟后再试，或使用短信验证码登录`,
      data: { locked: true, retryAfterSeconds: Math.ceil(lockTtl / 1000) },
    });
  }
  const failures = Number((await deps.kv.get(failKey)) ?? 0);
  if (failures >= LOGIN_GUARD.captchaAfter && config.humanCheck) {
    if (!input.captcha_code && !input.slider_token) {
      throw new AppError('CAPTCHA_WRONG', { message: '请输入图形验证码', data: { needCaptcha: true } });
    }
    await assertHuman(deps.kv, true, input);
  }

  const row = await findByAccount(deps, account);
  if (!row || row.status !== 'active') {
    await burnPasswordCheck(input.password);
    throw new AppError('ACCOUNT_NOT_REGISTERED');
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    const count = await deps.kv.increment(failKey, LOGIN_GUARD.windowMs);
    if (count >= LOGIN_GUARD.lockAfter) {
      await deps.kv.set(lockKey, '1', LOGIN_GUARD.lockMs);
      await deps.kv.del(failKey);
      throw new AppError('LOGIN_FAILED', {
        message: '密码错误次数过多，账号已锁定15分钟，请稍后再试或使用短信验证码登录',
        data: { locked: true, retryAfterSeconds: LOGIN_GUARD.lockMs / 1000 },
      });
    }
    throw new AppError('LOGIN_FAILED', {
      data: {
        needCaptcha: count >= LOGIN_GUARD.captchaAfter,
        remainingAttempts: LOGIN_GUARD.lockAfter - count,
      },
    });
  }
  await deps.kv.del(failKey);
  return loginRecords(deps, config, row.id, client);
}

export async function loginWithSmsCode(
  deps: AppDeps,
  config: AppConfig,
  input: { mobile: string; sms_code: string },
  client: ClientMeta,
): Promise<LoginRecords> {
  const row = await findByAccount(deps, input.mobile);
  if (!row || row.status !== 'active') throw new AppError('ACCOUNT_NOT_REGISTERED');
  await consumeVerificationCode(deps, {
    channel: 'sms',
    target: input.mobile,
    scene: 'login',
    code: input.sms_code,
    field: 'sms_code',
  });
  // A code sign-in proves the phone: it also lifts a password lockout.
  await deps.kv.del(`login-lock:${input.mobile}`);
  return loginRecords(deps, config, row.id, client);
}
