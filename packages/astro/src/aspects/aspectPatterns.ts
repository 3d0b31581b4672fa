// Aspect patterns read from a list of aspects: grand trine, T-square, grand cross, yod; stellium from longitudes.
import type { Aspect } from './aspects.ts';

export type PatternType = 'grandTrine' | 'tSquare' | 'grandCross' | 'yod' | 'stellium';

export interface AspectPattern {
  type: PatternType;
  /** Point ids; for a T-square the apex is last, for a yod the apex is last. */
  points: string[];
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function findPatterns(
  aspects: readonly Aspect[],
  positions: readonly { id: string; longitudeDeg: number }[],
  stelliumMin = 3,
  stelliumSpanDeg = 10,
): AspectPattern[] {
  const byType = new Map<string, Set<string>>();
  const ids = new Set<string>();
  for (const a of aspects) {
    let set = byType.get(a.type);
    if (!set) byType.set(a.type, (set = new Set()));
    set.add(pairKey(a.a, a.b));
    ids.add(a.a);
    ids.add(a.b);
  }
  const has = (type: string, a: string, b: string): boolean => byType.get(type)?.has(pairKey(a, b)) ?? false;
  const list = [...ids].sort();
  const out: AspectPattern[] = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      for (let k = j + 1; k < list.length; k++) {
        const c = list[k]!;
        if (has('trine', a, b) && has('trine', b, c) && has('trine', a, c))
          out.push({ type: 'grandTrine', points: [a, b, c] });
      }
      // Patterns built on one pair: opposition (T-square, grand cross) or sextile (yod).
      for (const c of list) {
        if (c === a || c === b) continue;
        if (has('opposition', a, b) && has('square', a, c) && has('square', b, c)) {
          out.push({ type: 'tSquare', points: [a, b, c] });
          for (const d of list) {
            if (
              d > c &&
              d !== a &&
              d !== b &&
              has('opposition', c, d) &&
              has('square', a, d) &&
              has('square', b, d) &&
              a < c
            ) {
              out.push({ type: 'grandCross', points: [a, c, b, d] });
            }
          }
        }
        if (has('sextile', a, b) && has('quincunx', a, c) && has('quincunx', b, c))
          out.push({ type: 'yod', points: [a, b, c] });
      }
    }
  // Stellium: at least stelliumMin points within a span of stelliumSpanDeg degrees of longitude.
  const sorted = [...positions].sort((p, q) => p.longitudeDeg - q.longitudeDeg);
  const n = sorted.length;
  let best: string[] = [];
  for (let i = 0; i < n; i++) {
    const group = [sorted[i]!.id];
    for (let k = 1; k < n; k++) {
      const q = sorted[(i + k) % n]!;
      const span = (q.longitudeDeg - sorted[i]!.longitudeDeg + 360) % 360;
      if (span > stelliumSpanDeg) break;
      group.push(q.id);
    }
    if (group.length >= stelliumMin && group.length > best.length) best = group;
  }
  if (best.length) out.push({ type: 'stellium', points: best });
  return out;
}
