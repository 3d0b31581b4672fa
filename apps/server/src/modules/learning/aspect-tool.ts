import { DEFAULT_ORBS } from '@xingtu/astro';
import { ASPECT_IDS, ASPECTS, signOfLongitude } from '@xingtu/contracts/astrology';
import type { AspectToolRecord } from '@xingtu/contracts/learning';
import { zodiacPosition } from './positions.ts';

// The aspect calculator: the shorter arc between two longitudes, every aspect's distance from it, and whether it
// falls inside the engine's default orb (the same orbs the chart pages use, widened by a quarter for the Sun or
// the Moon as astro's aspectBetween does).

const LUMINARY_ORB_FACTOR = 1.25;
const round2 = (value: number): number => Math.round(value * 100) / 100;

export function aspectTool(aDeg: number, bDeg: number, luminary: boolean): AspectToolRecord {
  const a = zodiacPosition(aDeg);
  const b = zodiacPosition(bDeg);
  const arc = Math.abs(a.longitudeDeg - b.longitudeDeg) % 360;
  const separationDeg = arc > 180 ? 360 - arc : arc;
  const factor = luminary ? LUMINARY_ORB_FACTOR : 1;
  const candidates = ASPECT_IDS.map((id) => {
    const info = ASPECTS[id];
    const orbDeg = Math.abs(separationDeg - info.angleDeg);
    const allowedOrbDeg = DEFAULT_ORBS[id] * factor;
    return {
      id,
      nameZh: info.nameZh,
      glyph: info.glyph,
      angleDeg: info.angleDeg,
      major: info.major,
      orbDeg: round2(orbDeg),
      allowedOrbDeg: round2(allowedOrbDeg),
      within: orbDeg <= allowedOrbDeg,
    };
  }).sort((x, y) => x.orbDeg - y.orbDeg);
  const signA = signOfLongitude(a.longitudeDeg);
  const signB = signOfLongitude(b.longitudeDeg);
  const apart = Math.abs(signA.index - signB.index);
  return {
    a,
    b,
    separationDeg: round2(separationDeg),
    candidates,
    signRelation: {
      sameElement: signA.element === signB.element,
      sameModality: signA.modality === signB.modality,
      samePolarity: signA.polarity === signB.polarity,
      signsApart: Math.min(apart, 12 - apart),
    },
  };
}
