import { eq, sql } from 'drizzle-orm';
import type { LoginRecords } from '@xingtu/contracts/auth';
import { maskEmail, maskMobile } from '@xingtu/contracts/validation';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, validationError } from '../../errors.ts';
import {
  checkPasswordGuarded,
  consumeVerificationCode,
  endAllSessions,
  issueTokens,
  type CodeChannel,
} from '../auth/index.ts';
import { loadUserRecords, type UserRow } from './user-record.ts';

// Changing (or first binding) the mobile or the e-mail hands the account to whoever holds the new
// address, so a stolen access token must not be enough: the owner proves themselves with the current
// password or a code sent to the address already bound. Then every session of the account ends (a
// thief's tokens with them), the device that made the change gets a fresh sign-in, and the address
// that was bound is told, so an owner who did not do it knows at once.

export const CONTACT_CHANGED_JOB = 'account:contact-changed-notice';

/** Delivers the notice as a durable job: the change is committed, the message must not be lost. */
export function registerAccountJobs(deps: AppDeps): void {
  deps.jobs.register(CONTACT_CHANGED_JOB, async (payload) => {
    const notice = payload as ContactChangedNotice;
    await deps.messages.send({ channel: notice.channel, to: notice.to, text: notice.text });
  });
}

export interface OwnerProof {
  password?: string | undefined;
  verify_code?: string | undefined;
}

interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

/** The address a verify code goes to: the bound one of the same kind, else the other kind. */
export function proofAddress(
  row: UserRow,
  channel: CodeChannel,
): { channel: CodeChannel; target: string } | undefined {
  const same = channel === 'sms' ? row.mobile : row.email;
  if (same) return { channel, target: same };
  const other = channel === 'sms' ? row.email : row.mobile;
  return other ? { channel: channel === 'sms' ? 'email' : 'sms', target: other } : undefined;
}

/** The password, or a verify code sent to the address `proofAddress` names (changing a contact, cancelling). */
export async function proveOwner(deps: AppDeps, row: UserRow, channel: CodeChannel, proof: OwnerProof) {
  if (proof.password) {
    const check = await checkPasswordGuarded(deps.kv, row, proof.password);
    if (check.ok) return;
    if (check.locked) {
      const minutes = Math.max(1, Math.ceil(check.retryAfterMs / 60_000));
      throw validationError(
        'password',
        `密码错误次数过多，请${minutes}分钟后再试，或改用原手机号（邮箱）验证码验证身份`,
      );
    }
    throw validationError('password', '当前登录密码不正确');
  }
  const address = proofAddress(row, channel);
  if (!address || !proof.verify_code) throw validationError('password', '请输入当前登录密码以验证身份');
  await consumeVerificationCode(deps, {
    ...address,
    scene: 'verify',
    code: proof.verify_code,
    field: 'verify_code',
  });
}

async function changeContact(
  deps: AppDeps,
  config: AppConfig,
  userId: number,
  input: { channel: CodeChannel; value: string; code: string; proof: OwnerProof },
  client: ClientInfo,
): Promise<LoginRecords> {
  const { db } = deps.database;
  const isSms = input.channel === 'sms';
  const column = isSms ? users.mobile : users.email;
  const taken = () =>
    isSms ? new AppError('MOBILE_BOUND') : validationError('email', '该邮箱已绑定其他账号');
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row || row.status !== 'active') throw new AppError('TOKEN_INVALID', { httpStatus: 401 });
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(column, input.value));
  if (owner && owner.id !== userId) throw taken();
  await proveOwner(deps, row, input.channel, input.proof);
  await consumeVerificationCode(deps, {
    channel: input.channel,
    target: input.value,
    scene: 'bind',
    code: input.code,
    field: isSms ? 'sms_code' : 'email_code',
  });

  let ended: Awaited<ReturnType<typeof endAllSessions>>;
  try {
    ended = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set(
          isSms
            ? { mobile: input.value, updatedAt: sql`now()` }
            : { email: input.value, updatedAt: sql`now()` },
        )
        .where(eq(users.id, userId));
      return endAllSessions(deps, userId, tx);
    });
  } catch (error) {
    // Another account bound the address between the check and the write.
    if ((error as { code?: string }).code === '23505') throw taken();
    throw error;
  }
  await ended.publish();

  const told = proofAddress(row, input.channel);
  if (told) {
    const notice: ContactChangedNotice = {
      channel: told.channel,
      to: told.target,
      text: contactChangedText(
        input.channel,
        maskAddress(input.channel, input.value),
        Boolean(isSms ? row.mobile : row.email),
      ),
    };
    await deps.jobs.enqueue(CONTACT_CHANGED_JOB, notice, { maxAttempts: 5 });
  }
  const records = await loadUserRecords(db, userId, { revealContact: true });
  return { ...records, auth: await issueTokens(db, config, userId, client) };
}

const maskAddress = (channel: CodeChannel, value: string) =>
  channel === 'sms' ? maskMobile(value) : maskEmail(value);

export interface ContactChangedNotice {
  channel: CodeChannel;
  to: string;
  text: string;
}

/** The text the address bound before the change receives. */
export function contactChangedText(kind: CodeChannel, masked: string, replaced: boolean): string {
  const what = kind === 'sms' ? '手机号' : '邮箱';
  const verb = replaced ? '更换为' : '绑定';
  return `【星图】您的星图账号已${verb}新的${what} ${masked}，账号的所有登录设备均已退出。如非本人操作，请立即使用密码登录并修改密码，或联系客服。`;
}

export function changeMobile(
  deps: AppDeps,
  config: AppConfig,
  userId: number,
  input: { mobile: string; sms_code: string } & OwnerProof,
  client: ClientInfo,
): Promise<LoginRecords> {
  return changeContact(
    deps,
    config,
    userId,
    { channel: 'sms', value: input.mobile, code: input.sms_code, proof: input },
    client,
  );
}

export function changeEmail(
  deps: AppDeps,
  config: AppConfig,
  userId: number,
  input: { email: string; email_code: string } & OwnerProof,
  client: ClientInfo,
): Promise<LoginRecords> {
  return changeContact(
    deps,
    config,
    userId,
    { channel: 'email', value: input.email.toLowerCase(), code: input.email_code, proof: input },
    client,
  );
}
