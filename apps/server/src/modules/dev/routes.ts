import type { FastifyPluginAsync } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { devApi } from '@xingtu/contracts/dev-api';
import { devApiSchemas, type OutboxMessageRecord } from '@xingtu/contracts/dev-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { renderOutboxPage } from './outbox-page.ts';

// Development only (never registered in production): the embedded SMS/e-mail outbox.
export const devRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRoutes(app, devApi, devApiSchemas);

  async function latest(to: string | undefined): Promise<OutboxMessageRecord[]> {
    const rows = await app.deps.database.db
      .select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.to, to.toLowerCase()) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(50);
    return rows.map((row) => ({
      to: row.to,
      channel: row.channel,
      text: row.text,
      code: row.code,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  route('outbox', {}, async (request, reply) => {
    const records = await latest(request.query.to);
    if ((request.headers.accept ?? '').includes('text/html')) {
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(renderOutboxPage(records, request.query.to));
    }
    return reply.send(ok(records));
  });
};
