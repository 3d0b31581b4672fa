// Chart → ordered Chinese reading sections. Pure functions over the corpus in ./data; no I/O, no randomness,
// so the same chart always reads the same way (the AI engine and the report pages rely on that).
import {
  ascendantDeg,
  aspectBetweenDeg,
  bodyLongitudeDeg,
  type ChartLike,
  houseOfLongitudeDeg,
  midheavenDeg,
  nearMidpointDeg,
  type PlanetAspect,
  planetAspects,
} from './chart-like.ts';
import { ASCENDANT_SIGN, MC_SIGN } from './data/angle-sign.ts';
import { ASPECT_TEXTS } from './data/aspects.ts';
import {
  CAREER_MC_SIGN,
  CAREER_TRANSIT,
  type CareerTransitHouse,
  TENTH_RULER_IN_HOUSE,
} from './data/career.ts';
import { KID_MERCURY_SIGN, KID_MOON_SIGN } from './data/kid.ts';
import { ASPECT_KEYWORDS, HOUSE_KEYWORDS, PLANET_KEYWORDS, SIGN_KEYWORDS } from './data/keywords.ts';
import {
  COMPOSITE_SIGN,
  type CompositePlanetKey,
  LOVE_PLANET_KEYS,
  type LovePlanetKey,
  SYNASTRY_TEXTS,
} from './data/love.ts';
import { PLANET_IN_HOUSE } from './data/planet-in-house.ts';
import { PLANET_IN_SIGN } from './data/planet-in-sign.ts';
import {
  type AspectKey,
  aspectFamilyOf,
  type HouseNumber,
  PLANET_KEYS,
  type PlanetKey,
  planetPairKey,
  signOfLongitudeDeg,
  type SignKey,
} from './keys.ts';

export interface ReadingItem {
  /** Stable id for the UI and tests, e.g. "sun-sign", "venus-house", "aspect-sun-moon-trine". */
  key: string;
  title: string;
  text: string;
}

export interface ReadingSection {
  key: string;
  title: string;
  items: ReadingItem[];
}

export const NO_BIRTH_TIME_NOTE =
  '未提供准确的出生时间，无法计算上升星座、天顶与宫位，因此这部分解读已略过。补充出生时间后，可以看到更完整的星盘解读。';

export function planetInSign(planet: PlanetKey, sign: SignKey): string {
  return PLANET_IN_SIGN[planet][sign];
}

export function planetInHouse(planet: PlanetKey, house: HouseNumber): string {
  return PLANET_IN_HOUSE[planet][house];
}

/** Reading of an aspect between two distinct planets, in either order; quincunx is composed from keywords. */
export function aspectReading(a: PlanetKey, b: PlanetKey, aspect: AspectKey): string {
  if (a === b) throw new RangeError('an aspect needs two different planets');
  const family = aspectFamilyOf(aspect);
  if (family) return ASPECT_TEXTS[planetPairKey(a, b)]![family];
  const [first, second] = planetPairKey(a, b).split('-') as [PlanetKey, PlanetKey];
  const pa = PLANET_KEYWORDS[first];
  const pb = PLANET_KEYWORDS[second];
  return `${pa.name}与${pb.name}形成梅花相（150°）：${pa.name}所代表的${pa.keywords.join('、')}，与${pb.name}所代表的${pb.keywords.join('、')}，像两种彼此陌生的语言。它们很难自然配合，需要你在生活中不断微调，找到两者都能接受的节奏。`;
}

function signTitle(sign: SignKey): string {
  return SIGN_KEYWORDS[sign].name;
}

function houseTitle(house: HouseNumber): string {
  return `${HOUSE_KEYWORDS[house].name}（${HOUSE_KEYWORDS[house].theme}）`;
}

function aspectTitle(x: PlanetAspect): string {
  return `${PLANET_KEYWORDS[x.a].name}与${PLANET_KEYWORDS[x.b].name}${ASPECT_KEYWORDS[x.type].name}`;
}

/** Sign item, then house item when the chart has houses, for each planet present in the chart. */
function planetItems(chart: ChartLike, planets: readonly PlanetKey[]): ReadingItem[] {
  const items: ReadingItem[] = [];
  for (const planet of planets) {
    const lon = bodyLongitudeDeg(chart, planet);
    if (lon === null) continue;
    const name = PLANET_KEYWORDS[planet].name;
    const sign = signOfLongitudeDeg(lon);
    items.push({
      key: `${planet}-sign`,
      title: `${name}在${signTitle(sign)}`,
      text: planetInSign(planet, sign),
    });
    if (chart.houses) {
      const house = houseOfLongitudeDeg(lon, chart.houses.cusps);
      items.push({
        key: `${planet}-house`,
        title: `${name}在${houseTitle(house)}`,
        text: planetInHouse(planet, house),
      });
    }
  }
  return items;
}

function noteItem(text: string = NO_BIRTH_TIME_NOTE): ReadingItem {
  return { key: 'note-no-birth-time', title: '关于出生时间', text };
}

const OUTER_PLANETS: readonly PlanetKey[] = ['uranus', 'neptune', 'pluto'];

// Aspects among Uranus, Neptune and Pluto last for years and are shared by everyone born then: they say little about
// the person, so a natal reading lists them after the personal ones.
function isGenerational(x: PlanetAspect): boolean {
  return OUTER_PLANETS.includes(x.a) && OUTER_PLANETS.includes(x.b);
}

export interface NatalReadingOptions {
  /** Most aspects to read, tightest orb first (default 12). */
  maxAspects?: number;
}

/**
 * Natal chart reading: Sun, Moon and Ascendant first, then the personal planets, then the social and outer planets,
 * then the key aspects with the tightest orbs first (generational outer-planet aspects after the rest). Without houses, house and Ascendant texts are skipped and a note
 * says why.
 */
export function natalReadings(chart: ChartLike, options: NatalReadingOptions = {}): ReadingSection[] {
  const core = planetItems(chart, ['sun', 'moon']);
  const asc = ascendantDeg(chart);
  const mc = midheavenDeg(chart);
  if (asc !== null && chart.houses) {
    const sign = signOfLongitudeDeg(asc);
    core.push({ key: 'asc-sign', title: `上升${signTitle(sign)}`, text: ASCENDANT_SIGN[sign] });
  }
  if (mc !== null && chart.houses) {
    const sign = signOfLongitudeDeg(mc);
    core.push({ key: 'mc-sign', title: `天顶${signTitle(sign)}`, text: MC_SIGN[sign] });
  }
  if (!chart.houses) core.push(noteItem());

  const aspects = planetAspects(chart)
    .sort((x, y) => Number(isGenerational(x)) - Number(isGenerational(y)) || x.orbDeg - y.orbDeg)
    .slice(0, options.maxAspects ?? 12)
    .map((x): ReadingItem => ({
      key: `aspect-${planetPairKey(x.a, x.b)}-${x.type}`,
      title: aspectTitle(x),
      text: aspectReading(x.a, x.b, x.type),
    }));

  const sections: ReadingSection[] = [
    { key: 'core', title: '太阳、月亮与上升：你的核心三要素', items: core },
    {
      key: 'personal',
      title: '个人行星：思考、爱与行动',
      items: planetItems(chart, ['mercury', 'venus', 'mars']),
    },
    {
      key: 'social-outer',
      title: '社会行星与世代行星',
      items: planetItems(chart, ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']),
    },
    { key: 'aspects', title: '主要相位', items: aspects },
  ];
  return sections.filter((s) => s.items.length > 0);
}

export interface CareerReadingOptions {
  /** Positions of the transiting planets (only Saturn and Jupiter are read) for the date of interest. */
  transit?: Pick<ChartLike, 'bodies'> | null;
}

const CAREER_TRANSIT_HOUSES: readonly CareerTransitHouse[] = [10, 6, 2];

/**
 * Career reading (/chart/career): the Sun and Saturn signs as the ground tone; with a birth time, the MC sign, the
 * planets in the 10th house and the house of the 10th-house ruler; with a transit, Saturn and Jupiter crossing the
 * natal 10th, 6th or 2nd house.
 */
export function careerReadings(natal: ChartLike, options: CareerReadingOptions = {}): ReadingSection[] {
  const ground: ReadingSection = {
    key: 'career-ground',
    title: '事业底色：方向与长期功课',
    items: planetItems({ bodies: natal.bodies }, ['sun', 'saturn']),
  };
  const sections: ReadingSection[] = [];
  const mc = midheavenDeg(natal);
  if (!natal.houses || mc === null) {
    ground.items.push(
      noteItem(
        '未提供准确的出生时间，无法计算天顶与第十宫，事业盘中与宫位相关的解读已略过。补充出生时间后，可以看到天顶星座、第十宫主星与行运提示。',
      ),
    );
    return [ground];
  }
  const cusps = natal.houses.cusps;
  const mcSign = signOfLongitudeDeg(mc);
  sections.push({
    key: 'career-mc',
    title: `天顶${signTitle(mcSign)}：你的事业方向`,
    items: [
      { key: 'mc-sign', title: `天顶${signTitle(mcSign)}`, text: MC_SIGN[mcSign] },
      { key: 'career-mc-advice', title: '职业建议', text: CAREER_MC_SIGN[mcSign] },
    ],
  });
  const tenth: ReadingItem[] = [];
  const ruler = SIGN_KEYWORDS[signOfLongitudeDeg(cusps[9]!)].rulers[0]!;
  const rulerLon = bodyLongitudeDeg(natal, ruler);
  if (rulerLon !== null) {
    const house = houseOfLongitudeDeg(rulerLon, cusps);
    tenth.push({
      key: 'tenth-ruler-house',
      title: `第十宫主星${PLANET_KEYWORDS[ruler].name}在${houseTitle(house)}`,
      text: TENTH_RULER_IN_HOUSE[house],
    });
  }
  for (const planet of PLANET_KEYS) {
    const lon = bodyLongitudeDeg(natal, planet);
    if (lon === null || houseOfLongitudeDeg(lon, cusps) !== 10) continue;
    tenth.push({
      key: `${planet}-house`,
      title: `${PLANET_KEYWORDS[planet].name}在${houseTitle(10)}`,
      text: planetInHouse(planet, 10),
    });
  }
  sections.push({ key: 'career-tenth', title: '第十宫：事业的舞台', items: tenth });
  const transit = options.transit;
  if (transit) {
    const items: ReadingItem[] = [];
    for (const planet of ['saturn', 'jupiter'] as const) {
      const lon = bodyLongitudeDeg(transit, planet);
      if (lon === null) continue;
      const house = houseOfLongitudeDeg(lon, cusps);
      if (!(CAREER_TRANSIT_HOUSES as readonly number[]).includes(house)) continue;
      const h = house as CareerTransitHouse;
      items.push({
        key: `transit-${planet}-house-${h}`,
        title: `行运${PLANET_KEYWORDS[planet].name}经过${houseTitle(h)}`,
        text: CAREER_TRANSIT[planet][h],
      });
    }
    if (items.length > 0) sections.push({ key: 'career-transit', title: '当前行运提示', items });
  }
  return [ground, ...sections.filter((s) => s.items.length > 0)];
}

export interface LoveReadingOptions {
  /** How the two people are named in titles (default 你 / 对方). */
  labels?: readonly [string, string];
  /** Composite chart bodies; by default the near midpoints of the two charts. */
  composite?: Pick<ChartLike, 'bodies'> | null;
  /** Most inter-aspects to read, tightest orb first (default 8). */
  maxAspects?: number;
}

/**
 * Relationship reading (/chart/love): inter-aspects between the Sun, Moon, Venus and Mars of two people (conjunction,
 * harmonious or tense, tightest first), then the composite Sun, Moon and Venus signs.
 */
export function loveReadings(a: ChartLike, b: ChartLike, options: LoveReadingOptions = {}): ReadingSection[] {
  const [labelA, labelB] = options.labels ?? ['你', '对方'];
  const hits: { p: LovePlanetKey; q: LovePlanetKey; type: AspectKey; orbDeg: number }[] = [];
  for (const p of LOVE_PLANET_KEYS) {
    for (const q of LOVE_PLANET_KEYS) {
      const pDeg = bodyLongitudeDeg(a, p);
      const qDeg = bodyLongitudeDeg(b, q);
      if (pDeg === null || qDeg === null) continue;
      const hit = aspectBetweenDeg(pDeg, qDeg);
      if (hit && aspectFamilyOf(hit.type)) hits.push({ p, q, ...hit });
    }
  }
  const inter = hits
    .sort((x, y) => x.orbDeg - y.orbDeg)
    .slice(0, options.maxAspects ?? 8)
    .map(({ p, q, type }): ReadingItem => {
      const pair = LOVE_PLANET_KEYS.indexOf(p) <= LOVE_PLANET_KEYS.indexOf(q) ? `${p}-${q}` : `${q}-${p}`;
      return {
        key: `synastry-${p}-${q}-${type}`,
        title: `${labelA}的${PLANET_KEYWORDS[p].name}与${labelB}的${PLANET_KEYWORDS[q].name}${ASPECT_KEYWORDS[type].name}`,
        text: SYNASTRY_TEXTS[pair]![aspectFamilyOf(type)!],
      };
    });
  const composite: ReadingItem[] = [];
  for (const planet of ['sun', 'moon', 'venus'] as const satisfies readonly CompositePlanetKey[]) {
    let lon: number | null;
    if (options.composite) lon = bodyLongitudeDeg(options.composite, planet);
    else {
      const x = bodyLongitudeDeg(a, planet);
      const y = bodyLongitudeDeg(b, planet);
      lon = x === null || y === null ? null : nearMidpointDeg(x, y);
    }
    if (lon === null) continue;
    const sign = signOfLongitudeDeg(lon);
    composite.push({
      key: `composite-${planet}-sign`,
      title: `组合盘${PLANET_KEYWORDS[planet].name}在${signTitle(sign)}`,
      text: COMPOSITE_SIGN[planet][sign],
    });
  }
  const sections: ReadingSection[] = [
    { key: 'synastry', title: '你们之间的吸引与磨合', items: inter },
    { key: 'composite', title: '这段关系本身的样子（组合盘）', items: composite },
  ];
  return sections.filter((s) => s.items.length > 0);
}

/** Child reading (/chart/kid): Moon sign (emotional needs, how to be there) and Mercury sign (how the child learns). */
export function kidReadings(child: ChartLike): ReadingSection[] {
  const sections: ReadingSection[] = [];
  const moon = bodyLongitudeDeg(child, 'moon');
  if (moon !== null) {
    const sign = signOfLongitudeDeg(moon);
    sections.push({
      key: 'kid-moon',
      title: '情绪需求与陪伴方式',
      items: [{ key: 'kid-moon-sign', title: `月亮在${signTitle(sign)}`, text: KID_MOON_SIGN[sign] }],
    });
  }
  const mercury = bodyLongitudeDeg(child, 'mercury');
  if (mercury !== null) {
    const sign = signOfLongitudeDeg(mercury);
    sections.push({
      key: 'kid-mercury',
      title: '学习方式',
      items: [{ key: 'kid-mercury-sign', title: `水星在${signTitle(sign)}`, text: KID_MERCURY_SIGN[sign] }],
    });
  }
  return sections;
}
