import { ephemerisAt, jdUtFromUnixMs, type NatalChart } from '@xingtu/astro';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { chartSettingsSchema } from '@xingtu/contracts/charts-schemas';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import { aspectBetweenDeg, houseOfLongitudeDeg, type ChartLike } from '@xingtu/readings/chart-like';
import { ASPECT_KEYWORDS, PLANET_KEYWORDS, SIGN_KEYWORDS } from '@xingtu/readings/data/keywords';
import {
  aspectFamilyOf,
  PLANET_KEYS,
  signOfLongitudeDeg,
  type AspectFamily,
  type AspectKey,
  type HouseNumber,
} from '@xingtu/readings/keys';
import { houseZh, transitAspectText, transitHouseText } from '@xingtu/readings/select-points';
import type { AppDeps } from '../../deps.ts';
import { chartOfContact } from '../charts/index.ts';
import { birthOfProfile, getOwnContact } from '../contacts/index.ts';

// What every answer stands on: the member's chosen profile run through the chart engine, and today's
// slow transits to it, as facts a model reads in its system prompt and the built-in engine cites.

const TRANSIT_BODIES = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
/** A transit closer than this (degrees) is "now". */
const TRANSIT_ORB_DEG = 3;

export interface TransitHit {
  key: string;
  title: string;
  text: string;
  orbDeg: number;
}

export interface Grounding {
  name: string;
  contactId: number;
  timeKnown: boolean;
  /** Beijing date of the question. */
  today: string;
  natal: ChartLike;
  /** Today's positions (for career transits through houses). */
  sky: Pick<ChartLike, 'bodies'>;
  /** Slow planets aspecting natal points (tightest first), then crossing natal houses. */
  transits: TransitHit[];
  /** One line per fact, in Chinese, for the system prompt. */
  facts: string[];
}

const degText = (lon: number): string => {
  const inSign = ((lon % 30) + 30) % 30;
  const d = Math.floor(inSign);
  const m = Math.floor((inSign - d) * 60);
  return `${d}°${String(m).padStart(2, '0')}′`;
};
const signName = (lon: number) => SIGN_KEYWORDS[signOfLongitudeDeg(lon)].name;
const targetName = (target: string) =>
  target === 'asc' ? '上升点' : target === 'mc' ? '天顶' : PLANET_KEYWORDS[target as 'sun'].name;

function transitHits(natal: NatalChart, sky: Record<string, { longitudeDeg: number }>): TransitHit[] {
  const targets: [string, number][] = PLANET_KEYS.map((p): [string, number] => [
    p,
    natal.bodies[p].longitudeDeg,
  ]);
  if (natal.angles) targets.push(['asc', natal.angles.asc], ['mc', natal.angles.mc]);
  const hits: TransitHit[] = [];
  for (const body of TRANSIT_BODIES) {
    const lon = sky[body]!.longitudeDeg;
    for (const [target, natalLon] of targets) {
      const hit = aspectBetweenDeg(lon, natalLon);
      if (!hit || hit.orbDeg > TRANSIT_ORB_DEG) continue;
      const family: AspectFamily | null = aspectFamilyOf(hit.type as AspectKey);
      const text = family && transitAspectText(body, target, family);
      if (!text) continue;
      hits.push({
        key: `transit-${body}-${target}-${hit.type}`,
        title: `行运${PLANET_KEYWORDS[body].name}${ASPECT_KEYWORDS[hit.type].name}本命${targetName(target)}（容许度 ${hit.orbDeg.toFixed(1)}°）`,
        text,
        orbDeg: hit.orbDeg,
      });
    }
  }
  hits.sort((a, b) => a.orbDeg - b.orbDeg);
  if (natal.houses) {
    for (const body of ['jupiter', 'saturn'] as const) {
      const house = houseOfLongitudeDeg(sky[body]!.longitudeDeg, natal.houses.cusps) as HouseNumber;
      const text = transitHouseText(body, house);
      if (text)
        hits.push({
          key: `transit-${body}-house-${house}`,
          title: `行运${PLANET_KEYWORDS[body].name}经过本命${houseZh(house)}`,
          text,
          orbDeg: 99,
        });
    }
  }
  return hits;
}

function factLines(natal: NatalChart, transits: TransitHit[]): string[] {
  const lines = ['本命星盘：'];
  for (const planet of PLANET_KEYS) {
    const lon = natal.bodies[planet].longitudeDeg;
    const house = natal.houses ? `，${houseZh(houseOfLongitudeDeg(lon, natal.houses.cusps))}` : '';
    lines.push(`- ${PLANET_KEYWORDS[planet].name}：${signName(lon)} ${degText(lon)}${house}`);
  }
  if (natal.angles) {
    lines.push(`- 上升：${signName(natal.angles.asc)} ${degText(natal.angles.asc)}`);
    lines.push(`- 天顶：${signName(natal.angles.mc)} ${degText(natal.angles.mc)}`);
  } else lines.push('- 出生时间未知：上升、天顶与宫位无法计算');
  const aspects = natal.aspects
    .filter(
      (a) =>
        (PLANET_KEYS as readonly string[]).includes(a.a) && (PLANET_KEYS as readonly string[]).includes(a.b),
    )
    .sort((x, y) => x.orbDeg - y.orbDeg)
    .slice(0, 10);
  if (aspects.length) {
    lines.push('主要相位：');
    for (const a of aspects) {
      const name = ASPECT_KEYWORDS[a.type as AspectKey]?.name ?? a.type;
      lines.push(`- ${targetName(a.a)}${name}${targetName(a.b)}（容许度 ${a.orbDeg.toFixed(1)}°）`);
    }
  }
  lines.push('今日行运：');
  if (transits.length === 0) lines.push('- 没有慢行星与本命点形成紧密相位');
  for (const t of transits.slice(0, 8)) lines.push(`- ${t.title}`);
  return lines;
}

// Charts and the sky are recomputed only when they change: a profile's chart and its fact lines until
// its birth is edited, the slow planets' positions and the transits for ten
// minutes. Small and per process: the question's only work before the provider is called is one read.
const CHART_CACHE_SIZE = 500;
const SKY_STEP_MS = 10 * 60_000;

interface ProfileFacts {
  chart: NatalChart;
  /** The sky step the transits and facts below were computed for. */
  step: number;
  transits: TransitHit[];
  facts: string[];
}

const profiles = new Map<string, ProfileFacts>();
let skyCache: { step: number; bodies: Record<string, { longitudeDeg: number }> } | null = null;

function skyAt(step: number): Record<string, { longitudeDeg: number }> {
  if (skyCache?.step !== step)
    skyCache = { step, bodies: ephemerisAt(jdUtFromUnixMs(step * SKY_STEP_MS)).bodies };
  return skyCache.bodies;
}

const DEFAULT_SETTINGS = chartSettingsSchema.parse({});

/** The profile's chart, transits and fact lines, from the row already read (one read per question). */
function factsOf(userId: number, contact: ContactProfile, step: number): ProfileFacts {
  // Keyed by the birth the chart is drawn from: an edit of the birth is a new key, an edit of the note is not.
  const key = `${userId}:${contact.id}:${JSON.stringify(birthOfProfile(contact))}`;
  const cached = profiles.get(key);
  if (cached?.step === step) return cached;
  const chart = cached?.chart ?? chartOfContact('contact_id', contact, DEFAULT_SETTINGS);
  const transits = transitHits(chart, skyAt(step));
  const entry = { chart, step, transits, facts: factLines(chart, transits) };
  // Oldest first out; a key read again moves to the end.
  profiles.delete(key);
  if (profiles.size >= CHART_CACHE_SIZE) profiles.delete(profiles.keys().next().value!);
  profiles.set(key, entry);
  return entry;
}

/** The member's own profile (404 otherwise) read at `now`. */
export async function groundingFor(deps: AppDeps, userId: number, contactId: number): Promise<Grounding> {
  const contact = await getOwnContact(deps, userId, contactId);
  const now = deps.now();
  const step = Math.floor(now.getTime() / SKY_STEP_MS);
  const { chart, transits, facts } = factsOf(userId, contact, step);
  return {
    name: contact.name,
    contactId,
    timeKnown: !chart.timeUnknown,
    today: formatBeijing(now, 'date'),
    natal: chart as unknown as ChartLike,
    sky: { bodies: skyAt(step) },
    transits,
    facts,
  };
}
