import { and, arrayOverlaps, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { APPROVAL_STATUS, CAPACITY_TYPE_LABELS } from '@xingtu/contracts/enums';
import {
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  type CapacityType,
  type OperatorRole,
  type UserRole,
} from '@xingtu/contracts/roles';
import type { Db } from '../db/client.ts';
import { astrologerCapacities, users } from '../db/schema/users.ts';
import { AppError, notFound } from '../errors.ts';
import { userIdOf } from '../http/authenticate.ts';
import { hasEntitlement, type ContentRef } from '../modules/commerce/index.ts';

// Who may do what, in one place: every area's routes take their guards from here. Use them as
// onRequest hooks, so a signed-out client learns 001102 before its body is validated (requireEntitlement,
// which reads parsed parameters, may run as a preHandler). They answer with the SPEC §8
// envelope: 001102 / 001101 without a valid session, 000007 (HTTP 403) naming what was missing. The
// has* functions are the same checks without throwing, for services and for pages that adapt.

export type Guard = (request: FastifyRequest) => Promise<void>;

export { hasEntitlement, type ContentRef };

/** A signed-in member (the token checks live in http/authenticate.ts). */
export const requireUser: Guard = (request) => request.server.requireUser(request);

const ROLE_LABELS: Record<UserRole, string> = { ...OPERATOR_ROLE_LABELS, astrologer: '占星师' };

const denied = (needed: string) =>
  new AppError('PERMISSION_DENIED', { httpStatus: 403, message: `没有操作权限：需要${needed}身份` });

export async function hasRole(db: Db, userId: number, roles: readonly UserRole[]): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), arrayOverlaps(users.roles, [...roles])));
  return Boolean(row);
}

/** An approved astrologer capacity of one of these types (SPEC §6). */
export async function hasCapacity(db: Db, userId: number, types: readonly CapacityType[]): Promise<boolean> {
  const [row] = await db
    .select({ id: astrologerCapacities.id })
    .from(astrologerCapacities)
    .where(
      and(
        eq(astrologerCapacities.userId, userId),
        inArray(astrologerCapacities.type, [...types]),
        eq(astrologerCapacities.applove, APPROVAL_STATUS.APPROVED),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The operator roles a user holds (none for a member). */
export async function operatorRolesOf(db: Db, userId: number): Promise<OperatorRole[]> {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  return (row?.roles ?? []).filter((role): role is OperatorRole =>
    (OPERATOR_ROLES as readonly string[]).includes(role),
  );
}

/**
 * The one guard of operator endpoints (the console's and every area's admin calls, issue 21): a member
 * never learns they exist — any signed-in user without an operator role is answered 404 like an
 * unknown path; an operator of another role gets 000007 naming the roles needed.
 */
export function requireOperator(...roles: [OperatorRole, ...OperatorRole[]]): Guard {
  return async (request) => {
    await requireUser(request);
    const held = await operatorRolesOf(request.server.deps.database.db, userIdOf(request));
    if (held.length === 0) throw notFound('请求的接口不存在');
    if (!held.some((role) => roles.includes(role)))
      throw denied(roles.map((role) => ROLE_LABELS[role]).join('或'));
  };
}

/** A signed-in astrologer with one of these capacities approved. */
export function requireCapacity(...types: [CapacityType, ...CapacityType[]]): Guard {
  return async (request) => {
    await requireUser(request);
    if (!(await hasCapacity(request.server.deps.database.db, userIdOf(request), types)))
      throw denied(types.map((type) => CAPACITY_TYPE_LABELS[type]).join('或'));
  };
}

/**
 * A signed-in member who bought what `refOf` names (a product id, or the content reference an area
 * sells under). Others get 000007 with a message telling them to buy it first.
 */
export function requireEntitlement(refOf: (request: FastifyRequest) => number | ContentRef): Guard {
  return async (request) => {
    await requireUser(request);
    const { deps } = request.server;
    if (!(await hasEntitlement(deps, userIdOf(request), refOf(request))))
      throw new AppError('PERMISSION_DENIED', { httpStatus: 403, message: '购买后才能使用' });
  };
}
