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
import { burnPasswordCheck, hashPassword } from './passwords.ts';
import {
  LOGIN_GUARD,
  checkPasswordGuarded,
  liftPasswordLock,
  lockRemainingMs,
  recentFailures,
} from './password-guard.ts';
import { assertNotProbing, recordReveal } from './probe-guard.ts';
import { issueTokens } from './tokens.ts';
import { consumeVerificationCode, sendVerificationCode, type CodeChannel } from './verification-codes.ts';

// Registration, sign-in and their guards: password tries per account (password-guard.ts), how often
// one address may learn whether an account exists (probe-guard.ts), human checks on code requests.
export { LOGIN_GUARD } from './password-guard.ts';

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
  if (input.scene === 'verify') {
    // A code to the address already bound proves the owner before that address is changed.
    const [own] = await deps.database.db.select().from(users).where(eq(users.id, input.userId!));
    const bound = input.channel === 'sms' ? own?.mobile : own?.email;
    if (!bound || bound !== target) {
      throw validationError(
        field,
        input.channel === 'sms' ? '请向账号当前绑定的手机号发送验证码' : '请向账号当前绑定的邮箱发送验证码',
      );
    }
  } else {
    // Every scene below can tell whether an account exists (binding too: "already bound to another
    // account"), so each counts against the address's lookups.
    await assertNotProbing(deps.kv, input.ip);
    const existing = await findByAccount(deps, target);
    const active = existing?.status === 'active' ? existing : undefined;
    if (input.scene === 'register' && existing) {
      await recordReveal(deps.kv, input.ip);
      throw validationError(
        field,
        input.channel === 'sms' ? '该手机号已注册，请直接登录' : '该邮箱已注册，请直接登录',
      );
    }
    if ((input.scene === 'login' || input.scene === 'reset') && !active) {
      await recordReveal(deps.kv, input.ip);
      throw new AppError('ACCOUNT_NOT_REGISTERED');
    }
    if (input.scene === 'bind' && existing && existing.id !== input.userId) {
      await recordReveal(deps.kv, input.ip);
      throw input.channel === 'sms'
        ? new AppError('MOBILE_BOUND')
        : validationError('email', '该邮箱已绑定其他账号');
    }
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

function lockedError(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError('LOGIN_FAILED', {
    message: `密码错误次数过多，账号已锁定，请${minutes}分钟后再试，或使用短信验证码登录`,
    data: { locked: true, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
  });
}

export async function loginWithPassword(
  deps: AppDeps,
  config: AppConfig,
  input: HumanCheckInput & { account: string; password: string },
  client: ClientMeta,
): Promise<LoginRecords> {
  await assertNotProbing(deps.kv, client.ip);
  const row = await findByAccount(deps, input.account.toLowerCase());
  if (row?.status === 'locked') {
    await burnPasswordCheck(input.password);
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (!row || row.status !== 'active') {
    await burnPasswordCheck(input.password);
    await recordReveal(deps.kv, client.ip);
    throw new AppError('ACCOUNT_NOT_REGISTERED');
  }
  const lockedFor = await lockRemainingMs(deps.kv, row.id);
  if (lockedFor > 0) throw lockedError(lockedFor);
  if (config.humanCheck && (await recentFailures(deps.kv, row.id)) >= LOGIN_GUARD.captchaAfter) {
    if (!input.captcha_code && !input.slider_token) {
      throw new AppError('CAPTCHA_WRONG', { message: '请输入图形验证码', data: { needCaptcha: true } });
    }
    await assertHuman(deps.kv, true, input);
  }
  const check = await checkPasswordGuarded(deps.kv, row, input.password);
  if (!check.ok && check.locked) throw lockedError(check.retryAfterMs);
  if (!check.ok) {
    throw new AppError('LOGIN_FAILED', {
      data: {
        needCaptcha: check.failures >= LOGIN_GUARD.captchaAfter,
        remainingAttempts: LOGIN_GUARD.lockAfter - check.failures,
      },
    });
  }
  return loginRecords(deps, config, row.id, client);
}

export async function loginWithSmsCode(
  deps: AppDeps,
  config: AppConfig,
  input: { mobile: string; sms_code: string },
  client: ClientMeta,
): Promise<LoginRecords> {
  await assertNotProbing(deps.kv, client.ip);
  const row = await findByAccount(deps, input.mobile);
  if (row?.status === 'locked') throw new AppError('ACCOUNT_LOCKED');
  if (!row || row.status !== 'active') {
    await recordReveal(deps.kv, client.ip);
    throw new AppError('ACCOUNT_NOT_REGISTERED');
  }
  await consumeVerificationCode(deps, {
    channel: 'sms',
    target: input.mobile,
    scene: 'login',
    code: input.sms_code,
    field: 'sms_code',
  });
  // A code sign-in proves the phone: it also lifts a password lockout.
  await liftPasswordLock(deps.kv, row.id);
  return loginRecords(deps, config, row.id, client);
}
