import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createBullmqJobs } from './adapters/jobs/bullmq-jobs.ts';
import { createDatabaseJobs } from './adapters/jobs/database-jobs.ts';
import type { JobRunner } from './adapters/jobs/jobs.ts';
import type { KeyValueStore } from './adapters/kv/kv.ts';
import { createMemoryKv } from './adapters/kv/memory-kv.ts';
import { createRedisKv } from './adapters/kv/redis-kv.ts';
import type { MessageSender } from './adapters/messaging/messaging.ts';
import { createOutboxSender } from './adapters/messaging/outbox-sender.ts';
import { createProviderSender } from './adapters/messaging/provider-sender.ts';
import { createCloudModerator } from './adapters/moderation/cloud-moderator.ts';
import { createLocalModerator } from './adapters/moderation/local-moderator.ts';
import type { TextModerator } from './adapters/moderation/moderation.ts';
import { createMemoryPubSub } from './adapters/pubsub/memory-pubsub.ts';
import type { PubSub } from './adapters/pubsub/pubsub.ts';
import { createRedisPubSub } from './adapters/pubsub/redis-pubsub.ts';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import { createS3Storage } from './adapters/storage/s3-storage.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import { createPaymentGateways, type PaymentGateways } from './adapters/payments/gateways.ts';
import { createDomainEvents, type DomainEvents } from './events.ts';
import { createFulfilmentRegistry, type FulfilmentRegistry } from './modules/commerce/index.ts';

// Every outside system the app talks to, chosen by configuration: embedded defaults, real drivers.
export interface AppDeps {
  database: Database;
  kv: KeyValueStore;
  messages: MessageSender;
  storage: FileStorage;
  moderator: TextModerator;
  jobs: JobRunner;
  /** Messages between instances (the consultation room): in-process, or Redis pub/sub. */
  pubsub: PubSub;
  events: DomainEvents;
  /** The payment gateways configured here (sandbox, Alipay, WeChat Pay). */
  payments: PaymentGateways;
  /**
   * Who delivers each product type: areas register with commerce's onPaid at start-up (buildApp);
   * sealed when the app is ready.
   */
  fulfilment: FulfilmentRegistry;
  /** Outbound HTTP (WeChat, AI, payment gateways); tests replace it. */
  fetch: typeof fetch;
  now: () => Date;
}

export interface DepsOverrides {
  database?: Database;
  kv?: KeyValueStore;
  fetch?: typeof fetch;
  now?: () => Date;
}

export async function createDeps(
  config: AppConfig,
  log: FastifyBaseLogger,
  overrides: DepsOverrides = {},
): Promise<AppDeps> {
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseTimeouts.connectMs,
      poolWaitMs: config.databaseTimeouts.poolWaitMs,
      statementTimeoutMs: config.databaseTimeouts.statementMs,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    }));
  const kv =
    overrides.kv ?? (config.redisUrl ? createRedisKv(config.redisUrl, config.keyPrefix) : createMemoryKv());
  const messages =
    config.sms || config.smtpUrl
      ? createProviderSender({ sms: config.sms, smtpUrl: config.smtpUrl })
      : createOutboxSender(database.db);
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
  const local = createLocalModerator();
  const moderator = config.moderation ? createCloudModerator(config.moderation, local) : local;
  const jobs = config.redisUrl
    ? createBullmqJobs(config.redisUrl, config.keyPrefix, log)
    : createDatabaseJobs(database.db, log);
  const pubsub = config.redisUrl
    ? createRedisPubSub(config.redisUrl, config.keyPrefix)
    : createMemoryPubSub();
  const fetchImpl = overrides.fetch ?? fetch;
  return {
    database,
    kv,
    messages,
    storage,
    moderator,
    jobs,
    pubsub,
    events: createDomainEvents(jobs),
    payments: createPaymentGateways(config, fetchImpl),
    fulfilment: createFulfilmentRegistry(),
    fetch: fetchImpl,
    now: overrides.now ?? (() => new Date()),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.jobs.close();
  await deps.pubsub.close();
  await deps.kv.close();
  await deps.database.close();
}
