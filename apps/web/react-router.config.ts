import type { Config } from '@react-router/dev/config';

// Server-rendered; the Fastify process loads build/server/index.js and serves build/client/assets.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
