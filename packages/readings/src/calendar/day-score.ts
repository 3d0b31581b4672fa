// The day score (0–100, shown as 1–5 stars) and its reasons. Each factor of the day moves the score from a calm 60
// and is named in a reason with its effect, so a member can see why a day scores as it does:
// - a transit: harmonious (trine, sextile) lifts, tense (square, opposition) lowers; a conjunction lifts with the
//   Sun, Moon, Mercury, Venus or Jupiter and lowers with Mars, Saturn and the outer planets. The Moon's transits
//   pass in hours and weigh least; the Sun's, Venus's, Mercury's and Mars's last days and weigh more;
// - the Moon's natal house: the 5th, 9th, 10th and 11th (play, horizons, career, friends) lift, the 6th, 8th and
//   12th (chores, depths, retreat) lower;
// - a void-of-course Moon of more than two hours, a station and an eclipse lower it (times to act with care).
import { aspectFamilyOf, type HouseNumber } from '../keys.ts';
import type { DayFacts, DayTransitFact } from './day-facts.ts';
import { houseName, pointName, transitTitle } from './names.ts';

export interface ScoreReason {
  /** The factor, in Chinese, e.g. "行运金星三分相本命太阳（14:32）". */
  factor: string;
  /** Points added to (or taken from) the base score. */
  effect: number;
}

export interface DayScore {
  score: number;
  stars: 1 | 2 | 3 | 4 | 5;
  /** Non-empty: the factors that moved the score, strongest first, or why the day is calm. */
  reasons: ScoreReason[];
}

export const BASE_SCORE = 60;
const MOVER_WEIGHT: Record<DayTransitFact['body'], number> = {
  moon: 1,
  sun: 2,
  mercury: 1.5,
  venus: 2,
  mars: 2,
};
const BRIGHT = new Set(['sun', 'moon', 'mercury', 'venus', 'jupiter', 'asc', 'mc']);
const HOUSE_EFFECT: Partial<Record<HouseNumber, number>> = { 5: 3, 9: 3, 10: 3, 11: 3, 6: -2, 8: -3, 12: -3 };
const VOID_MIN_MINUTES = 120;
const STATION_EFFECT = -4;
const ECLIPSE_EFFECT = -6;

function transitEffect(t: DayTransitFact): number {
  const family = aspectFamilyOf(t.type);
  const weight = MOVER_WEIGHT[t.body];
  if (family === 'harmonious') return 4 * weight;
  if (family === 'tense') return -4 * weight;
  if (family === 'conjunction') {
    const bright = BRIGHT.has(t.body) && BRIGHT.has(t.natalPoint);
    return (bright ? 3 : -3) * weight;
  }
  return 0;
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

export function dayScore(facts: DayFacts): DayScore {
  const reasons: ScoreReason[] = [];
  for (const t of facts.transits) {
    const effect = transitEffect(t);
    if (effect !== 0)
      reasons.push({
        factor: `${transitTitle(t)}（${t.time}）`,
        effect,
      });
  }
  if (facts.moonHouse !== null) {
    const effect = HOUSE_EFFECT[facts.moonHouse] ?? 0;
    if (effect !== 0) reasons.push({ factor: `月亮经过本命${houseName(facts.moonHouse)}`, effect });
  }
  const voidMinutes = facts.voids.reduce((sum, v) => sum + v.minutes, 0);
  if (voidMinutes >= VOID_MIN_MINUTES) {
    const spans = facts.voids.map((v) => `${v.from}–${v.to}`).join('、');
    reasons.push({ factor: `月亮空亡（${spans}）`, effect: voidMinutes >= 360 ? -5 : -3 });
  }
  for (const s of facts.stations)
    reasons.push({
      factor: `${pointName(s.body)}停滞转${s.turns === 'retrograde' ? '逆' : '顺'}（${s.time}）`,
      effect: STATION_EFFECT,
    });
  for (const e of facts.eclipses)
    reasons.push({
      factor: `${e.eclipse === 'solar' ? '日食' : '月食'}（${e.time}）`,
      effect: ECLIPSE_EFFECT,
    });
  reasons.sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect));
  const score = Math.round(clamp(BASE_SCORE + reasons.reduce((sum, r) => sum + r.effect, 0), 5, 100));
  if (reasons.length === 0) reasons.push({ factor: '没有紧密的行运与特别天象，是平稳的一天', effect: 0 });
  const stars = clamp(Math.ceil(score / 20), 1, 5) as DayScore['stars'];
  return { score, stars, reasons };
}
