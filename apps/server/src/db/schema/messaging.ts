import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The embedded SMS/e-mail driver's outbox; readable at /dev/outbox outside production. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to)],
);
