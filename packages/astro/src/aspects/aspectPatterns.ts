// Aspect patterns read from a chart's aspects: grand trine, T-square, grand cross, yod, and stelliums by sign.
// Patterns are made of the ten planets unless the caller admits other points (nodes, Chiron, angles); the square of
// the Ascendant and the MC is geometry, not an aspect, and never forms a pattern. Each pattern is reported once; a
// T-square that is part of a grand cross is not reported beside it.
import type { Aspect } from './aspects.ts';
import { PLANET_IDS } from '../bodies/ephemeris.ts';

export type PatternType = 'grandTrine' | 'tSquare' | 'grandCross' | 'yod' | 'stellium';

export interface AspectPattern {
  type: PatternType;
  /**
   * Member point ids. Grand trine: in zodiacal order. T-square: the opposition's two ends, then the apex.
   * Grand cross: in zodiacal order. Yod: the sextile's two ends, then the apex. Stellium: in zodiacal order.
   */
  points: string[];
  /** Stellium only: the sign index (0 = Aries) the members share. */
  signIndex?: number;
}

export const PATTERN_PLANETS: readonly string[] = PLANET_IDS;

export interface PatternOptions {
  /** Points that may form patterns (default: the ten planets). */
  points?: readonly string[];
  /** Fewest members of a stellium (default 3). */
  stelliumMin?: number;
}

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
const isAnglePair = (a: string, b: string): boolean =>
  (a === 'asc' && b === 'mc') || (a === 'mc' && b === 'asc');

export function findPatterns(
  aspects: readonly Aspect[],
  positions: readonly { id: string; longitudeDeg: number }[],
  options: PatternOptions = {},
): AspectPattern[] {
  const allowed = new Set(options.points ?? PATTERN_PLANETS);
  const lon = new Map(positions.filter((p) => allowed.has(p.id)).map((p) => [p.id, p.longitudeDeg]));
  const byType = new Map<string, Set<string>>();
  for (const a of aspects) {
    if (!lon.has(a.a) || !lon.has(a.b) || isAnglePair(a.a, a.b)) continue;
    let set = byType.get(a.type);
    if (!set) byType.set(a.type, (set = new Set()));
    set.add(pairKey(a.a, a.b));
  }
  const has = (type: string, a: string, b: string): boolean => byType.get(type)?.has(pairKey(a, b)) ?? false;
  const zodiacal = (ids: string[]): string[] => [...ids].sort((p, q) => lon.get(p)! - lon.get(q)!);
  const ids = [...lon.keys()];
  const out: AspectPattern[] = [];

  const oppositions: [string, string][] = [];
  for (const [i, a] of ids.entries())
    for (const b of ids.slice(i + 1)) if (has('opposition', a, b)) oppositions.push([a, b]);
  const crosses: string[][] = [];
  for (const [i, [a, b]] of oppositions.entries())
    for (const [c, d] of oppositions.slice(i + 1)) {
      if (c === a || c === b || d === a || d === b) continue;
      if (has('square', a, c) && has('square', a, d) && has('square', b, c) && has('square', b, d)) {
        crosses.push([a, b, c, d]);
        out.push({ type: 'grandCross', points: zodiacal([a, b, c, d]) });
      }
    }
  const inCross = (members: string[]): boolean =>
    crosses.some((cross) => members.every((m) => cross.includes(m)));

  for (const [i, a] of ids.entries())
    for (const [j, b] of ids.entries()) {
      if (j <= i) continue;
      for (const [k, c] of ids.entries()) {
        if (k > j && has('trine', a, b) && has('trine', b, c) && has('trine', a, c))
          out.push({ type: 'grandTrine', points: zodiacal([a, b, c]) });
        if (c === a || c === b) continue;
        if (has('opposition', a, b) && has('square', a, c) && has('square', b, c) && !inCross([a, b, c]))
          out.push({ type: 'tSquare', points: [...zodiacal([a, b]), c] });
        if (has('sextile', a, b) && has('quincunx', a, c) && has('quincunx', b, c))
          out.push({ type: 'yod', points: [...zodiacal([a, b]), c] });
      }
    }

  const stelliumMin = options.stelliumMin ?? 3;
  const bySign = new Map<number, string[]>();
  for (const [id, l] of lon) {
    const sign = Math.floor((((l % 360) + 360) % 360) / 30);
    bySign.set(sign, [...(bySign.get(sign) ?? []), id]);
  }
  for (const [signIndex, members] of [...bySign].sort((x, y) => x[0] - y[0]))
    if (members.length >= stelliumMin) out.push({ type: 'stellium', points: zodiacal(members), signIndex });
  return out;
}
