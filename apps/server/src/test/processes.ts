import net from 'node:net';
import { Redis } from 'ioredis';

// For tests that start the real entry point (main.ts) as child processes: a free port, and the
// Redis keys such a process left under its own prefix.

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Deletes every key under `prefix` (queues, schedules, limits, cache) in the Redis at `url`. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
