import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@xingtu/contracts/envelope';
import { consultationBookings } from '../../../db/schema/consultations.ts';
import { notFound } from '../../../errors.ts';

// For the end-to-end server only (e2e/support/server.ts; `npm start` never loads it): a browser test
// cannot wait hours for a booked session to begin, so this moves one confirmed booking so that its
// session began an hour ago; the astrologer then completes it through the real endpoint.

const MINUTE_MS = 60_000;

export const sessionStartedPlugin: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>('/e2e/consultations/:id/started', async (request) => {
    const [row] = await app.deps.database.db
      .select()
      .from(consultationBookings)
      .where(
        and(
          eq(consultationBookings.publicId, request.params.id),
          eq(consultationBookings.state, 'confirmed'),
        ),
      );
    if (!row) throw notFound('预约不存在');
    const length = row.endsAt.getTime() - row.startsAt.getTime();
    const buffer = row.blockedUntil.getTime() - row.endsAt.getTime();
    const startsAt = new Date(app.deps.now().getTime() - 60 * MINUTE_MS - length);
    const endsAt = new Date(startsAt.getTime() + length);
    await app.deps.database.db
      .update(consultationBookings)
      .set({ startsAt, endsAt, blockedUntil: new Date(endsAt.getTime() + buffer) })
      .where(eq(consultationBookings.id, row.id));
    return ok(null);
  });
};
