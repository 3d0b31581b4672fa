// The consultation room's chat (issue 16 §4): 1,000 open room sockets on one instance (500 rooms,
// a member and an astrologer in each), messages sent by members in waves, and the time until the
// astrologer's socket has it (fan-out latency: moderation, the insert that checks the room is open,
// the pub/sub hop, the frame). Target: p99 ≤ 50 ms.
// Baseline in the same run: a bare `ws` server (the same ws version, no database, no checks)
// relaying the same frames between the same 1,000 sockets in the same waves; the table shows ours as
// a ratio of it. Run: npx tsx bench/consultation-room.ts  (PGlite, in-process pub/sub; PostgreSQL when
// TEST_DATABASE_URL is set).
// Prints a table and writes bench/results/consultation-room.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebSocket as WsSocket, WebSocketServer as WsServer } from 'ws';
import { pino } from 'pino';
import { openBenchDatabase } from './support/bench-database.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { closeDeps, createDeps } from '../apps/server/src/deps.ts';
import { consultationBookings, consultationServices } from '../apps/server/src/db/schema/consultations.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { issueTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { makeAstrologer } from '../apps/server/src/modules/astrologers/test/factories.ts';
import { roomSocketPath } from '@xingtu/contracts/consultation-room';

const ROOMS = Number(process.env.BENCH_ROOM_ROOMS ?? 500);
const WAVES = Number(process.env.BENCH_ROOM_WAVES ?? 20);
const PER_WAVE = Number(process.env.BENCH_ROOM_PER_WAVE ?? 50);

// The ws the server itself runs (@fastify/websocket's own dependency), for the clients and the baseline.
const requireFromPlugin = createRequire(
  createRequire(import.meta.url).resolve('@fastify/websocket', {
    paths: [join(dirname(fileURLToPath(import.meta.url)), '../apps/server')],
  }),
);
const ws = requireFromPlugin('ws') as {
  WebSocket: new (url: string) => WsSocket;
  WebSocketServer: new (options: { port: number; host: string }) => WsServer;
};

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => Number(x.toFixed(2));

interface Pair {
  path: string;
  memberToken: string;
  astrologerToken: string;
}

/** Opens both sides of every room, signs them in, and resolves when each has its history. */
async function openAll(base: string, pairs: Pair[]) {
  const open = (path: string, token: string) =>
    new Promise<WsSocket>((resolve, reject) => {
      const socket = new ws.WebSocket(`${base}${path}`);
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.once('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string };
        if (frame.type === 'ready') resolve(socket);
        else reject(new Error(`not ready: ${String(data)}`));
      });
    });
  const sockets: { member: WsSocket; astrologer: WsSocket }[] = [];
  // In batches, as browsers arrive: not 1,000 handshakes in one tick.
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = pairs.slice(i, i + 50);
    sockets.push(
      ...(await Promise.all(
        batch.map(async (pair) => ({
          member: await open(pair.path, pair.memberToken),
          astrologer: await open(pair.path, pair.astrologerToken),
        })),
      )),
    );
  }
  return sockets;
}

/** Members of PER_WAVE random rooms send at once; the time until each room's astrologer has it. */
async function fanOut(sockets: { member: WsSocket; astrologer: WsSocket }[]): Promise<number[]> {
  const latencies: number[] = [];
  const waiting = new Map<string, { started: number; done: () => void }>();
  for (const { astrologer } of sockets)
    astrologer.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; message?: { text: string } };
      const pending = frame.type === 'message' ? waiting.get(frame.message!.text) : undefined;
      if (!pending) return;
      latencies.push(performance.now() - pending.started);
      waiting.delete(frame.message!.text);
      pending.done();
    });
  let serial = 0;
  for (let wave = 0; wave < WAVES; wave += 1) {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(PER_WAVE, sockets.length))
      chosen.add(Math.floor(Math.random() * sockets.length));
    await Promise.all(
      [...chosen].map(
        (index) =>
          new Promise<void>((resolve, reject) => {
            serial += 1;
            const text = `压测消息第${serial}条：今天的月亮在双鱼座`;
            const timer = setTimeout(() => reject(new Error(`lost: ${text}`)), 10_000);
            waiting.set(text, { started: performance.now(), done: () => (clearTimeout(timer), resolve()) });
            sockets[index]!.member.send(JSON.stringify({ type: 'send', text, clientId: `b${serial}` }));
          }),
      ),
    );
  }
  return latencies;
}

function closeAll(sockets: { member: WsSocket; astrologer: WsSocket }[]) {
  for (const pair of sockets) {
    pair.member.terminate();
    pair.astrologer.terminate();
  }
}

// --- Our server -----------------------------------------------------------------------------------
const dataDir = mkdtempSync(join(os.tmpdir(), 'xingtu-bench-room-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  HUMAN_CHECK: 'off',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const log = pino({ level: 'silent' });
const bench = await openBenchDatabase('room');
const database = bench.database;
const deps = await createDeps(config, log, { database });
const app = await buildApp(config, deps, log);
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const db = deps.database.db;

const seeded = performance.now();
const person = async (name: string, mobile: string) => {
  const [user] = await db.insert(users).values({ userName: name, mobile }).returning({ id: users.id });
  return { id: user!.id, token: (await issueTokens(db, config, user!.id, {})).access_token };
};
// One consultant's service for every booking; each room has its own astrologer user (no overlap).
const owner = await person('压测咨询师', '17700000000');
await makeAstrologer(db, owner.id, ['A']);
const service = await app.inject({
  method: 'POST',
  url: '/api/astrologer/consult/services',
  headers: { authorization: `Bearer ${owner.token}` },
  payload: { kind: 'text', title: '压测文字咨询', duration_minutes: 60, price_fen: 10_000 },
});
const [serviceRow] = await db.select({ id: consultationServices.id }).from(consultationServices); // the only one
if (!service.json().success) throw new Error(service.body);
const serviceDbId = serviceRow!.id;

const now = Date.now();
const pairs: Pair[] = [];
for (let i = 0; i < ROOMS; i += 1) {
  const member = await person(`压测来访者${i}`, `178${String(i).padStart(8, '0')}`);
  const astrologer = await person(`压测占星师${i}`, `179${String(i).padStart(8, '0')}`);
  const publicId = `bench${String(i).padStart(7, '0')}`;
  await db.insert(consultationBookings).values({
    publicId,
    serviceId: serviceDbId,
    astrologerUserId: astrologer.id,
    memberUserId: member.id,
    state: 'confirmed',
    startsAt: new Date(now - 5 * 60_000),
    endsAt: new Date(now + 55 * 60_000),
    blockedUntil: new Date(now + 55 * 60_000),
    holdUntil: new Date(now),
    client: {},
    question: '压测',
    priceFen: 10_000,
  });
  pairs.push({
    path: roomSocketPath(publicId),
    memberToken: member.token,
    astrologerToken: astrologer.token,
  });
}
const seedSeconds = (performance.now() - seeded) / 1000;

const ours = await openAll(`ws://127.0.0.1:${port}`, pairs);
const openOnServer = app.websocketServer.clients.size;
const rssOurs = process.memoryUsage().rss;
const oursLatency = await fanOut(ours);
closeAll(ours);

// --- Baseline: a bare ws relay ----------------------------------------------------------------------
const bare = new ws.WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise<void>((resolve) => bare.once('listening', () => resolve()));
const rooms = new Map<string, Set<WsSocket>>();
let messageId = 0;
bare.on('connection', (socket, request) => {
  const path = request.url ?? '';
  const room = rooms.get(path) ?? new Set<WsSocket>();
  rooms.set(path, room);
  room.add(socket);
  socket.on('close', () => room.delete(socket));
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; text?: string };
    if (frame.type === 'auth') return socket.send(JSON.stringify({ type: 'ready', messages: [] }));
    if (frame.type !== 'send') return;
    messageId += 1;
    const out = JSON.stringify({ type: 'message', message: { id: messageId, text: frame.text } });
    for (const peer of room) peer.send(out);
  });
});
const barePort = (bare.address() as { port: number }).port;
const baseline = await openAll(`ws://127.0.0.1:${barePort}`, pairs);
const baselineLatency = await fanOut(baseline);
closeAll(baseline);
bare.close();

const row = (xs: number[]) => ({
  messages: xs.length,
  p50_ms: ms(pct(xs, 0.5)),
  p99_ms: ms(pct(xs, 0.99)),
  max_ms: ms(Math.max(...xs)),
});
const result = {
  database: bench.kind,
  connections: openOnServer,
  rooms: ROOMS,
  waves: WAVES,
  per_wave: PER_WAVE,
  seed_seconds: Number(seedSeconds.toFixed(1)),
  rss_mb_with_connections: Number((rssOurs / 1024 / 1024).toFixed(0)),
  xingtu: row(oursLatency),
  bare_ws: row(baselineLatency),
  ratio_p50: Number((pct(oursLatency, 0.5) / pct(baselineLatency, 0.5)).toFixed(1)),
  ratio_p99: Number((pct(oursLatency, 0.99) / pct(baselineLatency, 0.99)).toFixed(1)),
  target_p99_ms: 50,
  pass: pct(oursLatency, 0.99) <= 50,
};
console.log(
  `\n${result.connections} open room sockets on one instance (${ROOMS} rooms), ${WAVES} waves of ${PER_WAVE} messages, ${bench.kind}`,
);
console.table({ 'xingtu room': result.xingtu, 'bare ws relay (baseline)': result.bare_ws });
console.table({
  'ratio to baseline': { p50: `${result.ratio_p50}×`, p99: `${result.ratio_p99}×` },
  target: { p50: '', p99: `p99 ≤ 50 ms: ${result.pass ? 'met' : 'NOT met'}` },
});
const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'consultation-room.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

await app.close();
await closeDeps(deps);
await bench.drop();
rmSync(dataDir, { recursive: true, force: true });
