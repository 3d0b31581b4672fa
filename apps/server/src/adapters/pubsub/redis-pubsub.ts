import { Redis } from 'ioredis';
import { ChannelHandlers, type PubSub } from './pubsub.ts';

/**
 * Redis pub/sub: one connection publishes, one listens (a subscribed connection can do nothing
 * else). Channels carry the app's key prefix, so apps sharing a Redis never hear each other.
 * A Redis channel is subscribed while this instance has at least one handler on it.
 */
export function createRedisPubSub(url: string, prefix: string): PubSub {
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const listener = new Redis(url, { maxRetriesPerRequest: null });
  const handlers = new ChannelHandlers();
  /** The SUBSCRIBE in flight or done for each channel this instance listens on. */
  const active = new Map<string, Promise<unknown>>();
  listener.on('message', (channel: string, message: string) => {
    if (channel.startsWith(prefix)) handlers.deliver(channel.slice(prefix.length), message);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(prefix + channel, message);
    },
    async subscribe(channel, handler) {
      if (handlers.add(channel, handler)) active.set(channel, listener.subscribe(prefix + channel));
      await active.get(channel);
      return () => {
        if (!handlers.remove(channel, handler)) return;
        active.delete(channel);
        void listener.unsubscribe(prefix + channel).catch(() => {});
      };
    },
    async close() {
      await Promise.allSettled([publisher.quit(), listener.quit()]);
    },
  };
}
