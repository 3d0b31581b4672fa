// Messages between the instances of the app (the consultation room's chat): a message published on
// one instance reaches every subscriber of its channel on every instance. Embedded default: in this
// process only; Redis pub/sub when REDIS_URL is set. Delivery is at most once: a subscriber that
// must not miss anything reads the durable copy (the database) when it (re)connects.

export type PubSubHandler = (message: string) => void;

export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; the returned function ends it. */
  subscribe(channel: string, handler: PubSubHandler): Promise<() => void>;
  close(): Promise<void>;
}

/** Handlers by channel: the part both drivers share. */
export class ChannelHandlers {
  private readonly byChannel = new Map<string, Set<PubSubHandler>>();

  /** Returns true when this is the channel's first handler. */
  add(channel: string, handler: PubSubHandler): boolean {
    const set = this.byChannel.get(channel);
    if (set) {
      set.add(handler);
      return false;
    }
    this.byChannel.set(channel, new Set([handler]));
    return true;
  }

  /** Returns true when the channel has no handler left. */
  remove(channel: string, handler: PubSubHandler): boolean {
    const set = this.byChannel.get(channel);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  deliver(channel: string, message: string): void {
    for (const handler of this.byChannel.get(channel) ?? []) {
      try {
        handler(message);
      } catch {
        // One failing subscriber never stops the others.
      }
    }
  }
}
