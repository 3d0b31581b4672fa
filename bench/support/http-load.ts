import http from 'node:http';

// Closed-loop HTTP load for the benches: `connections` keep-alive clients, each sending its next
// request when the last answer has been read in full, rotating over `paths`.

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Mean answer size in bytes. */
  bytes: number;
}

export async function runLoad(
  base: string,
  paths: string[],
  durationMs: number,
  connections: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const end = performance.now() + durationMs;
  const one = (path: string) =>
    new Promise<void>((done) => {
      const started = performance.now();
      const request = http.get(`${base}${path}`, { agent }, (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) errors += 1;
          bytes += size;
          latencies.push(performance.now() - started);
          done();
        });
      });
      request.on('error', () => {
        errors += 1;
        done();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await one(paths[next++ % paths.length]!);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50: Number(at(0.5).toFixed(1)),
    p99: Number(at(0.99).toFixed(1)),
    errors,
    bytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
  };
}
