import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import {
  runObserved,
  type EnqueueOptions,
  type JobHandler,
  type JobObserver,
  type JobRunner,
} from './jobs.ts';

/** BullMQ on Redis: the production runner when REDIS_URL is set. One queue, jobs routed by name. */
export function createBullmqJobs(redisUrl: string, prefix: string, log: FastifyBaseLogger): JobRunner {
  const url = new URL(redisUrl);
  const connection: ConnectionOptions = {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    maxRetriesPerRequest: null,
  };
  const queueName = 'xingtu-jobs';
  const queue = new Queue(queueName, { connection, prefix: `${prefix}bull` });
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, number>();
  const observers: JobObserver[] = [];
  let worker: Worker | undefined;

  const process = async (name: string, payload: unknown) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler registered for job ${name}`);
    await runObserved(observers, name, () => handler(payload));
  };

  function startWorker(): void {
    if (worker) return;
    worker = new Worker(queueName, async (job) => process(job.name, job.data), {
      connection,
      prefix: `${prefix}bull`,
    });
    worker.on('failed', (job, error) => log.warn({ job: job?.name, err: error.message }, 'job failed'));
  }

  /** BullMQ's job schedulers: one per name in Redis, so several instances share one timetable. */
  function startSchedules(): void {
    for (const [name, every] of schedules) {
      queue
        .upsertJobScheduler(
          name,
          { every },
          { name, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
        )
        .catch((error: unknown) => log.error({ err: error, job: name }, 'job schedule failed'));
    }
  }

  return {
    kind: 'bullmq',
    register: (name, handler) => void handlers.set(name, handler),
    async enqueue(name, payload, options: EnqueueOptions = {}) {
      await queue.add(name, payload, {
        delay: options.delayMs ?? 0,
        jobId: options.uniqueKey?.replace(/:/g, '-'),
        attempts: options.maxAttempts ?? 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
    },
    every: (name, intervalMs) => void schedules.set(name, intervalMs),
    async drain() {
      // Lets the worker empty what is due now (tests); in service the worker runs continuously.
      startWorker();
      const before = (await queue.getJobCounts('completed')).completed ?? 0;
      for (let waited = 0; waited < 10_000; waited += 50) {
        const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
        if ((counts.waiting ?? 0) + (counts.active ?? 0) + (counts.prioritized ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return ((await queue.getJobCounts('completed')).completed ?? 0) - before;
    },
    start() {
      startWorker();
      startSchedules();
    },
    observe: (observer) => void observers.push(observer),
    async pendingCount() {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
      return Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
    },
    async stop() {
      // Waits for the jobs this worker is running; waiting ones stay in Redis for the other workers.
      await worker?.close();
    },
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
