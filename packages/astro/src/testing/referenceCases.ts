// Loads ../shared/reference/ephemeris.json (Swiss Ephemeris 2.10.03 values) for the accuracy tests. Test-only.
import { readFileSync } from 'node:fs';

export interface ReferenceBody {
  lon: number;
  lat: number;
  dist: number;
  lonSpeed: number;
  latSpeed: number;
  distSpeed: number;
}
export interface ReferenceHouses {
  ok: boolean;
  cusps: number[];
  asc: number;
  mc: number;
  armc: number;
  vertex: number;
}
export interface ReferenceCase {
  id: number;
  group: string;
  zone: string;
  ut: string;
  jd_ut: number;
  lat: number;
  lon: number;
  localInput?: string;
  disambiguation?: string;
  offsetSeconds: number;
  deltaT_sec: number;
  obliquityTrue: number;
  obliquityMean: number;
  nutLon: number;
  nutObl: number;
  sidTimeDeg: number;
  bodies: Record<string, ReferenceBody>;
  houses: Record<string, ReferenceHouses>;
}

let cached: ReferenceCase[] | undefined;

export function referenceCases(): ReferenceCase[] {
  cached ??= (
    JSON.parse(
      readFileSync(new URL('../../../../../shared/reference/ephemeris.json', import.meta.url), 'utf8'),
    ) as { cases: ReferenceCase[] }
  ).cases;
  return cached;
}

/** Absolute angular difference in arcseconds, wrapping at 360°. */
export function arcsecDiff(aDeg: number, bDeg: number): number {
  let d = Math.abs(aDeg - bDeg) % 360;
  if (d > 180) d = 360 - d;
  return d * 3600;
}
