// AI answer streaming through our server, against a local OpenAI-compatible streaming server.
// 1. Added time to first token: the same question asked of the local provider directly and through
//    POST /api/ai/chat (session check, moderation, the member's chart and today's transits, the credit
//    taken, then the provider called through the openai SDK). Target: our server adds ≤ 10 ms (median).
// 2. 200 concurrent streams on one instance, eight rounds (BENCH_AI_ROUNDS): every question must be
//    answered (`done`), with the PostgreSQL pool of 10 (BENCH_AI_POOL); heap and RSS before, at the peak
//    while the streams are open, and after each round (after GC when node runs with --expose-gc).
//    Flat = the heap after GC no longer grows per stream over the later half of the rounds; growth
//    only in the first rounds is warm-up (compiled code, bounded caches filling), shown space by space.
// 3. Where the added time goes: each step before the first token timed alone, on members not asked yet.
// Everything runs on loopback in one process: PGlite, or PostgreSQL when TEST_DATABASE_URL is set (a
// database of its own is created and dropped). Run: npx tsx --expose-gc bench/ai-stream.ts
// The machine's load moves every figure: compare the lines of one run as ratios to the provider
// answering directly (the baseline measured in the same run).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import { join } from 'node:path';
import { pino } from 'pino';
import { openBenchDatabase } from './support/bench-database.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { closeDeps, createDeps } from '../apps/server/src/deps.ts';
import { aiPackages } from '../apps/server/src/db/schema/ai.ts';
import { contacts } from '../apps/server/src/db/schema/contacts.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { chartSettingsSchema } from '@xingtu/contracts/charts-schemas';
import { issueTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { groundingFor } from '../apps/server/src/modules/ai/grounding.ts';
import { createOpenAiDriver } from '../apps/server/src/modules/ai/openai-driver.ts';
import { systemPrompt } from '../apps/server/src/modules/ai/prompts.ts';
import { returnCredit, takeCredit } from '../apps/server/src/modules/ai/quota.ts';
import { chartOfContact } from '../apps/server/src/modules/charts/index.ts';
import { getOwnContact } from '../apps/server/src/modules/contacts/index.ts';
import { assertClean } from '../apps/server/src/modules/sys/index.ts';
import { startFakeProvider } from '../apps/server/src/modules/ai/test/fake-provider.ts';

const SAMPLES = Number(process.env.BENCH_AI_SAMPLES ?? 40);
const CONCURRENT = Number(process.env.BENCH_AI_CONCURRENT ?? 200);
const ROUNDS = Number(process.env.BENCH_AI_ROUNDS ?? 8);
const POOL = Number(process.env.BENCH_AI_POOL ?? 10);
const PIECES = Array.from({ length: 40 }, (_, i) => `第${i + 1}段。`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Milliseconds from sending to the first piece of answer text, and the whole body. */
async function firstToken(
  url: string,
  init: RequestInit,
  marker: string,
): Promise<{ ttft: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let body = '';
  let ttft = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    body += value;
    if (ttft < 0 && body.includes(marker)) ttft = performance.now() - started;
  }
  return { ttft, body };
}

const provider = await startFakeProvider({ kind: 'ok', pieces: PIECES, gapMs: 5 });
const dataDir = mkdtempSync(join(os.tmpdir(), 'xingtu-bench-ai-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  HUMAN_CHECK: 'off',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AI_CHAT_PER_MINUTE: '100000000',
  AI_BASE_URL: provider.baseUrl,
  AI_API_KEY: 'bench-key',
  AI_MODEL: 'bench-model',
  // The stall timer (20 s) is for a provider that went quiet; on a loaded machine 200 streams at once
  // can wait longer than that for the CPU. BENCH_AI_STALL_MS sets it.
  AI_STALL_TIMEOUT_MS: process.env.BENCH_AI_STALL_MS ?? '120000',
});
const log = pino({ level: 'silent' });
// PostgreSQL when TEST_DATABASE_URL names a server (a database of its own, dropped at the end), else PGlite.
const bench = await openBenchDatabase('ai', POOL);
const database = bench.database;
const deps = await createDeps(config, log, { database });
const app = await buildApp(config, deps, log);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// Members, each with a profile and a package big enough for the whole run.
const db = deps.database.db;
const members: { token: string; contactId: number; userId: number }[] = [];
for (let i = 0; i < Math.max(CONCURRENT, SAMPLES + 5 + SAMPLES); i++) {
  const [user] = await db
    .insert(users)
    .values({ userName: `压测用户${i}`, mobile: `1760000${String(i).padStart(4, '0')}` })
    .returning({ id: users.id });
  const [contact] = await db
    .insert(contacts)
    .values({
      userId: user!.id,
      name: `压测档案${i}`,
      gender: 'female',
      relation: 'self',
      birthday: `199${i % 10}-0${(i % 9) + 1}-1${i % 10}`,
      birthHour: i % 24,
      birthMin: 30,
      birthLocation: '上海市',
      birthLatitude: 31.23,
      birthLongitude: 121.47,
      birthTimeZone: 'Asia/Shanghai',
      reliability: 'A',
    })
    .returning({ id: contacts.id });
  await db.insert(aiPackages).values({ userId: user!.id, title: '压测套餐', credits: 1000 });
  members.push({
    token: (await issueTokens(db, config, user!.id, {})).access_token,
    contactId: contact!.id,
    userId: user!.id,
  });
}

const direct = () =>
  firstToken(
    `${provider.baseUrl}/chat/completions`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
      body: JSON.stringify({
        model: 'bench-model',
        stream: true,
        messages: [{ role: 'user', content: '你好' }],
      }),
    },
    '"content"',
  );
const viaServer = (member: { token: string; contactId: number }) =>
  firstToken(
    `${base}/api/ai/chat`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ mode: 'chart', contact_id: member.contactId, question: '我的性格是怎样的？' }),
    },
    'event: token',
  );

// Warm up both paths (JIT, connection pools, the SDK's first import).
for (let i = 0; i < 5; i++) {
  await direct();
  await viaServer(members[i]!);
}

// CPU milliseconds this process spends (client, server and provider are all here), from before a
// request to its whole answer: unlike the wall clock, it hardly moves with the machine's other load.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const directTimes: number[] = [];
const serverTimes: number[] = [];
const directCpu: number[] = [];
const serverCpu: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  let cpu = process.cpuUsage();
  directTimes.push((await direct()).ttft);
  directCpu.push(cpuMs(cpu));
  cpu = process.cpuUsage();
  serverTimes.push((await viaServer(members[i % members.length]!)).ttft);
  serverCpu.push(cpuMs(cpu));
}
const added = median(serverTimes) - median(directTimes);

// The steps one by one, on members whose charts are not cached yet (as in the samples above).
const steps: Record<string, number[]> = {};
const stepsCpu: Record<string, number[]> = {};
const timed = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await run();
  (steps[name] ??= []).push(performance.now() - started);
  (stepsCpu[name] ??= []).push(cpuMs(cpu));
  return result;
};
const driver = createOpenAiDriver({
  baseUrl: provider.baseUrl,
  apiKey: 'bench-key',
  model: 'bench-model',
  kimiModel: 'bench-model',
});
for (const member of members.slice(SAMPLES + 5, SAMPLES + 5 + SAMPLES)) {
  await timed('moderation of the question', () => assertClean(deps, ['我的性格是怎样的？']));
  const contact = await timed('profile read', () => getOwnContact(deps, member.userId, member.contactId));
  await timed('natal chart (engine)', () =>
    chartOfContact('contact_id', contact, chartSettingsSchema.parse({})),
  );
  const grounding = await timed('grounding (read + chart + transits)', () =>
    groundingFor(deps, member.userId, member.contactId),
  );
  const charge = await timed('credit taken', () => takeCredit(deps, member.userId));
  await returnCredit(deps, charge);
  const messages = [
    { role: 'system' as const, content: systemPrompt('chart', grounding) },
    { role: 'user' as const, content: '我的性格是怎样的？' },
  ];
  const upstream = new AbortController();
  await timed('provider first piece, through the SDK', async () => {
    const pieces = driver.stream({
      messages,
      question: '',
      grounding,
      mode: 'chart',
      signal: upstream.signal,
    });
    for await (const piece of pieces) if (piece) break;
  });
  upstream.abort();
  (steps['provider first piece, plain fetch'] ??= []).push((await direct()).ttft);
  await timed('a bare request through our server (GET /healthz)', async () =>
    (await fetch(`${base}/healthz`)).text(),
  );
  await timed('a signed-in request (GET /api/ai/quota)', async () =>
    (await fetch(`${base}/api/ai/quota`, { headers: { authorization: `Bearer ${member.token}` } })).text(),
  );
}

async function finish(): Promise<void> {
  await app.close();
  await closeDeps(deps);
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
  await bench.drop();
}

const gc = (globalThis as { gc?: () => void }).gc;
const memory = () => {
  gc?.();
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]),
  );
  return { heap: m.heapUsed, rss: m.rss, spaces };
};
console.log('\nAI streaming: time to first token (ms), loopback, one process');
console.table({
  'provider directly': { median: +median(directTimes).toFixed(2), p95: +p95(directTimes).toFixed(2) },
  'through /api/ai/chat': { median: +median(serverTimes).toFixed(2), p95: +p95(serverTimes).toFixed(2) },
  'added by our server': {
    median: +added.toFixed(2),
    p95: +(p95(serverTimes) - p95(directTimes)).toFixed(2),
  },
});
console.log(
  `target: added median ≤ 10 ms → ${added <= 10 ? 'met' : 'NOT met'} (${bench.kind}); through / direct: median ${(median(serverTimes) / median(directTimes)).toFixed(2)}×, p95 ${(p95(serverTimes) / p95(directTimes)).toFixed(2)}×`,
);
console.log(
  `cpu per question, whole answer (ms, median): provider directly ${median(directCpu).toFixed(2)}, through /api/ai/chat ${median(serverCpu).toFixed(2)} → our server's own work ${(median(serverCpu) - median(directCpu)).toFixed(2)} ms, ${(median(serverCpu) / median(directCpu)).toFixed(2)}× the direct request`,
);
console.log('\nSteps before the first token, each alone (ms), members not asked before');
console.table(
  Object.fromEntries(
    Object.entries(steps).map(([name, xs]) => [
      name,
      {
        median: +median(xs).toFixed(2),
        p95: +p95(xs).toFixed(2),
        '× provider (median)': +(median(xs) / median(directTimes)).toFixed(2),
        'cpu ms (median)': stepsCpu[name] ? +median(stepsCpu[name]).toFixed(2) : '-',
      },
    ]),
  ),
);
if (process.env.BENCH_AI_ONLY_FIRST_TOKEN) {
  await finish();
  process.exit(0);
}
const rounds: {
  round: number;
  ok: number;
  ms: number;
  heap: number;
  rss: number;
  spaces: Record<string, number>;
  peakHeap: number;
  peakRss: number;
}[] = [];
provider.requests.length = 0;
const before = memory();
for (let round = 1; round <= ROUNDS; round++) {
  const started = performance.now();
  // The peak while the streams are open (sampled every 20 ms, no GC forced).
  let peakHeap = 0;
  let peakRss = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 20);
  // A connection the machine's load broke (a reset) is counted, not fatal: the table shows answered / sent.
  const answers = await Promise.all(
    members.map((member) =>
      viaServer(member).catch((error: unknown) => ({
        ttft: -1,
        body: `connection error: ${(error as { cause?: { code?: string } }).cause?.code ?? String(error)}`,
      })),
    ),
  );
  clearInterval(sampler);
  // The fake provider keeps every request body it got (for tests): a few KB per question that the
  // harness holds, not our server. Dropped before the heap is measured.
  provider.requests.length = 0;
  const ms = performance.now() - started;
  const ok = answers.filter((a) => a.body.includes('event: done')).length;
  // What the others got instead: a result code (the stall timer, a failure) or a broken connection.
  const why: Record<string, number> = {};
  for (const a of answers) {
    if (a.body.includes('event: done')) continue;
    const reason =
      /"resultCode":"(\d+)"/.exec(a.body)?.[1] ?? (a.body.startsWith('connection error') ? a.body : 'other');
    why[reason] = (why[reason] ?? 0) + 1;
  }
  if (Object.keys(why).length) console.log(`round ${round}: not answered`, why);
  rounds.push({ round, ok, ms, peakHeap, peakRss, ...memory() });
}

console.log(
  `\n${CONCURRENT} concurrent streams × ${ROUNDS} rounds (${PIECES.length} pieces each, 5 ms apart)${gc ? '' : ' — run with --expose-gc for exact heap figures'}`,
);
console.table([
  {
    round: 0,
    'answered / sent': '-',
    'wall ms': '-',
    'peak heap MB': '-',
    'peak rss MB': '-',
    'heap after MB': mb(before.heap),
    'rss after MB': mb(before.rss),
  },
  ...rounds.map((r) => ({
    round: r.round,
    'answered / sent': `${r.ok} / ${CONCURRENT}`,
    'wall ms': Math.round(r.ms),
    'peak heap MB': mb(r.peakHeap),
    'peak rss MB': mb(r.peakRss),
    'heap after MB': mb(r.heap),
    'rss after MB': mb(r.rss),
  })),
]);
// The verdict: the slope of the heap after GC over the later half of the rounds (least squares, so one
// noisy round does not decide), per stream. The first rounds also fill what is filled once (compiled
// code, the bounded chart and token caches, named statements): growth there that stops later is warm-up.
const slope = (points: { x: number; y: number }[]) => {
  const mx = points.reduce((a, p) => a + p.x, 0) / points.length;
  const my = points.reduce((a, p) => a + p.y, 0) / points.length;
  const cov = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const vx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return vx === 0 ? 0 : cov / vx;
};
const lateFrom = Math.max(1, Math.floor(ROUNDS / 2));
const late = rounds.filter((r) => r.round >= lateFrom);
const latePerStream = slope(late.map((r) => ({ x: r.round, y: r.heap }))) / CONCURRENT;
const earlyPerStream =
  lateFrom > 1 ? (rounds[lateFrom - 1]!.heap - rounds[0]!.heap) / (CONCURRENT * (lateFrom - 1)) : 0;
const FLAT_BYTES = 1024;
const verdict =
  ROUNDS < 4
    ? 'too few rounds to tell (BENCH_AI_ROUNDS ≥ 4)'
    : latePerStream >= FLAT_BYTES
      ? 'GROWING'
      : earlyPerStream >= FLAT_BYTES
        ? `flat after warm-up (rounds 1 → ${lateFrom}: ${Math.round(earlyPerStream)} bytes per stream, then none)`
        : 'flat';
const open = Math.max(...rounds.map((r) => r.peakHeap)) - before.heap;
console.log(
  `heap after GC, round 1 → ${ROUNDS}: ${mb(rounds.at(-1)!.heap - rounds[0]!.heap)} MB; rounds ${lateFrom} → ${ROUNDS}: ` +
    `${Math.round(latePerStream)} bytes per stream (least squares) → ${verdict}; ` +
    `while ${CONCURRENT} streams are open: +${mb(open)} MB (${(open / CONCURRENT / 1024).toFixed(0)} KB per open stream); rss after / before ${(rounds.at(-1)!.rss / before.rss).toFixed(2)}×`,
);
console.log(
  `every question answered: ${rounds.every((r) => r.ok === CONCURRENT) ? 'yes' : 'NO'} (${rounds.reduce((a, r) => a + r.ok, 0)} / ${CONCURRENT * ROUNDS}, ${bench.kind}${bench.kind === 'PostgreSQL' ? `, pool ${POOL}` : ''})`,
);

// Where the heap after GC moved, space by space: compiled code and its feedback grow while V8 is
// still optimising (warm-up), objects kept per stream would grow old space round after round.
console.table(
  Object.fromEntries(
    Object.keys(before.spaces)
      .filter((name) => rounds.some((r) => Math.abs(r.spaces[name]! - before.spaces[name]!) > 64 * 1024))
      .map((name) => [
        name,
        Object.fromEntries([
          ['before MB', mb(before.spaces[name]!)],
          ...rounds.map((r) => [`round ${r.round} MB`, mb(r.spaces[name]!)]),
        ]),
      ]),
  ),
);

await finish();
