// Sign-share image benchmark (issue 20 §1: a share image ≤ 150 ms on the server). Three cases, each run once
// cold (fonts read and parsed) and then RUNS times; printed: median and p90 wall time, median CPU time:
//   baseline   a plain satori + resvg render of a minimal card (one line of text, the same font and size)
//   renderer   the sign card as the server draws it (documents share card, QR code), no database
//   endpoint   GET /api/signShare/shared/:code/image through the app, the card unchanged (database read,
//              then the image the app drew for this card's last edit)
// The ratios to the baseline say what the card itself costs on this machine, whatever its load.
// Run: npx tsx bench/share-image.ts   (TEST_DATABASE_URL set: the endpoint reads PostgreSQL)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { pino } from 'pino';
import satori from 'satori';
import { fontBuffer } from '@xingtu/documents/fonts';
import { openBenchDatabase } from './support/bench-database.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { closeDeps, createDeps } from '../apps/server/src/deps.ts';
import { signShares } from '../apps/server/src/db/schema/sign-share.ts';
import { users } from '../apps/server/src/db/schema/users.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_MS = 150;

interface Row {
  case: string;
  coldMs: number;
  medianMs: number;
  p90Ms: number;
  cpuMedianMs: number;
  kB: number;
  ratio?: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const p90 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))]!;

async function measure(name: string, render: () => Promise<Uint8Array>): Promise<Row> {
  let t = performance.now();
  let out = await render();
  const coldMs = performance.now() - t;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c = process.cpuUsage();
    t = performance.now();
    out = await render();
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    case: name,
    coldMs: Math.round(coldMs),
    medianMs: Math.round(median(wall)),
    p90Ms: Math.round(p90(wall)),
    cpuMedianMs: Math.round(median(cpu)),
    kB: Math.round(out.byteLength / 1024),
  };
}

// --- Baseline: the least a satori + resvg card can cost -----------------------------------------------
const baselineFonts = [
  { name: 'Noto Sans SC', data: fontBuffer('regular'), weight: 400 as const, style: 'normal' as const },
];
async function baselineCard(): Promise<Uint8Array> {
  const svg = await satori(
    {
      type: 'div',
      props: {
        style: {
          display: 'flex',
          width: 750,
          height: 1334,
          backgroundColor: '#1d1b3a',
          color: '#fff',
          fontSize: 40,
        },
        children: '星图星座卡',
      },
    } as never,
    { width: 750, height: 1334, fonts: baselineFonts },
  );
  return new Uint8Array(
    new Resvg(svg, { fitTo: { mode: 'width', value: 750 }, font: { loadSystemFonts: false } })
      .render()
      .asPng(),
  );
}

// --- The server -------------------------------------------------------------------------------------
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'xingtu-bench-share-')),
  LOG_LEVEL: 'silent',
  HUMAN_CHECK: 'off',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const log = pino({ level: 'silent' });
const bench = await openBenchDatabase('share');
const deps = await createDeps(config, log, { database: bench.database });
const app = await buildApp(config, deps, log);
const db = deps.database.db;
const [user] = await db
  .insert(users)
  .values({ userName: '压测', mobile: '17600000001' })
  .returning({ id: users.id });
const code = 'BenchCard0';
await db.insert(signShares).values({
  code,
  userId: user!.id,
  nickname: '小星',
  sunSign: 'gemini',
  moonSign: 'virgo',
  ascendantSign: 'cancer',
  showMoon: true,
  showAscendant: true,
});

const { shareImage } = await import('../apps/server/src/modules/sign-share/share-image.ts');
const rows: Row[] = [];
let visitor = 0;
rows.push(await measure('baseline (minimal satori + resvg card)', baselineCard));
rows.push(
  await measure('renderer (sign card, QR, no database)', () => shareImage(deps, code, config.publicUrl)),
);
rows.push(
  await measure('endpoint (GET …/image, unchanged card)', async () => {
    // Each request from its own address: the endpoint allows a visitor a few images a minute.
    visitor += 1;
    const response = await app.inject({
      method: 'GET',
      url: `/api/signShare/shared/${code}/image`,
      remoteAddress: `10.1.${visitor >> 8}.${visitor & 255}`,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return new Uint8Array(response.rawPayload);
  }),
);
const base = rows[0]!.medianMs || 1;
for (const row of rows.slice(1)) row.ratio = `${(row.medianMs / base).toFixed(2)}×`;

console.log(
  `share image, ${RUNS} runs each, ${bench.kind}, load ${loadavg()[0]!.toFixed(2)} (target ≤ ${TARGET_MS} ms)`,
);
console.table(rows);
const endpoint = rows[2]!;
console.log(
  endpoint.medianMs <= TARGET_MS
    ? `OK: endpoint median ${endpoint.medianMs} ms`
    : `OVER: endpoint median ${endpoint.medianMs} ms`,
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/share-image.json', import.meta.url),
  JSON.stringify({ runs: RUNS, database: bench.kind, load: loadavg()[0], rows }, null, 2),
);

await app.close();
await closeDeps(deps);
await bench.drop();
