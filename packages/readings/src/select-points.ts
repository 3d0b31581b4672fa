// Selectors for the texts of the house rulers (宫主星飞星), the chart points (lunar nodes, Chiron, Lilith, Part of
// Fortune, Vertex) and the slow transits. Each returns titled sections like select.ts; every key a chart can produce
// has its text (select-points.test.ts walks them all).
import { bodyLongitudeDeg, type ChartLike, houseOfLongitudeDeg } from './chart-like.ts';
import { COMPOSITE_IN_HOUSE } from './data/composite-houses.ts';
import { HOUSE_RULER_IN_HOUSE } from './data/house-rulers.ts';
import {
  LUNAR_RETURN_ASC_SIGN,
  LUNAR_RETURN_MOON_HOUSE,
  SOLAR_RETURN_ASC_SIGN,
  SOLAR_RETURN_HOUSE_EMPHASIS,
  SOLAR_RETURN_MOON_HOUSE,
  SOLAR_RETURN_SUN_HOUSE,
} from './data/returns.ts';
import {
  ASTEROID_IN_HOUSE,
  ASTEROID_IN_SIGN,
  ASTEROID_KEYS,
  CHIRON_IN_HOUSE,
  CHIRON_IN_SIGN,
  FORTUNE_IN_HOUSE,
  LILITH_IN_HOUSE,
  LILITH_IN_SIGN,
  NORTH_NODE_IN_HOUSE,
  NORTH_NODE_IN_SIGN,
  VERTEX_IN_HOUSE,
} from './data/points.ts';
import {
  FAST_TRANSIT_ASPECT,
  type FastTransitPlanet,
  type NatalTarget,
  POINT_TRANSIT,
  type PointTarget,
  TRANSIT_TO_POINT,
  type TransitPoint,
  TRANSIT_ASPECT,
  TRANSIT_IN_HOUSE,
  type TransitPlanet,
} from './data/transits.ts';
import { MINOR_ASPECT_TEXTS, type MinorAspectKey } from './data/minor-aspects.ts';
import {
  DIGNITY_TEXTS,
  type DignityKind,
  FIRDARIA_LORD,
  FIRDARIA_SUB_LORD,
  type FirdariaLord,
  HARMONIC_TEXTS,
  type HarmonicNumber,
  PLANET_DIGNITY,
  PROFECTION_LORD,
  SIDEREAL_TEXTS,
  type SiderealMode,
} from './data/traditional.ts';
import { OVERLAY_IN_HOUSE } from './data/synastry-overlays.ts';
import {
  DIRECTED_MOVER,
  DIRECTED_TO_NATAL,
  type DirectedMover,
  PROGRESSED_LUNAR_PHASE,
  PROGRESSED_LUNAR_PHASES,
  PROGRESSED_MOON_IN_HOUSE,
  PROGRESSED_MOON_IN_SIGN,
  PROGRESSED_PLANET_IN_SIGN,
  PROGRESSED_PLANETS,
  PROGRESSED_RETROGRADE,
  PROGRESSED_SUN_INTO_SIGN,
} from './data/directions.ts';
import {
  type AspectFamily,
  type HouseNumber,
  PLANET_KEYS,
  type PlanetKey,
  SIGN_KEYS,
  type SignKey,
  signOfLongitudeDeg,
} from './keys.ts';
import type { ReadingSection } from './select.ts';

const SIGN_ZH: Record<SignKey, string> = {
  aries: '白羊座',
  taurus: '金牛座',
  gemini: '双子座',
  cancer: '巨蟹座',
  leo: '狮子座',
  virgo: '处女座',
  libra: '天秤座',
  scorpio: '天蝎座',
  sagittarius: '射手座',
  capricorn: '摩羯座',
  aquarius: '水瓶座',
  pisces: '双鱼座',
};
const PLANET_ZH: Record<PlanetKey, string> = {
  sun: '太阳',
  moon: '月亮',
  mercury: '水星',
  venus: '金星',
  mars: '火星',
  jupiter: '木星',
  saturn: '土星',
  uranus: '天王星',
  neptune: '海王星',
  pluto: '冥王星',
};
const HOUSE_ZH = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
export const houseZh = (h: HouseNumber): string => `第${HOUSE_ZH[h - 1]}宫`;

/** Traditional sign rulers (the corpus reads Scorpio by Mars, Aquarius by Saturn, Pisces by Jupiter). */
export const TRADITIONAL_RULER: Record<SignKey, PlanetKey> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'mars',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'saturn',
  pisces: 'jupiter',
};

export function houseRulerInHouse(ruled: HouseNumber, placement: HouseNumber): string {
  return HOUSE_RULER_IN_HOUSE[ruled][placement];
}

/** 宫主星飞星: for each house, where the traditional ruler of its cusp sign stands. Empty without houses. */
export function houseRulerReadings(chart: ChartLike): ReadingSection[] {
  const cusps = chart.houses?.cusps;
  if (!cusps || cusps.length !== 12) return [];
  const items = cusps.flatMap((cusp, i) => {
    const ruled = (i + 1) as HouseNumber;
    const ruler = TRADITIONAL_RULER[signOfLongitudeDeg(cusp)];
    const lon = bodyLongitudeDeg(chart, ruler);
    if (lon === null) return [];
    const placement = houseOfLongitudeDeg(lon, cusps);
    return [
      {
        key: `house-ruler-${ruled}-${placement}`,
        title: `${houseZh(ruled)}主${PLANET_ZH[ruler]}落${houseZh(placement)}`,
        text: houseRulerInHouse(ruled, placement),
      },
    ];
  });
  return items.length ? [{ key: 'house-rulers', title: '宫主星飞星', items }] : [];
}

const ASTEROID_ZH = { ceres: '谷神星', pallas: '智神星', juno: '婚神星', vesta: '灶神星' } as const;

export interface PointReadingInput extends ChartLike {
  /** Part of Fortune longitude (deg), null without a birth time. */
  partOfFortune?: number | null;
  /** Vertex longitude in `angles.vertex` when known. */
  angles?: { asc: number; mc: number; vertex?: number } | null;
}

/**
 * The lunar nodes, Chiron, Lilith and the four main asteroids (when the chart carries them) by sign (and house), the
 * Part of Fortune and the Vertex by house.
 */
export function pointReadings(
  chart: PointReadingInput,
  node: 'trueNode' | 'meanNode' = 'trueNode',
): ReadingSection[] {
  const cusps = chart.houses?.cusps && chart.houses.cusps.length === 12 ? chart.houses.cusps : null;
  const items: ReadingSection['items'] = [];
  const bySignAndHouse = (
    id: string,
    name: string,
    signTexts: Record<SignKey, string>,
    houseTexts: Record<HouseNumber, string>,
  ) => {
    const lon = bodyLongitudeDeg(chart, id);
    if (lon === null) return;
    const sign = signOfLongitudeDeg(lon);
    items.push({ key: `${id}-sign`, title: `${name}在${SIGN_ZH[sign]}`, text: signTexts[sign] });
    if (cusps) {
      const house = houseOfLongitudeDeg(lon, cusps);
      items.push({ key: `${id}-house`, title: `${name}在${houseZh(house)}`, text: houseTexts[house] });
    }
  };
  bySignAndHouse(node, '北交点', NORTH_NODE_IN_SIGN, NORTH_NODE_IN_HOUSE);
  bySignAndHouse('chiron', '凯龙星', CHIRON_IN_SIGN, CHIRON_IN_HOUSE);
  bySignAndHouse('lilith', '黑月莉莉丝', LILITH_IN_SIGN, LILITH_IN_HOUSE);
  for (const asteroid of ASTEROID_KEYS)
    bySignAndHouse(asteroid, ASTEROID_ZH[asteroid], ASTEROID_IN_SIGN[asteroid], ASTEROID_IN_HOUSE[asteroid]);
  if (cusps && chart.partOfFortune !== undefined && chart.partOfFortune !== null) {
    const house = houseOfLongitudeDeg(chart.partOfFortune, cusps);
    items.push({ key: 'fortune-house', title: `福点在${houseZh(house)}`, text: FORTUNE_IN_HOUSE[house] });
  }
  const vertex = chart.angles?.vertex;
  if (cusps && vertex !== undefined) {
    const house = houseOfLongitudeDeg(vertex, cusps);
    items.push({ key: 'vertex-house', title: `宿命点在${houseZh(house)}`, text: VERTEX_IN_HOUSE[house] });
  }
  const withAsteroids = items.some((i) => ASTEROID_KEYS.some((a) => i.key.startsWith(`${a}-`)));
  const title = withAsteroids ? '交点、凯龙、小行星与敏感点' : '交点、凯龙与敏感点';
  return items.length ? [{ key: 'points', title, items }] : [];
}

const TRANSIT_PLANET_SET = new Set<string>(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
const FAST_TRANSIT_SET = new Set<string>(['sun', 'mercury', 'venus', 'mars']);
const TARGET_SET = new Set<string>([...Object.keys(PLANET_ZH), 'asc', 'mc']);
const POINT_SET = new Set<string>(['trueNode', 'chiron']);

/**
 * The text of a transit to a natal planet, Ascendant, MC, node or Chiron: a period's text for Jupiter … Pluto, Chiron
 * and the node, a few days' text for the Sun, Mercury, Venus and Mars; null when the corpus has none (the transiting
 * Moon, Lilith, other points).
 */
export function transitAspectText(body: string, target: string, family: AspectFamily): string | null {
  // The mean node reads as the true node; the nodes and Chiron have texts of their own, moving and natal.
  const mover = body === 'meanNode' ? 'trueNode' : body;
  const natal = target === 'meanNode' ? 'trueNode' : target;
  if (POINT_SET.has(mover))
    return TARGET_SET.has(natal) || POINT_SET.has(natal)
      ? POINT_TRANSIT[mover as TransitPoint][natal as PointTarget][family]
      : null;
  if (POINT_SET.has(natal))
    return TRANSIT_PLANET_SET.has(mover) || FAST_TRANSIT_SET.has(mover)
      ? TRANSIT_TO_POINT[mover as TransitPlanet | FastTransitPlanet][natal as TransitPoint][family]
      : null;
  if (!TARGET_SET.has(target)) return null;
  if (TRANSIT_PLANET_SET.has(body))
    return TRANSIT_ASPECT[body as TransitPlanet][target as NatalTarget][family];
  if (FAST_TRANSIT_SET.has(body))
    return FAST_TRANSIT_ASPECT[body as FastTransitPlanet][target as NatalTarget][family];
  return null;
}

/** What a harmonic chart shows (4th, 5th, 7th, 9th), or null for a harmonic the corpus does not describe. */
export function harmonicText(harmonic: number): string | null {
  const key = String(harmonic);
  return key in HARMONIC_TEXTS ? HARMONIC_TEXTS[key as HarmonicNumber] : null;
}

/** What the chosen sidereal zodiac is; null for the tropical zodiac. */
export function siderealText(mode: SiderealMode | 'tropical'): string | null {
  return mode === 'tropical' ? null : SIDEREAL_TEXTS[mode];
}

/** The year lord of an annual profection (traditional ruler of the profected sign), or null for other bodies. */
export function profectionLordText(lord: string): string | null {
  return lord in PROFECTION_LORD ? PROFECTION_LORD[lord as keyof typeof PROFECTION_LORD] : null;
}

/** The text of a slow planet transiting a natal house, or null for other bodies. */
export function transitHouseText(body: string, house: HouseNumber): string | null {
  return TRANSIT_PLANET_SET.has(body) ? TRANSIT_IN_HOUSE[body as TransitPlanet][house] : null;
}

export const SIGN_NAMES_ZH = SIGN_ZH;
export const ALL_SIGNS = SIGN_KEYS;

/** Synastry overlays: each person's planets in the other's houses (the houses' owner must have a birth time). */
export function overlayReadings(a: ChartLike, b: ChartLike, labels: [string, string]): ReadingSection[] {
  const sections: ReadingSection[] = [];
  const one = (from: ChartLike, into: ChartLike, fromName: string, intoName: string, key: string) => {
    const cusps = into.houses?.cusps;
    if (!cusps || cusps.length !== 12) return;
    const items = PLANET_KEYS.flatMap((planet) => {
      const lon = bodyLongitudeDeg(from, planet);
      if (lon === null) return [];
      const house = houseOfLongitudeDeg(lon, cusps);
      return [
        {
          key: `${key}-${planet}-${house}`,
          title: `${fromName}的${PLANET_ZH[planet]}落入${intoName}的${houseZh(house)}`,
          text: OVERLAY_IN_HOUSE[planet][house],
        },
      ];
    });
    sections.push({ key, title: `${fromName}的行星落入${intoName}的宫位`, items });
  };
  one(a, b, labels[0], labels[1], 'overlay-a-in-b');
  one(b, a, labels[1], labels[0], 'overlay-b-in-a');
  return sections;
}

/**
 * The composite chart's ten planets in its own houses (the relationship itself, written to both people). Empty when
 * the composite has no houses (a birth time unknown).
 */
export function compositeHouseReadings(composite: ChartLike): ReadingSection[] {
  const cusps = composite.houses?.cusps;
  if (!cusps || cusps.length !== 12) return [];
  const items = PLANET_KEYS.flatMap((planet) => {
    const lon = bodyLongitudeDeg(composite, planet);
    if (lon === null) return [];
    const house = houseOfLongitudeDeg(lon, cusps);
    return [
      {
        key: `composite-${planet}-house`,
        title: `组合盘${PLANET_ZH[planet]}在${houseZh(house)}`,
        text: COMPOSITE_IN_HOUSE[planet][house],
      },
    ];
  });
  return items.length
    ? [{ key: 'composite-houses', title: '这段关系把心力放在哪里（组合盘宫位）', items }]
    : [];
}

const DIRECTED_MOVER_SET = new Set<string>(['sun', 'moon', 'mercury', 'venus', 'mars', 'asc', 'mc']);

/** The flavour of a progressed/directed point meeting a natal one, or null for movers the corpus has no text for. */
export function directedText(mover: string, target: string, family: AspectFamily): string | null {
  if (!DIRECTED_MOVER_SET.has(mover) || !TARGET_SET.has(target)) return null;
  return `${DIRECTED_MOVER[mover as DirectedMover]}${DIRECTED_TO_NATAL[target as NatalTarget][family]}`;
}

/** The progressed Moon's sign and natal house, the tone of the next two and a half years. */
export function progressedMoonReadings(
  moonDeg: number,
  natalCusps: readonly number[] | null,
): ReadingSection[] {
  const sign = signOfLongitudeDeg(moonDeg);
  const items = [
    { key: 'progressed-moon-sign', title: `推运月亮在${SIGN_ZH[sign]}`, text: PROGRESSED_MOON_IN_SIGN[sign] },
  ];
  if (natalCusps && natalCusps.length === 12) {
    const house = houseOfLongitudeDeg(moonDeg, natalCusps);
    items.push({
      key: 'progressed-moon-house',
      title: `推运月亮在本命${houseZh(house)}`,
      text: PROGRESSED_MOON_IN_HOUSE[house],
    });
  }
  return [{ key: 'progressed-moon', title: '推运月亮', items }];
}

const LUNAR_PHASE_ZH = {
  new: '新月',
  crescent: '眉月',
  firstQuarter: '上弦月',
  gibbous: '盈凸月',
  full: '满月',
  disseminating: '播散月',
  lastQuarter: '下弦月',
  balsamic: '残月',
} as const;

/** The progressed lunar phase: the Moon's lead over the Sun, in 45° steps from the new Moon. */
export function progressedLunarPhaseOf(
  sunDeg: number,
  moonDeg: number,
): (typeof PROGRESSED_LUNAR_PHASES)[number] {
  if (!Number.isFinite(sunDeg) || !Number.isFinite(moonDeg)) throw new RangeError('non-finite longitude');
  const lead = (((moonDeg - sunDeg) % 360) + 360) % 360;
  return PROGRESSED_LUNAR_PHASES[Math.floor(lead / 45) % 8]!;
}

/**
 * The progressed chart beyond the Moon: the progressed Sun's sign, the progressed lunar phase, and the progressed
 * Mercury, Venus and Mars by sign (with a note when one is retrograde). Bodies missing from the input are skipped.
 */
export function progressedChartReadings(
  bodies: Partial<Record<string, { longitudeDeg: number; speedDegPerDay?: number }>>,
): ReadingSection[] {
  const items: ReadingSection['items'] = [];
  const sun = bodies.sun?.longitudeDeg;
  const moon = bodies.moon?.longitudeDeg;
  if (sun !== undefined) {
    const sign = signOfLongitudeDeg(sun);
    items.push({
      key: 'progressed-sun-sign',
      title: `推运太阳在${SIGN_ZH[sign]}`,
      text: PROGRESSED_SUN_INTO_SIGN[sign],
    });
  }
  if (sun !== undefined && moon !== undefined) {
    const phase = progressedLunarPhaseOf(sun, moon);
    items.push({
      key: `progressed-lunar-phase-${phase}`,
      title: `推运月相：${LUNAR_PHASE_ZH[phase]}`,
      text: PROGRESSED_LUNAR_PHASE[phase],
    });
  }
  for (const planet of PROGRESSED_PLANETS) {
    const body = bodies[planet];
    if (!body) continue;
    const sign = signOfLongitudeDeg(body.longitudeDeg);
    items.push({
      key: `progressed-${planet}-sign`,
      title: `推运${PLANET_ZH[planet]}在${SIGN_ZH[sign]}`,
      text: PROGRESSED_PLANET_IN_SIGN[planet][sign],
    });
    if ((body.speedDegPerDay ?? 0) < 0)
      items.push({
        key: `progressed-${planet}-retrograde`,
        title: `推运${PLANET_ZH[planet]}逆行`,
        text: PROGRESSED_RETROGRADE[planet],
      });
  }
  return items.length ? [{ key: 'progressed-chart', title: '推运盘的基调', items }] : [];
}

/** The text of the progressed Moon entering a sign (index 0–11, Aries = 0) or a natal house (1–12); null otherwise. */
export function progressedMoonEntryText(kind: 'sign' | 'house', entered: number): string | null {
  if (!Number.isInteger(entered)) return null;
  if (kind === 'sign')
    return entered >= 0 && entered < 12 ? PROGRESSED_MOON_IN_SIGN[SIGN_KEYS[entered]!] : null;
  return entered >= 1 && entered <= 12 ? PROGRESSED_MOON_IN_HOUSE[entered as HouseNumber] : null;
}

/** What a minor aspect (quincunx, semi-sextile, semi-square, sesquiquadrate, quintile, bi-quintile) means; null otherwise. */
export function minorAspectText(aspect: string): string | null {
  return aspect in MINOR_ASPECT_TEXTS ? MINOR_ASPECT_TEXTS[aspect as MinorAspectKey] : null;
}

/**
 * A planet's essential dignity: the planet's own text for domicile, exaltation, detriment and fall of the seven
 * classical planets, the general text of the dignity otherwise (triplicity, term, face, peregrine, modern planets);
 * null for an unknown dignity.
 */
export function planetDignityText(planet: string, dignity: string): string | null {
  const own = (PLANET_DIGNITY as Record<string, Record<string, string> | undefined>)[planet]?.[dignity];
  if (own) return own;
  return dignity in DIGNITY_TEXTS ? DIGNITY_TEXTS[dignity as DignityKind] : null;
}

/** Houses of a chart holding at least `min` of the ten planets, the fullest first (ties in house order). */
export function emphasizedHouses(chart: ChartLike, min = 3): HouseNumber[] {
  const cusps = chart.houses?.cusps;
  if (!cusps || cusps.length !== 12) return [];
  const counts = new Map<HouseNumber, number>();
  for (const planet of PLANET_KEYS) {
    const lon = bodyLongitudeDeg(chart, planet);
    if (lon === null) continue;
    const house = houseOfLongitudeDeg(lon, cusps);
    counts.set(house, (counts.get(house) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, n]) => n >= min)
    .sort(([ha, a], [hb, b]) => b - a || ha - hb)
    .map(([h]) => h);
}

/**
 * A return chart's texts. Solar: the Ascendant's sign (the year's stance), the Sun's and Moon's houses, and every
 * house holding three or more planets. Lunar: the Ascendant's sign and the Moon's house. Empty without houses.
 */
export function returnReadings(kind: 'solar' | 'lunar', chart: ChartLike): ReadingSection[] {
  const cusps = chart.houses?.cusps;
  if (!cusps || cusps.length !== 12) return [];
  const name = kind === 'solar' ? '太阳返照' : '月亮返照';
  const items: ReadingSection['items'] = [];
  const asc = signOfLongitudeDeg(cusps[0]!);
  items.push({
    key: `${kind}-return-asc-${asc}`,
    title: `${name}盘上升在${SIGN_ZH[asc]}`,
    text: kind === 'solar' ? SOLAR_RETURN_ASC_SIGN[asc] : LUNAR_RETURN_ASC_SIGN[asc],
  });
  const houseOf = (planet: PlanetKey): HouseNumber | null => {
    const lon = bodyLongitudeDeg(chart, planet);
    return lon === null ? null : houseOfLongitudeDeg(lon, cusps);
  };
  const sun = houseOf('sun');
  const moon = houseOf('moon');
  if (kind === 'solar' && sun !== null)
    items.push({
      key: `solar-return-sun-${sun}`,
      title: `太阳在${houseZh(sun)}`,
      text: SOLAR_RETURN_SUN_HOUSE[sun],
    });
  if (moon !== null)
    items.push({
      key: `${kind}-return-moon-${moon}`,
      title: `月亮在${houseZh(moon)}`,
      text: kind === 'solar' ? SOLAR_RETURN_MOON_HOUSE[moon] : LUNAR_RETURN_MOON_HOUSE[moon],
    });
  if (kind === 'solar')
    for (const house of emphasizedHouses(chart))
      items.push({
        key: `solar-return-emphasis-${house}`,
        title: `行星聚集在${houseZh(house)}`,
        text: SOLAR_RETURN_HOUSE_EMPHASIS[house],
      });
  return [{ key: `${kind}-return`, title: `${name}盘解读`, items }];
}

/** A firdaria period's text: the major lord's, or the sub-period lord's when `sub` is given; null for unknown lords. */
export function firdariaText(lord: string, sub?: string): string | null {
  if (sub !== undefined)
    return sub in FIRDARIA_SUB_LORD ? FIRDARIA_SUB_LORD[sub as keyof typeof FIRDARIA_SUB_LORD] : null;
  return lord in FIRDARIA_LORD ? FIRDARIA_LORD[lord as FirdariaLord] : null;
}
