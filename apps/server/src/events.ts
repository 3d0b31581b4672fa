import type { JobRunner } from './adapters/jobs/jobs.ts';

// Domain events (order.paid, order.refunded, report.requested …). Each subscriber runs as its own
// durable job, so one failing subscriber is retried alone and none is lost on a restart.

export type EventHandler<P> = (payload: P) => Promise<void>;

export interface DomainEvents {
  subscribe<P>(event: string, subscriber: string, handler: EventHandler<P>): void;
  /** Queues one job per subscriber; `key` makes repeated emits for one cause (a notification resent) collapse. */
  emit(event: string, payload: unknown, key?: string): Promise<void>;
}

export function createDomainEvents(jobs: JobRunner): DomainEvents {
  const subscribers = new Map<string, string[]>();
  return {
    subscribe(event, subscriber, handler) {
      const jobName = `event:${event}:${subscriber}`;
      jobs.register(jobName, (payload) => handler(payload as never));
      subscribers.set(event, [...(subscribers.get(event) ?? []), jobName]);
    },
    async emit(event, payload, key) {
      for (const jobName of subscribers.get(event) ?? []) {
        await jobs.enqueue(jobName, payload, key ? { uniqueKey: `${jobName}:${key}` } : {});
      }
    },
  };
}
