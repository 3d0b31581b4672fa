import { transitsOverRange, type NatalChart } from '@xingtu/astro';
import type { ChartSourceBody } from '@xingtu/contracts/charts-schemas';
import type { DevelopmentAgesRecord } from '@xingtu/contracts/fun';
import { POINTS } from '@xingtu/contracts/astrology';
import { DEVELOPMENT_AGES } from '@xingtu/readings/data/fun';
import type { AppDeps } from '../../deps.ts';
import { funChart } from './shared.ts';

// Developmental ages (/developmentAge): the planetary cycles of a life — Saturn squares and returns,
// the Uranus opposition, the nodal and Chiron returns … — found as exact transits of each planet to its
// own natal place, searched around the age its cycle predicts.

const YEAR_MS = 365.2422 * 86_400_000;
const ASPECT_FRACTION = { conjunction: 1, opposition: 0.5, square: 0.25 } as const;
const ASPECT_ZH = { conjunction: '合', opposition: '冲', square: '刑' } as const;

/** Orbital (synodic-to-itself) periods in years; Pluto's square comes at very different ages by generation. */
const PERIOD_YEARS: Record<string, number> = {
  jupiter: 11.86,
  saturn: 29.46,
  uranus: 84.02,
  neptune: 164.8,
  trueNode: 18.6,
  chiron: 50.7,
};

const beijingDate = (utc: string): string =>
  new Date(Date.parse(utc) + 8 * 3_600_000).toISOString().slice(0, 10);

/** Years searched around the predicted age: wider for the slow and irregular cycles. */
function searchSpan(
  key: string,
  body: string,
  nth: number,
  aspect: keyof typeof ASPECT_FRACTION,
): [number, number] {
  if (body === 'pluto') return [25, 100];
  if (key === 'chiron-return') return [46, 54];
  const period = PERIOD_YEARS[body]!;
  const expected = aspect === 'conjunction' ? nth * period : ASPECT_FRACTION[aspect] * period;
  const spread = body === 'jupiter' || body === 'trueNode' ? 1.2 : body === 'saturn' ? 2.5 : 4;
  return [Math.max(0.3, expected - spread), expected + spread];
}

export function developmentAges(chart: NatalChart, now: Date): DevelopmentAgesRecord['ages'] {
  const birthMs = Date.parse(chart.utc);
  const lastMs = Date.UTC(2199, 0, 1);
  const out: DevelopmentAgesRecord['ages'] = [];
  for (const cycle of DEVELOPMENT_AGES) {
    const [from, to] = searchSpan(cycle.key, cycle.body, cycle.nth, cycle.aspect);
    const startMs = birthMs + from * YEAR_MS;
    const endMs = Math.min(birthMs + to * YEAR_MS, lastMs);
    if (endMs <= startMs) continue;
    const { events } = transitsOverRange(
      { bodies: { [cycle.natal]: { longitudeDeg: chart.bodies[cycle.natal].longitudeDeg } } },
      {
        startUtc: new Date(startMs).toISOString(),
        endUtc: new Date(endMs).toISOString(),
        bodies: [cycle.body],
        aspects: [cycle.aspect],
        natalPoints: [cycle.natal],
        // The outer planets move under 0.05° a day: ten-day samples keep the search short.
        stepDays: ['uranus', 'neptune', 'pluto'].includes(cycle.body) ? 10 : 4,
        marginDays: 0,
      },
    );
    const passes = events.filter((e) => e.kind === 'aspect');
    if (passes.length === 0) continue;
    // The passes of one episode (up to three with retrogradation) lie within about a year of the first.
    const first = Date.parse(passes[0]!.utc);
    const episode = passes.filter((e) => Date.parse(e.utc) - first < 400 * 86_400_000).slice(0, 3);
    const last = Date.parse(episode[episode.length - 1]!.utc);
    const nowMs = now.getTime();
    const status = nowMs < first - 0.5 * YEAR_MS ? 'future' : nowMs > last + 0.5 * YEAR_MS ? 'past' : 'now';
    const name = POINTS[cycle.body].nameZh;
    out.push({
      key: cycle.key,
      title: cycle.title,
      cycle: `行运${name}${ASPECT_ZH[cycle.aspect]}本命${POINTS[cycle.natal].nameZh}`,
      age: Math.round(((first - birthMs) / YEAR_MS) * 10) / 10,
      exactDates: episode.map((e) => beijingDate(e.utc)),
      status,
      text: cycle.text,
    });
  }
  return out.sort((p, q) => p.age - q.age);
}

export async function developmentAgesFor(
  deps: AppDeps,
  userId: number,
  source: ChartSourceBody,
): Promise<DevelopmentAgesRecord> {
  const c = await funChart(deps, userId, '', source, '我');
  return { name: c.name, birthLine: c.line, ages: developmentAges(c.computed.chart, deps.now()) };
}
