import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import type { MessageSender } from './messaging.ts';

export function createOutboxSender(db: Db): MessageSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        to: message.to,
        text: message.text,
        code: message.code ?? null,
      });
    },
  };
}
