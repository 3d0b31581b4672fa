// Firdaria (Persian time-lords; Abu Ma'shar, as given by Guido Bonatti, Liber Astronomiae, tr. 9): 75 years divided
// among the seven planets and the lunar nodes. Day births start with the Sun, night births with the Moon; each
// planet's period is cut into seven equal sub-periods whose lords follow the Chaldean order from the period's own
// lord. The nodes' periods have no sub-periods. Ages are counted in years of 365.2422 days from the birth instant.
import { CHALDEAN_ORDER, type TraditionalPlanet } from './dignities.ts';

export type FirdariaLord = TraditionalPlanet | 'northNode' | 'southNode';

const YEARS: Record<FirdariaLord, number> = {
  sun: 10,
  venus: 8,
  mercury: 13,
  moon: 9,
  saturn: 11,
  jupiter: 12,
  mars: 7,
  northNode: 3,
  southNode: 2,
};
const DAY: readonly FirdariaLord[] = [
  'sun',
  'venus',
  'mercury',
  'moon',
  'saturn',
  'jupiter',
  'mars',
  'northNode',
  'southNode',
];
const NIGHT: readonly FirdariaLord[] = [
  'moon',
  'saturn',
  'jupiter',
  'mars',
  'sun',
  'venus',
  'mercury',
  'northNode',
  'southNode',
];
export const FIRDARIA_CYCLE_YEARS = 75;
const YEAR_DAYS = 365.2422;

export interface FirdariaPeriod {
  lord: FirdariaLord;
  /** Age in years at the start and the end of the period. */
  fromAge: number;
  toAge: number;
  startUnixMs: number;
  endUnixMs: number;
  subPeriods: {
    lord: TraditionalPlanet;
    fromAge: number;
    toAge: number;
    startUnixMs: number;
    endUnixMs: number;
  }[];
}

/** The firdaria from birth, repeating after 75 years, up to the age `untilAge` (default 90). */
export function firdaria(birthUnixMs: number, dayChart: boolean, untilAge = 90): FirdariaPeriod[] {
  if (!Number.isFinite(birthUnixMs) || !(untilAge > 0 && untilAge <= 150))
    throw new RangeError('firdaria: a birth instant and an age limit of 0–150 years');
  const order = dayChart ? DAY : NIGHT;
  const atAge = (age: number): number => Math.round(birthUnixMs + age * YEAR_DAYS * 86_400_000);
  const out: FirdariaPeriod[] = [];
  for (let age = 0, k = 0; age < untilAge; k++) {
    const lord = order[k % order.length]!;
    const length = YEARS[lord];
    const fromAge = age;
    const toAge = age + length;
    const subPeriods: FirdariaPeriod['subPeriods'] = [];
    if (lord !== 'northNode' && lord !== 'southNode') {
      const first = CHALDEAN_ORDER.indexOf(lord);
      for (let j = 0; j < 7; j++) {
        const a = fromAge + (length * j) / 7;
        const b = fromAge + (length * (j + 1)) / 7;
        subPeriods.push({
          lord: CHALDEAN_ORDER[(first + j) % 7]!,
          fromAge: a,
          toAge: b,
          startUnixMs: atAge(a),
          endUnixMs: atAge(b),
        });
      }
    }
    out.push({ lord, fromAge, toAge, startUnixMs: atAge(fromAge), endUnixMs: atAge(toAge), subPeriods });
    age = toAge;
  }
  return out;
}
