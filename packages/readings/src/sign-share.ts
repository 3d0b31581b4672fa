// The sign-share game's texts: a Sun, Moon or Ascendant sign read from the corpus, the chart ruler (命主星)
// in its sign, and two people's three signs compared pair by pair. Pure and deterministic: the same signs
// always read the same way.
import { ASCENDANT_SIGN } from './data/angle-sign.ts';
import { PLANET_KEYWORDS, SIGN_KEYWORDS } from './data/keywords.ts';
import { PLANET_IN_SIGN } from './data/planet-in-sign.ts';
import { SIGN_HARMONY_SUMMARIES, SIGN_RELATIONS, type SignPairFocus } from './data/sign-pairs.ts';
import { SIGN_KEYS, type PlanetKey, type SignKey } from './keys.ts';
import { TRADITIONAL_RULER } from './select-points.ts';

export type BigThreePoint = 'sun' | 'moon' | 'ascendant';

const POINT_ZH: Record<BigThreePoint, string> = { sun: '太阳', moon: '月亮', ascendant: '上升' };

export function signZh(sign: SignKey): string {
  return SIGN_KEYWORDS[sign].name;
}

/** The corpus text of a Sun, Moon or Ascendant in a sign, with its title (太阳在狮子座 …). */
export function bigThreeReading(point: BigThreePoint, sign: SignKey): { title: string; text: string } {
  const name = signZh(sign);
  if (point === 'ascendant') return { title: `上升${name}`, text: ASCENDANT_SIGN[sign] };
  return { title: `${POINT_ZH[point]}在${name}`, text: PLANET_IN_SIGN[point][sign] };
}

/** The traditional ruler of the Ascendant's sign (命主星) and the text of that planet in its own sign. */
export function chartRulerReading(
  ascendant: SignKey,
  rulerSign: (planet: PlanetKey) => SignKey,
): { planet: PlanetKey; planetZh: string; sign: SignKey; title: string; text: string } {
  const planet = TRADITIONAL_RULER[ascendant];
  const sign = rulerSign(planet);
  const planetZh = PLANET_KEYWORDS[planet].name;
  return {
    planet,
    planetZh,
    sign,
    title: `命主星${planetZh}在${signZh(sign)}`,
    text: PLANET_IN_SIGN[planet][sign],
  };
}

/** Signs apart along the zodiac, the shorter way round (0–6). */
export function signDistance(a: SignKey, b: SignKey): number {
  const d = Math.abs(SIGN_KEYS.indexOf(a) - SIGN_KEYS.indexOf(b));
  return Math.min(d, 12 - d);
}

export type PairRole = 'sun-sun' | 'moon-moon' | 'ascendant-ascendant' | 'sun-moon' | 'moon-sun';

export interface PairReading {
  role: PairRole;
  title: string;
  theirs: SignKey;
  yours: SignKey;
  distance: number;
  relationZh: string;
  text: string;
  ease: number;
}

export interface SignSet {
  sun: SignKey;
  moon: SignKey | null;
  ascendant: SignKey | null;
}

// The Sun pair and the Moon pair weigh most (who each is, what each needs); the cross pairs next.
const WEIGHT: Record<PairRole, number> = {
  'sun-sun': 3,
  'moon-moon': 3,
  'ascendant-ascendant': 2,
  'sun-moon': 2,
  'moon-sun': 2,
};

function pair(
  role: PairRole,
  theirs: SignKey,
  yours: SignKey,
  focus: SignPairFocus,
  title: string,
  names: { theirs: string; theirPoint: BigThreePoint; yourPoint: BigThreePoint },
): PairReading {
  const distance = signDistance(theirs, yours);
  const relation = SIGN_RELATIONS[distance]!;
  const a = SIGN_KEYWORDS[theirs];
  const b = SIGN_KEYWORDS[yours];
  const facts = `${names.theirs}的${POINT_ZH[names.theirPoint]}在${a.name}（${a.element}象），你的${POINT_ZH[names.yourPoint]}在${b.name}（${b.element}象），${distance === 0 ? '落在同一星座' : `相隔${distance}个星座，${relation.nameZh}`}。`;
  return {
    role,
    title,
    theirs,
    yours,
    distance,
    relationZh: relation.nameZh,
    text: `${facts}${relation.texts[focus]}`,
    ease: relation.ease,
  };
}

/** The sharer's signs (as shown) against the friend's, pair by pair; a pair is read only when both signs are known. */
export function compareSignSets(
  theirs: SignSet,
  yours: SignSet,
  theirName: string,
): { pairs: PairReading[]; harmony: number; summary: string } {
  const pairs: PairReading[] = [];
  const n = { theirs: theirName };
  pairs.push(
    pair('sun-sun', theirs.sun, yours.sun, 'sun', '太阳 × 太阳：人生方向', {
      ...n,
      theirPoint: 'sun',
      yourPoint: 'sun',
    }),
  );
  if (theirs.moon && yours.moon)
    pairs.push(
      pair('moon-moon', theirs.moon, yours.moon, 'moon', '月亮 × 月亮：情感需要', {
        ...n,
        theirPoint: 'moon',
        yourPoint: 'moon',
      }),
    );
  if (theirs.ascendant && yours.ascendant)
    pairs.push(
      pair('ascendant-ascendant', theirs.ascendant, yours.ascendant, 'ascendant', '上升 × 上升：相处方式', {
        ...n,
        theirPoint: 'ascendant',
        yourPoint: 'ascendant',
      }),
    );
  if (yours.moon)
    pairs.push(
      pair('sun-moon', theirs.sun, yours.moon, 'cross', `${theirName}的太阳 × 你的月亮`, {
        ...n,
        theirPoint: 'sun',
        yourPoint: 'moon',
      }),
    );
  if (theirs.moon)
    pairs.push(
      pair('moon-sun', theirs.moon, yours.sun, 'cross', `${theirName}的月亮 × 你的太阳`, {
        ...n,
        theirPoint: 'moon',
        yourPoint: 'sun',
      }),
    );
  const total = pairs.reduce((sum, p) => sum + WEIGHT[p.role], 0);
  const harmony = Math.round(pairs.reduce((sum, p) => sum + p.ease * WEIGHT[p.role], 0) / total);
  const summary = [...SIGN_HARMONY_SUMMARIES].reverse().find((s) => harmony >= s.min)!.text;
  return { pairs, harmony, summary };
}
