import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../../http/authenticate.ts';
import { consultationBookings } from '../../../db/schema/consultations.ts';
import { notFound } from '../../../errors.ts';

// For the end-to-end server only (e2e/support/server.ts; `npm start` never loads it): a booking can
// only be made at least two hours ahead, but the browser test must hold the session now. The member
// moves their own confirmed booking to have started a minute ago, keeping its length and buffer.

export const sessionClockArea: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>(
    '/api/test-area/consultations/:id/begin',
    { onRequest: app.requireUser },
    async (request) => {
      const [moved] = await app.deps.database.db
        .update(consultationBookings)
        .set({
          startsAt: sql`now() - interval '1 minute'`,
          endsAt: sql`now() - interval '1 minute' + (${consultationBookings.endsAt} - ${consultationBookings.startsAt})`,
          blockedUntil: sql`now() - interval '1 minute' + (${consultationBookings.blockedUntil} - ${consultationBookings.startsAt})`,
        })
        .where(
          and(
            eq(consultationBookings.publicId, request.params.id),
            eq(consultationBookings.memberUserId, userIdOf(request)),
            eq(consultationBookings.state, 'confirmed'),
          ),
        )
        .returning({ id: consultationBookings.publicId });
      if (!moved) throw notFound('预约不存在');
      return ok({ id: moved.id });
    },
  );
};
