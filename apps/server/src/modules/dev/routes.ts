import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@xingtu/contracts/envelope';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { renderOutboxPage } from './outbox-page.ts';

// Development only (never registered in production): the embedded SMS/e-mail outbox.
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const query = z.object({ to: z.string().max(254).optional() });

  async function latest(to: string | undefined) {
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

  app.get(
    '/dev/outbox',
    { schema: { tags: ['dev'], summary: '开发环境：短信与邮件发件箱', querystring: query } },
    async (request, reply) => {
      const records = await latest(request.query.to);
      if ((request.headers.accept ?? '').includes('text/html')) {
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .send(renderOutboxPage(records, request.query.to));
      }
      return ok(records);
    },
  );
};
