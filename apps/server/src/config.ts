import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The one place the environment is read. Everything else receives a typed AppConfig.

const booleanFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Worker processes of this instance (cluster.ts); more than 1 needs PostgreSQL and Redis. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().default('./data'),
  WEB_BUILD_DIR: z.string().optional(),
  /** Whether anonymous public pages are kept (web/page-cache); off renders every page. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key (cache, limits, jobs, pub/sub), so several sites can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,32}:$/, 'letters, digits, _ . - and a trailing colon, e.g. xt:')
    .default('xt:'),
  /** Defaults to the address the server listens on (defaultPublicUrl), so any PORT works offline. */
  PUBLIC_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default('off'),
  METRICS_TOKEN: z.string().min(24).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32).optional(),
  PAYMENT_SANDBOX_SECRET: z.string().min(32).optional(),
  HUMAN_CHECK: z.enum(['on', 'off']).default('on'),
  DEMO_SEED: booleanFlag.optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(5_242_880),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7200),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  CODE_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  SMTP_URL: z.string().optional(),
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_KEY: z.string().optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** The long-context model /kimiChat asks (defaults to AI_MODEL). */
  KIMI_MODEL: z.string().optional(),
  /** A model that sends nothing for this long is given up on (the question is not counted). */
  AI_STALL_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(20_000),
  /** Pause between the built-in engine's tokens, so its answer reads as it is written (0 in tests). */
  AI_BUILTIN_TOKEN_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(12),
  /** Questions one address may send per minute. */
  AI_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  MODERATION_URL: z.string().url().optional(),
  MODERATION_KEY: z.string().optional(),
  ORDER_TIMEOUT_MINUTES: z.coerce.number().int().min(1).default(30),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable config.ts reads (the deploy files are checked against it). */
export const CONFIG_ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Worker processes serving this instance's port (1: this process serves it). */
  webConcurrency: number;
  dataDir: string;
  /** The React Router build to serve; apps/web/build by default. */
  webBuildDir: string | undefined;
  /** Keep rendered anonymous public pages (in Redis when configured, in this process otherwise). */
  pageCache: boolean;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance (PGlite has one). */
  databasePoolSize: number;
  /** Connect, pool-wait (a free pooled connection) and statement timeouts (PostgreSQL). */
  databaseTimeouts: { connectMs: number; poolWaitMs: number; statementMs: number };
  redisUrl: string | undefined;
  publicUrl: string;
  corsOrigins: string[];
  /**
   * Which hops may name the client in X-Forwarded-For: false (the socket address is the client), a
   * number of proxy hops, or proxy addresses/subnets. Never "any": that lets a client pick its address.
   */
  trustProxy: false | number | string[];
  /**
   * In production /metrics and /api/docs answer only to `Authorization: Bearer <METRICS_TOKEN>` (and
   * not at all without one); outside production they are open.
   */
  metricsToken: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  secrets: { jwt: string; paymentSandbox: string };
  humanCheck: boolean;
  demoSeed: boolean;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  rateLimitPerMinute: number;
  /** Sign-in, registration and code requests one IP may make per minute (each route counted apart). */
  authRateLimitPerMinute: number;
  /** Verification codes one IP may request per hour (SMS and e-mail together). */
  codeLimitPerIpPerHour: number;
  wechat: { appId: string; appSecret: string } | undefined;
  s3:
    | { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string }
    | undefined;
  smtpUrl: string | undefined;
  sms: { url: string; key: string } | undefined;
  /** The OpenAI-compatible chat API; undefined = the built-in reading engine answers. */
  ai: { baseUrl: string; apiKey: string; model: string; kimiModel: string } | undefined;
  aiStallTimeoutMs: number;
  aiBuiltinTokenDelayMs: number;
  aiChatPerMinute: number;
  moderation: { url: string; key: string } | undefined;
  orderTimeoutMinutes: number;
  /** Key prefix for the shared cache, so that test runs and tenants do not collide in one Redis. */
  keyPrefix: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/** Outside production, missing secrets are generated once and kept in DATA_DIR so restarts keep sessions. */
function localSecrets(dataDir: string): { jwt: string; paymentSandbox: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { jwt?: string; paymentSandbox?: string };
    if (saved.jwt && saved.paymentSandbox) return { jwt: saved.jwt, paymentSandbox: saved.paymentSandbox };
  }
  const secrets = {
    jwt: randomBytes(48).toString('base64url'),
    paymentSandbox: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** TRUST_PROXY: off (default), a hop count, or comma-separated proxy addresses / CIDR subnets. */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'off' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === 'on' || text === '*') {
    throw new ConfigError(
      'TRUST_PROXY must name the proxy (a hop count or its addresses), not trust every client: a forged X-Forwarded-For would reset every per-address limit',
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = /^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/;
  const bad = entries.filter((entry) => !address.test(entry));
  if (bad.length > 0) throw new ConfigError(`TRUST_PROXY: not an address or subnet: ${bad.join(', ')}`);
  return entries;
}

/**
 * Without PUBLIC_URL, links the server hands out (the sandbox cashier, payment notifications, server
 * renders) point at the address it listens on: localhost for the wildcard hosts.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function pair<A, B>(a: A | undefined, b: B | undefined): [A, B] | undefined {
  return a !== undefined && b !== undefined ? [a, b] : undefined;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success)
    throw new ConfigError(`配置有误 (invalid configuration): ${formatIssues(parsed.error)}`);
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction) {
    const problems: string[] = [];
    if (!env.JWT_SECRET) problems.push('JWT_SECRET is required');
    if (!env.PAYMENT_SANDBOX_SECRET) problems.push('PAYMENT_SANDBOX_SECRET is required');
    if (env.HUMAN_CHECK === 'off') problems.push('HUMAN_CHECK=off is not allowed in production');
    if (env.DEMO_SEED) problems.push('DEMO_SEED is not allowed in production');
    if (!env.DATABASE_URL)
      problems.push('DATABASE_URL is required (the embedded database is for development)');
    if (problems.length > 0) throw new ConfigError(`refusing to start in production: ${problems.join('; ')}`);
  }
  if (env.WEB_CONCURRENCY > 1 && (!env.DATABASE_URL || !env.REDIS_URL))
    throw new ConfigError(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs DATABASE_URL and REDIS_URL: worker processes share sessions, limits, jobs and messages only through PostgreSQL and Redis (the embedded database serves one process)`,
    );

  const generated = env.JWT_SECRET && env.PAYMENT_SANDBOX_SECRET ? undefined : localSecrets(dataDir);
  const wechat = pair(env.WECHAT_APP_ID, env.WECHAT_APP_SECRET);
  const sms = pair(env.SMS_PROVIDER_URL, env.SMS_PROVIDER_KEY);
  const moderation = pair(env.MODERATION_URL, env.MODERATION_KEY);

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    webConcurrency: env.WEB_CONCURRENCY,
    dataDir,
    webBuildDir: env.WEB_BUILD_DIR && path.resolve(env.WEB_BUILD_DIR),
    pageCache: env.PAGE_CACHE === 'on',
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      poolWaitMs: env.DATABASE_POOL_WAIT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    redisUrl: env.REDIS_URL,
    publicUrl: (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/$/, ''),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN,
    logLevel: env.LOG_LEVEL,
    secrets: {
      jwt: env.JWT_SECRET ?? generated!.jwt,
      paymentSandbox: env.PAYMENT_SANDBOX_SECRET ?? generated!.paymentSandbox,
    },
    humanCheck: env.HUMAN_CHECK === 'on',
    demoSeed: env.DEMO_SEED ?? !isProduction,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    codeLimitPerIpPerHour: env.CODE_LIMIT_PER_IP_PER_HOUR,
    wechat: wechat && { appId: wechat[0], appSecret: wechat[1] },
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            region: env.S3_REGION,
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    sms: sms && { url: sms[0], key: sms[1] },
    ai:
      env.AI_BASE_URL && env.AI_API_KEY
        ? {
            baseUrl: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL ?? 'moonshot-v1-8k',
            kimiModel: env.KIMI_MODEL ?? env.AI_MODEL ?? 'moonshot-v1-128k',
          }
        : undefined,
    aiStallTimeoutMs: env.AI_STALL_TIMEOUT_MS,
    aiBuiltinTokenDelayMs: env.AI_BUILTIN_TOKEN_DELAY_MS,
    aiChatPerMinute: env.AI_CHAT_PER_MINUTE,
    moderation: moderation && { url: moderation[0], key: moderation[1] },
    orderTimeoutMinutes: env.ORDER_TIMEOUT_MINUTES,
    keyPrefix: env.REDIS_KEY_PREFIX,
  };
}
