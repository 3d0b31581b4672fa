import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '@xingtu/contracts/roles';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { userIdOf } from '../../http/authenticate.ts';
import { operatorRolesOf } from '../../permissions/index.ts';

// Who is acting, as the audit trail records them: the operator (id, name and roles at the time), and
// the address and client the request came from.

export interface Operator {
  id: number;
  name: string;
  roles: OperatorRole[];
}

export interface ActingOperator {
  operator: Operator;
  ip: string;
  userAgent: string | null;
  requestId: string;
}

export async function loadOperator(db: Db, userId: number): Promise<Operator> {
  const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return { id: userId, name: row?.userName ?? String(userId), roles: await operatorRolesOf(db, userId) };
}

/** Call only behind requireOperator. */
export async function actingOperator(request: FastifyRequest): Promise<ActingOperator> {
  const agent = request.headers['user-agent'];
  return {
    operator: await loadOperator(request.server.deps.database.db, userIdOf(request)),
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
    requestId: String(request.id),
  };
}
