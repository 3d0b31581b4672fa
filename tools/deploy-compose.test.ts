import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_ENV_NAMES, loadConfig, parseTrustProxy } from '../apps/server/src/config.ts';
import { IDLE_CONNECTION_GRACE_MS, SHUTDOWN_TIMEOUT_MS } from '../apps/server/src/server.ts';

// deploy/compose.yaml checked where Docker is not installed (CI): its services and health checks, the
// app command is the image's, every variable it gives the app is one config.ts reads, the resolved
// configuration loads in production, and nginx is the one proxy TRUST_PROXY trusts.

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string | string[];
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
}
interface Compose {
  services: Record<string, Service>;
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as Compose;
const dockerfile = read('Dockerfile');
const nginx = read('deploy/nginx.conf');

/** deploy/.env.example as a map; commented-out lines are not set. */
const envExample = Object.fromEntries(
  read('deploy/.env.example')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, and $$ for a literal $. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value
    .replace(
      /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
      (_match, name: string, kind?: string, rest?: string) => {
        const found = vars[name];
        if (found !== undefined && found !== '') return found;
        if (kind === '-') return rest ?? '';
        throw new Error(`${name} is not set: ${rest ?? ''}`);
      },
    )
    .replace(/\$\$/g, '$');
}

/** Names the compose file interpolates (they belong in .env.example, not necessarily in config.ts). */
const interpolated = new Set(
  [...read('deploy/compose.yaml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]!),
);

/** Variables the payment gateways read themselves (adapters/payments/payments-config.ts). */
const paymentEnvNames = new Set(
  [...read('apps/server/src/adapters/payments/payments-config.ts').matchAll(/env\.([A-Z0-9_]+)/g)].map(
    (match) => match[1]!,
  ),
);
const knownToApp = (name: string) => CONFIG_ENV_NAMES.includes(name) || paymentEnvNames.has(name);

const appServices = Object.entries(compose.services).filter(([, service]) =>
  JSON.stringify(service.command ?? []).includes('apps/server/src/main.ts'),
);

function seconds(duration: string): number {
  const match = /^(\d+)(s|m)$/.exec(duration);
  if (!match) throw new Error(`unreadable duration ${duration}`);
  return Number(match[1]) * (match[2] === 'm' ? 60 : 1);
}

describe('deploy/compose.yaml', () => {
  it('starts nginx, two app instances, PostgreSQL, Redis and MinIO, each with a health check', () => {
    for (const name of ['nginx', 'app1', 'app2', 'postgres', 'redis', 'minio'])
      expect(compose.services[name], name).toBeDefined();
    expect(appServices.map(([name]) => name).sort()).toEqual(['app1', 'app2']);
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'minio-init') continue; // a one-shot job: it runs once and exits
      expect(service.healthcheck?.test, `${name} health check`).toBeDefined();
    }
  });

  it('runs the app with the Dockerfile command, waiting for healthy dependencies', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile.split(/^FROM /m).at(-1)!)?.[1];
    expect(cmd).toBeDefined();
    for (const [name, service] of appServices) {
      expect(service.command, name).toEqual(JSON.parse(cmd!));
      expect(service.build ?? service.image, name).toBeDefined();
      expect(JSON.stringify(service.healthcheck?.test)).toContain('/healthz');
      for (const dependency of ['postgres', 'redis'])
        expect(service.depends_on?.[dependency]?.condition).toBe('service_healthy');
      // Docker waits longer than a graceful shutdown may take before it kills the process.
      expect(seconds(service.stop_grace_period ?? '10s') * 1000).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS);
    }
    expect(Object.keys(compose.services.nginx?.depends_on ?? {}).sort()).toEqual(['app1', 'app2']);
  });

  it('gives the app only variables config.ts reads, and the result loads in production', () => {
    for (const [name, service] of appServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((key) => !knownToApp(key));
      expect(unknown, name).toEqual([]);
      // env_file first, then environment over it, as compose does.
      const env = Object.fromEntries(
        Object.entries({ ...envExample, ...service.environment }).map(([key, value]) => [
          key,
          interpolate(String(value), envExample),
        ]),
      );
      const config = loadConfig(env);
      expect(config.isProduction).toBe(true);
      expect(new URL(config.databaseUrl!).hostname).toBe('postgres');
      expect(new URL(config.redisUrl!).hostname).toBe('redis');
      expect(new URL(config.s3!.endpoint).hostname).toBe('minio');
      expect(config.keyPrefix).toBe('xt:');
    }
  });

  it('lists in .env.example what the compose file needs and only variables something reads', () => {
    for (const name of interpolated) {
      const optional = new RegExp(`\\$\\{${name}:-`).test(read('deploy/compose.yaml'));
      if (!optional) expect(envExample[name], name).toBeDefined();
    }
    const stray = Object.keys(envExample).filter((name) => !interpolated.has(name) && !knownToApp(name));
    expect(stray).toEqual([]);
  });

  it('trusts exactly nginx for X-Forwarded-For, and nginx overwrites what a client sends', () => {
    const networks = compose.services.nginx?.networks as Record<string, { ipv4_address?: string }>;
    const nginxAddress = Object.values(networks)[0]?.ipv4_address;
    expect(nginxAddress).toBeDefined();
    for (const [, service] of appServices)
      expect(parseTrustProxy(service.environment!.TRUST_PROXY!)).toEqual([nginxAddress]);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
    for (const [name] of appServices) expect(nginx).toContain(`server ${name}:3000`);
  });
});

describe('Dockerfile', () => {
  it('is multi-stage, runs as a non-root user in production and checks /healthz', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const last = dockerfile.split(/^FROM /m).at(-1)!;
    expect(last).toMatch(/^USER (?!root\b|0\b)\S+/m);
    expect(last).toMatch(/NODE_ENV=production/);
    expect(last).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
  });

  it('installs with the repository patches: patches/ is there before every npm ci, and patch-package is a runtime dependency', () => {
    const root = JSON.parse(read('package.json')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(root.scripts.postinstall).toMatch(/^patch-package\b/);
    expect(root.dependencies['patch-package']).toBeDefined();
    for (const stage of dockerfile.split(/^FROM /m).slice(1)) {
      const install = stage.indexOf('RUN npm ci');
      if (install < 0) continue;
      expect(stage.slice(0, install)).toMatch(/^COPY .*\bpatches\/? patches\/?$/m);
    }
  });

  it('lets nginx close idle upstream connections before a stopping app would, and never resends a POST', () => {
    // The rolling restart test (apps/server/src/rolling-restart.test.ts) proxies with these rules.
    const upstream = /upstream xingtu \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const idle = /keepalive_timeout (\d+)s;/.exec(upstream)?.[1];
    expect(idle).toBeDefined();
    expect(Number(idle) * 1000).toBeLessThan(IDLE_CONNECTION_GRACE_MS);
    const nextUpstream = /proxy_next_upstream ([^;]+);/.exec(nginx)?.[1] ?? '';
    expect(nextUpstream.split(/\s+/)).toContain('error');
    expect(nextUpstream).not.toContain('non_idempotent');
  });
});
