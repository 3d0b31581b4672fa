import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createTestApp } from '../test/test-app.ts';

// Issue 11 §3: a database that stops answering must not hang /readyz or the requests. /readyz says
// 503 within 2 s; a request gives up after the connect / pool-acquire / statement timeouts and
// answers 503 / 000503 in Chinese.

/** A TCP server that accepts connections and then says nothing, like a frozen database host. */
async function blackHole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A TCP relay to the real PostgreSQL that can stop relaying mid-connection. */
async function freezableRelay(target: URL) {
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
    },
    close: () => {
      server.close();
    },
  };
}

const timed = async <T>(work: Promise<T>, limitMs: number) => {
  const started = Date.now();
  const late = Symbol('late');
  const result = await Promise.race([
    work,
    new Promise<typeof late>((r) => setTimeout(() => r(late), limitMs)),
  ]);
  if (result === late) throw new Error(`no answer within ${limitMs} ms`);
  return { result: result as T, ms: Date.now() - started };
};

const login = { account: '13800000001', password: 'xingtu2026' };

describe('a database that stops answering', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers /readyz 503 within 2 s and fails requests with 000503 instead of hanging', async () => {
    const hole = await blackHole();
    cleanups.push(() => hole.close());
    const database = await openDatabase({
      databaseUrl: `postgres://xingtu@127.0.0.1:${hole.port}/xingtu`,
      connectTimeoutMs: 1_000,
      statementTimeoutMs: 1_000,
    });
    const t = await createTestApp({ database: { database, url: undefined } });
    cleanups.push(async () => {
      await t.close();
      await database.close().catch(() => undefined);
    });

    const ready = await timed(t.app.inject({ method: 'GET', url: '/readyz' }), 2_000);
    expect(ready.result.statusCode).toBe(503);

    const answer = await timed(
      t.app.inject({ method: 'POST', url: '/base/user/login', payload: login }),
      4_000,
    );
    expect(answer.result.statusCode).toBe(503);
    expect(answer.result.json()).toMatchObject({
      success: false,
      resultCode: '000503',
      desc: '服务暂不可用，请稍后再试',
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'gives up on a PostgreSQL connection that froze mid-session (statement and read timeouts)',
    async () => {
      const source = new URL(process.env.TEST_DATABASE_URL!);
      const relay = await freezableRelay(source);
      cleanups.push(() => relay.close());
      const viaRelay = new URL(source);
      viaRelay.hostname = '127.0.0.1';
      viaRelay.port = String(relay.port);
      const database = await openDatabase({
        databaseUrl: viaRelay.toString(),
        connectTimeoutMs: 1_000,
        statementTimeoutMs: 500,
      });
      const t = await createTestApp({ database: { database, url: undefined } });
      cleanups.push(async () => {
        await t.close();
        await database.close().catch(() => undefined);
      });
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      relay.freeze();
      expect((await timed(t.app.inject({ method: 'GET', url: '/readyz' }), 2_000)).result.statusCode).toBe(
        503,
      );
      const answer = await timed(
        t.app.inject({ method: 'POST', url: '/base/user/login', payload: login }),
        6_000,
      );
      expect([answer.result.statusCode, answer.result.json().resultCode]).toEqual([503, '000503']);
    },
  );
});
