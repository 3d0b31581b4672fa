import { ChannelHandlers, type PubSub } from './pubsub.ts';

/** One process: publishing delivers to this process's subscribers (on the next tick, as Redis would). */
export function createMemoryPubSub(): PubSub {
  const handlers = new ChannelHandlers();
  return {
    kind: 'memory',
    async publish(channel, message) {
      queueMicrotask(() => handlers.deliver(channel, message));
    },
    async subscribe(channel, handler) {
      handlers.add(channel, handler);
      return () => void handlers.remove(channel, handler);
    },
    async close() {},
  };
}
