// Background work. Embedded default: a database-backed queue polled in-process (durable across
// restarts, safe with several instances via SKIP LOCKED). With REDIS_URL: BullMQ.
export type JobHandler = (payload: unknown) => Promise<void>;

export interface EnqueueOptions {
  delayMs?: number;
  /** At most one pending job per key (e.g. `order-timeout:123`). */
  uniqueKey?: string;
  maxAttempts?: number;
}

/** One run of a job, as the metrics count it. */
export interface JobRun {
  name: string;
  outcome: 'done' | 'failed';
  seconds: number;
}
export type JobObserver = (run: JobRun) => void;

/** Runs a handler and tells the observers how it went (the runners call every handler through this). */
export async function runObserved(
  observers: readonly JobObserver[],
  name: string,
  run: () => Promise<void>,
): Promise<void> {
  const started = performance.now();
  let outcome: JobRun['outcome'] = 'failed';
  try {
    await run();
    outcome = 'done';
  } finally {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of observers) observer({ name, outcome, seconds });
  }
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
  /** Called after every job this instance runs (the Prometheus metrics). */
  observe(observer: JobObserver): void;
  /** Jobs queued and not finished (due, delayed or running), across every instance. */
  pendingCount(): Promise<number>;
  /**
   * Stops taking jobs and waits for the running ones to finish; jobs not started stay queued for
   * another instance. enqueue still works (requests in flight during a shutdown may enqueue).
   */
  stop(): Promise<void>;
  close(): Promise<void>;
}
