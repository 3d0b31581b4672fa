import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { shutdownGracefully } from './server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from './test/test-database.ts';

// SIGTERM on an instance (a rolling restart): the listener closes at once, the request in flight is
// still answered, the running job finishes, the next job waits for another instance, pools close.

function latch() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves with the error code of a fresh TCP connection, or 'connected'. */
function connect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe.each(testDrivers())('graceful shutdown (%s)', (driver) => {
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;

  afterEach(async () => {
    // The shutdown under test has already closed the app and its pools.
    await database?.drop().catch(() => undefined);
  });

  it('refuses new connections, answers the request in flight, finishes the running job, then closes', async () => {
    database = await createTestDatabase(driver, 4);
    const requestEntered = latch();
    const releaseRequest = latch();
    const echoEntered = latch();
    t = await createTestApp({
      database: { database: database.database, url: database.url },
      extend: (app) =>
        app.register(async (scope) => {
          scope.get('/test/slow', async () => {
            requestEntered.open();
            await releaseRequest.opened;
            return { finished: true };
          });
          scope.post('/test/echo', async (request) => {
            echoEntered.open();
            return { echo: (request.body as { n: string }).n };
          });
        }),
    });
    const jobEntered = latch();
    const releaseJob = latch();
    const jobsRun: string[] = [];
    t.deps.jobs.register('test-slow-job', async (payload) => {
      jobsRun.push((payload as { n: string }).n);
      jobEntered.open();
      await releaseJob.opened;
    });
    await t.deps.jobs.enqueue('test-slow-job', { n: 'first' });
    await t.deps.jobs.enqueue('test-slow-job', { n: 'second' }, { delayMs: 0 });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(await connect(port)).toBe('connected');

    // One keep-alive connection (as nginx keeps them): the slow request, and a POST behind it that the
    // instance reads only once it is already shutting down.
    const socket = net.connect({ port, host: '127.0.0.1' });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = new Promise<string>((resolve) =>
      socket.once('close', () => resolve(Buffer.concat(received).toString('latin1'))),
    );
    socket.write('GET /test/slow HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n\r\n');
    await requestEntered.opened;
    const draining = t.deps.jobs.drain();
    await jobEntered.opened;

    let settled = false;
    const stopping = shutdownGracefully(t.app, t.deps, pino({ level: 'silent' }), 10_000).finally(() => {
      settled = true;
    });
    // The listener is closed while the request is still being worked on: new connections are refused.
    for (let tries = 0; tries < 100 && t.app.server.listening; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await connect(port)).toBe('ECONNREFUSED');
    expect(settled).toBe(false);
    socket.write(
      'POST /test/echo HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n' +
        'Content-Type: application/json\r\nContent-Length: 12\r\n\r\n{"n":"late"}',
    );
    await echoEntered.opened;

    releaseRequest.open();
    // Both answered: the request in flight, and the one behind it on the same connection — served, not
    // refused with a 503 a proxy would not resend — with Connection: close so the connection ends.
    const answers = (await ended).split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[0]).toContain('{"finished":true}');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[1]!.toLowerCase()).toContain('connection: close');
    expect(answers[1]).toContain('{"echo":"late"}');
    // Requests are done; the running job still holds the shutdown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);

    releaseJob.open();
    expect(await stopping).toBe('clean');
    // (The app may have queued jobs of its own at start; the drain ran those before ours.)
    await draining;
    // The second job was not started here: it stays queued for an instance that is still up.
    expect(jobsRun).toEqual(['first']);
  });
});
