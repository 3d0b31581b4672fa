import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminUserDetail,
  AdminUserRow,
  SortOrder,
  UserContactRecord,
  UserSortField,
} from '@xingtu/contracts/console';
import type { PageData } from '@xingtu/contracts/envelope';
import type { OrderStatus } from '@xingtu/contracts/enums';
import { OPERATOR_ROLES, type OperatorRole } from '@xingtu/contracts/roles';
import { maskEmail, maskMobile } from '@xingtu/contracts/validation';
import type { AppDeps } from '../../deps.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderItems, orders, userEntitlements } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../errors.ts';
import { endAllSessions } from '../auth/index.ts';
import { walletBalance } from '../commerce/index.ts';
import { recordAudit } from './audit.ts';
import type { ActingOperator } from './operator.ts';
import { orderByOf } from './sorting.ts';

// Users as operators see them: found by mobile, e-mail or id; numbers masked unless an operator asks
// for the full one (audited); frozen and unfrozen, signed out everywhere, given operator roles.

type UserRow = typeof users.$inferSelect;

export function userRow(row: UserRow): AdminUserRow {
  return {
    userId: String(row.id),
    userName: row.userName,
    mobile: row.mobile ? maskMobile(row.mobile) : null,
    email: row.email ? maskEmail(row.email) : null,
    roles: row.roles,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the trail keeps of a user before and after a change (never the full number). */
const snapshot = (row: UserRow) => ({ status: row.status, roles: row.roles });

async function findUser(deps: AppDeps, userId: number): Promise<UserRow> {
  const [row] = await deps.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('用户不存在');
  return row;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function searchUsers(
  deps: AppDeps,
  query: { keyword?: string; current: number; size: number; sort_by?: UserSortField; order?: SortOrder },
): Promise<PageData<AdminUserRow>> {
  const keyword = query.keyword?.trim() ?? '';
  let where: SQL | undefined;
  if (keyword) {
    // A full mobile or id matches exactly; an e-mail or part of a name matches by prefix / substring.
    const matches: SQL[] = [eq(users.mobile, keyword), ilike(users.email, `${escapeLike(keyword)}%`)];
    if (/^\d{1,16}$/.test(keyword) && Number.isSafeInteger(Number(keyword)))
      matches.push(eq(users.id, Number(keyword)));
    matches.push(ilike(users.userName, `%${escapeLike(keyword)}%`));
    where = or(...matches);
  }
  const [total] = await deps.database.db.select({ n: count() }).from(users).where(where);
  const rows = await deps.database.db
    .select()
    .from(users)
    .where(where)
    .orderBy(
      ...orderByOf(
        { id: users.id, created: users.createdAt, name: users.userName, status: users.status },
        users.id,
        query.sort_by ?? 'id',
        query.order ?? 'desc',
      ),
    )
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return { records: rows.map(userRow), total: total?.n ?? 0, size: query.size, current: query.current };
}

export async function userDetail(deps: AppDeps, userId: number): Promise<AdminUserDetail> {
  const row = await findUser(deps, userId);
  const db = deps.database.db;
  const now = deps.now();
  const [recentOrders, entitlements, sessions, balance] = await Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        status: orders.status,
        totalFen: orders.totalFen,
        createdAt: orders.createdAt,
        title: sql<string>`(select ${orderItems.title} from ${orderItems} where ${orderItems.orderId} = ${orders.id} order by ${orderItems.id} limit 1)`,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id))
      .limit(20),
    db
      .select({
        productId: userEntitlements.productId,
        productType: userEntitlements.productType,
        title: products.title,
        grantedAt: userEntitlements.grantedAt,
        expiresAt: userEntitlements.expiresAt,
        revokedAt: userEntitlements.revokedAt,
      })
      .from(userEntitlements)
      .innerJoin(products, eq(products.id, userEntitlements.productId))
      .where(eq(userEntitlements.userId, userId))
      .orderBy(desc(userEntitlements.id))
      .limit(50),
    // A session is a refresh-token family; its first token tells when and where it began.
    db
      .select({
        startedAt: sql<Date>`min(${refreshTokens.createdAt})`,
        expiresAt: sql<Date>`max(${refreshTokens.expiresAt})`,
        ip: sql<string | null>`(array_agg(${refreshTokens.ip} order by ${refreshTokens.createdAt}))[1]`,
        userAgent: sql<
          string | null
        >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt}))[1]`,
      })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .groupBy(refreshTokens.familyId)
      .orderBy(sql`min(${refreshTokens.createdAt}) desc`)
      .limit(20),
    walletBalance(deps, userId),
  ]);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    ...userRow(row),
    walletBalanceFen: balance,
    orders: recentOrders.map((order) => ({
      orderNo: order.orderNo,
      status: order.status as OrderStatus,
      totalFen: order.totalFen,
      title: order.title ?? '',
      createdAt: order.createdAt.toISOString(),
    })),
    entitlements: entitlements.map((item) => ({
      productId: item.productId,
      productType: item.productType,
      title: item.title,
      grantedAt: item.grantedAt.toISOString(),
      expiresAt: item.expiresAt?.toISOString() ?? null,
      revokedAt: item.revokedAt?.toISOString() ?? null,
    })),
    sessions: sessions.map((session) => ({
      startedAt: iso(session.startedAt),
      expiresAt: iso(session.expiresAt),
      ip: session.ip,
      userAgent: session.userAgent,
    })),
  };
}

export async function revealContact(
  deps: AppDeps,
  acting: ActingOperator,
  userId: number,
): Promise<UserContactRecord> {
  const row = await findUser(deps, userId);
  await recordAudit(deps.database.db, acting, {
    action: 'user.reveal-contact',
    targetType: 'user',
    targetId: userId,
  });
  return { mobile: row.mobile, email: row.email };
}

/** Freezing ends every session at once (the session check reads the status) and bars sign-in. */
export async function setLocked(
  deps: AppDeps,
  acting: ActingOperator,
  userId: number,
  locked: boolean,
  reason: string | null,
): Promise<AdminUserRow> {
  if (locked && userId === acting.operator.id) {
    throw new AppError('OPERATION_FAILED', { message: '不能冻结自己的账号' });
  }
  const { row, publish } = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound('用户不存在');
    if (before.status === 'cancelled') throw new AppError('OPERATION_FAILED', { message: '该账号已注销' });
    const wanted = locked ? 'locked' : 'active';
    if (before.status === wanted) {
      throw new AppError('OPERATION_FAILED', { message: locked ? '该账号已处于冻结状态' : '该账号未被冻结' });
    }
    const [after] = await tx
      .update(users)
      .set({ status: wanted, updatedAt: deps.now() })
      .where(eq(users.id, userId))
      .returning();
    const ended = locked ? await endAllSessions(deps, userId, tx) : null;
    await recordAudit(tx, acting, {
      action: locked ? 'user.lock' : 'user.unlock',
      targetType: 'user',
      targetId: userId,
      before: snapshot(before),
      after: snapshot(after!),
      reason,
    });
    return { row: after!, publish: ended?.publish };
  });
  await publish?.();
  return userRow(row);
}

export async function endUserSessions(deps: AppDeps, acting: ActingOperator, userId: number): Promise<void> {
  await findUser(deps, userId);
  const { publish } = await deps.database.db.transaction(async (tx) => {
    const ended = await endAllSessions(deps, userId, tx);
    await recordAudit(tx, acting, { action: 'user.end-sessions', targetType: 'user', targetId: userId });
    return ended;
  });
  await publish();
}

export async function setOperatorRoles(
  deps: AppDeps,
  acting: ActingOperator,
  userId: number,
  roles: OperatorRole[],
): Promise<AdminUserRow> {
  if (userId === acting.operator.id && !roles.includes('admin')) {
    throw new AppError('OPERATION_FAILED', { message: '不能取消自己的管理员角色，请让另一位管理员操作' });
  }
  const row = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound('用户不存在');
    if (before.status !== 'active') {
      throw new AppError('OPERATION_FAILED', { message: '只能给正常状态的账号设置角色' });
    }
    // Roles that are not an operator's (an astrologer's shop role) stay as they were.
    const kept = before.roles.filter((role) => !(OPERATOR_ROLES as readonly string[]).includes(role));
    const [after] = await tx
      .update(users)
      .set({ roles: [...kept, ...roles], updatedAt: deps.now() })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(tx, acting, {
      action: 'user.roles',
      targetType: 'user',
      targetId: userId,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return after!;
  });
  return userRow(row);
}
