// Background work. Embedded default: a database-backed queue polled in-process (durable across
// restarts, safe with several instances via SKIP LOCKED). With REDIS_URL: BullMQ.
export type JobHandler = (payload: unknown) => Promise<void>;

export interface EnqueueOptions {
  delayMs?: number;
  /** At most one pending job per key (e.g. `order-timeout:123`). */
  uniqueKey?: string;
  maxAttempts?: number;
}

export interface JobRunner {
  readonly kind: 'database' | 'bullmq';
  register(name: string, handler: JobHandler): void;
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Runs the job (with an empty payload) once every interval, once across all instances; from start(). */
  every(name: string, intervalMs: number): void;
  /** Runs every job that is due now, once; tests use it instead of waiting for the poller. */
  drain(): Promise<number>;
  start(): void;
  /**
   * Stops taking jobs and waits for the running ones to finish; jobs not started stay queued for
   * another instance. enqueue still works (requests in flight during a shutdown may enqueue).
   */
  stop(): Promise<void>;
  close(): Promise<void>;
}
