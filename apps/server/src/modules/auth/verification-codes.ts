import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SmsScene } from '@xingtu/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { verificationCodes } from '../../db/schema/auth.ts';
import { AppError, validationError } from '../../errors.ts';

// One-time codes by SMS or e-mail: 6 digits, 5 minutes, 5 tries, the latest code only.
// Limits per target: one a minute and ten a day; per IP: twenty an hour (CODE_LIMIT_PER_IP_PER_HOUR).

export type CodeChannel = 'sms' | 'email';

export const CODE_LIMITS = {
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  cooldownMs: 60_000,
  perTargetPerDay: 10,
  perIpPerHour: 20,
} as const;

const SCENE_TEXT: Record<SmsScene, string> = {
  register: '注册星图账号',
  login: '登录星图',
  bind: '绑定到您的星图账号',
  reset: '重置星图登录密码',
  verify: '验证身份后更换绑定的手机号或邮箱',
};

const codeHash = (target: string, code: string) =>
  createHash('sha256').update(`${target}:${code}`).digest('hex');

function dayKey(now: Date): string {
  // Days follow Beijing time, as users count them.
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export async function sendVerificationCode(
  deps: AppDeps,
  input: { channel: CodeChannel; target: string; scene: SmsScene; ip: string; perIpPerHour?: number },
): Promise<{ cooldownSeconds: number }> {
  const { kv } = deps;
  const now = deps.now();
  if (
    !(await kv.setIfAbsent(`code-cooldown:${input.channel}:${input.target}`, '1', CODE_LIMITS.cooldownMs))
  ) {
    throw new AppError('TOO_MANY_REQUESTS', {
      message: '验证码发送过于频繁，请1分钟后再试',
      httpStatus: 429,
    });
  }
  const perDay = await kv.increment(`code-day:${input.target}:${dayKey(now)}`, 86_400_000);
  if (perDay > CODE_LIMITS.perTargetPerDay) {
    throw new AppError('TOO_MANY_REQUESTS', {
      message: '今日验证码发送次数已达上限，请明天再试',
      httpStatus: 429,
    });
  }
  const perIp = await kv.increment(`code-ip:${input.ip}`, 3_600_000);
  if (perIp > (input.perIpPerHour ?? CODE_LIMITS.perIpPerHour)) {
    throw new AppError('TOO_MANY_REQUESTS', {
      message: '当前网络发送验证码过于频繁，请稍后再试',
      httpStatus: 429,
    });
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.database.db.insert(verificationCodes).values({
    channel: input.channel,
    target: input.target,
    scene: input.scene,
    codeHash: codeHash(input.target, code),
    expiresAt: new Date(now.getTime() + CODE_LIMITS.ttlMs),
  });
  await deps.messages.send({
    channel: input.channel,
    to: input.target,
    code,
    text: `【星图】您的验证码为 ${code}，用于${SCENE_TEXT[input.scene]}，5分钟内有效。如非本人操作，请忽略本消息。`,
  });
  return { cooldownSeconds: CODE_LIMITS.cooldownMs / 1000 };
}

/**
 * Checks and consumes the latest code. Each guess is counted before it is compared, in one atomic
 * update that refuses once the code has had its tries, so parallel guesses cannot overshoot: after
 * five guesses the code is dead, right or wrong. A consumed code cannot be reused.
 */
export async function consumeVerificationCode(
  deps: AppDeps,
  input: { channel: CodeChannel; target: string; scene: SmsScene; code: string; field: string },
): Promise<void> {
  const { db } = deps.database;
  const wrong = validationError(input.field, '验证码错误或已过期，请重新获取');
  const [latest] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, input.channel),
        eq(verificationCodes.target, input.target),
        eq(verificationCodes.scene, input.scene),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!latest) throw wrong;
  const [tried] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, deps.now()),
        lt(verificationCodes.attempts, CODE_LIMITS.maxAttempts),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash });
  if (!tried) throw wrong;
  const expected = Buffer.from(tried.codeHash, 'hex');
  const given = Buffer.from(codeHash(input.target, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) throw wrong;
  const [claimed] = await db
    .update(verificationCodes)
    .set({ consumedAt: deps.now() })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!claimed) throw wrong;
}
