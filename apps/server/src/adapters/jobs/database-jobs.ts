import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import {
  runObserved,
  type EnqueueOptions,
  type JobHandler,
  type JobObserver,
  type JobRunner,
} from './jobs.ts';

const LEASE_MS = 60_000;

interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export function createDatabaseJobs(db: Db, log: FastifyBaseLogger, pollMs = 1000): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, number>();
  const observers: JobObserver[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let closed = false;

  async function claim(): Promise<ClaimedJob | undefined> {
    const result = await db.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1,
        locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval
      where id = (
        select id from jobs
        where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at limit 1 for update skip locked
      )
      returning id, name, payload, attempts, max_attempts`);
    return (result as unknown as { rows: ClaimedJob[] }).rows[0];
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no handler registered for job ${job.name}`);
      await runObserved(observers, job.name, () => handler(job.payload));
      // A scheduled run keeps its key, so another instance cannot run the same interval again.
      await db.execute(sql`
        update jobs set status = 'done', locked_until = null,
          unique_key = case when unique_key like 'every:%' then unique_key end
        where id = ${job.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.max_attempts;
      log.warn({ job: job.name, id: job.id, attempts: job.attempts, err: message }, 'job failed');
      // Exponential back-off: 2 s, 4 s, 8 s … until max attempts.
      await db.execute(sql`
        update jobs set status = ${final ? 'failed' : 'pending'}, last_error = ${message}, locked_until = null,
          unique_key = ${final ? null : sql`unique_key`},
          run_at = now() + ${`${2 ** job.attempts} seconds`}::interval
        where id = ${job.id}`);
    }
  }

  async function drainOnce(): Promise<number> {
    let count = 0;
    // After stop() no further job is claimed: the one running finishes, the rest stay queued.
    for (let job = closed ? undefined : await claim(); job; job = closed ? undefined : await claim()) {
      await runOne(job);
      count += 1;
    }
    return count;
  }

  const drain = (): Promise<number> => {
    // One drain at a time per instance; concurrent callers share it.
    running ??= drainOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  async function enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    const runAt = new Date(Date.now() + (options.delayMs ?? 0));
    await db
      .insert(jobs)
      .values({
        name,
        payload: payload as object,
        runAt,
        uniqueKey: options.uniqueKey ?? null,
        maxAttempts: options.maxAttempts ?? 5,
      })
      .onConflictDoNothing({ target: jobs.uniqueKey });
  }

  /** One job per schedule and interval: the key names the interval, so every instance agrees on it. */
  async function enqueueScheduled(): Promise<void> {
    for (const [name, intervalMs] of schedules) {
      await enqueue(
        name,
        {},
        { uniqueKey: `every:${name}:${Math.floor(Date.now() / intervalMs)}`, maxAttempts: 1 },
      );
    }
  }

  async function stop(): Promise<void> {
    closed = true;
    if (timer) clearInterval(timer);
    timer = undefined;
    await running;
  }

  return {
    kind: 'database',
    register: (name, handler) => void handlers.set(name, handler),
    enqueue,
    every: (name, intervalMs) => void schedules.set(name, intervalMs),
    drain,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        enqueueScheduled()
          .then(drain)
          .catch((error: unknown) => log.error({ err: error }, 'job poll failed'));
      }, pollMs);
      timer.unref();
    },
    observe: (observer) => void observers.push(observer),
    async pendingCount() {
      const result = await db.execute(
        sql`select count(*)::int as n from jobs where status in ('pending', 'running')`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },
    stop,
    close: stop,
  };
}
